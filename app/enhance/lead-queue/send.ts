import { messages } from '../../lib/messages.ts';
import { sendLead, type SendLeadResult } from '../send-lead.ts';
import type { QueuedLead } from './storage.ts';
import { uploadPhoto, type PhotoUploadOutcome } from './upload-photo.ts';

export type SendOutcome =
  | { kind: 'sent' }
  /** The server refused the lead as invalid: retrying cannot help. */
  | { kind: 'rejected'; message: string }
  /** Offline, rate limited or a server error: try again later. */
  | { kind: 'retry'; retryAfterMs?: number }
  /**
   * The key was already used for a different request (a page served from the offline cache
   * carries the key its first render had): this is a new lead, send it under a new key.
   */
  | { kind: 'rekey' }
  /**
   * The server no longer has the photos sent ahead (unclaimed for over a day, purged): send
   * them again. The lead was not stored (it never is without its photos), so its key is free.
   */
  | { kind: 'photos-lost' };

/** What a queued lead's attempt means for the queue (the request itself is `sendLead`'s). */
export function outcomeOf(result: SendLeadResult): SendOutcome {
  switch (result.kind) {
    case 'stored':
      return { kind: 'sent' };
    case 'invalid':
      return { kind: 'rejected', message: result.message };
    case 'rate-limited':
      return { kind: 'retry', retryAfterMs: result.retryAfterSeconds * 1000 };
    case 'unavailable':
      return { kind: 'retry' };
    case 'rejected':
      return result.status === 422
        ? { kind: 'rekey' }
        : { kind: 'rejected', message: result.message };
  }
}

/** The tokens of a lead's photos, or null while one is not sent ahead yet. */
export function photoTokens(lead: QueuedLead): string[] | null {
  const tokens: string[] = [];
  for (const photo of lead.photos ?? []) {
    if (!photo.token) return null;
    tokens.push(photo.token);
  }
  return tokens;
}

/** One attempt to deliver a queued lead, with the key it was queued under and its photos' tokens. */
export async function sendQueuedLead(
  lead: QueuedLead,
  fetcher: typeof fetch = fetch,
): Promise<SendOutcome> {
  const tokens = photoTokens(lead);
  // Photos are sent ahead first (sendPhotosAhead); a lead never goes without them.
  if (tokens === null) return { kind: 'retry' };
  const payload = tokens.length > 0 ? { ...lead.payload, photos: tokens } : lead.payload;
  const result = await sendLead(payload, lead.key, fetcher);
  if (
    tokens.length > 0 &&
    result.kind === 'invalid' &&
    result.message === messages.leadPhotos.missing
  ) {
    return { kind: 'photos-lost' };
  }
  return outcomeOf(result);
}

/**
 * Sends ahead the photos of a queued lead that have no token yet, one at a time, saving each
 * token as it comes (`save`), so a photo is not sent twice after a crash or a lost signal
 * (when it is, the copy nobody claims is purged by the server after a day). A photo the server
 * refuses (a format this browser could not convert and the server cannot read) is dropped: the
 * request itself still goes, never lost for one picture, and keeps the photo's name and the
 * refusal in `leftOut` to say once it is sent. Returns the lead as it now is and, when a photo
 * could not go yet, the retry to schedule.
 */
export async function sendPhotosAhead(
  lead: QueuedLead,
  save: (lead: QueuedLead) => Promise<void>,
  upload: (blob: Blob, name: string) => Promise<PhotoUploadOutcome> = uploadPhoto,
): Promise<{ lead: QueuedLead; retry: SendOutcome | null }> {
  let current = lead;
  for (const photo of lead.photos ?? []) {
    if (photo.token) continue;
    const outcome = await upload(photo.blob, photo.name);
    if (outcome.kind === 'retry') {
      const retry: SendOutcome =
        outcome.retryAfterMs === undefined
          ? { kind: 'retry' }
          : { kind: 'retry', retryAfterMs: outcome.retryAfterMs };
      return { lead: current, retry };
    }
    const photos = (current.photos ?? []).flatMap((p) => {
      if (p.id !== photo.id) return [p];
      return outcome.kind === 'token' ? [{ ...p, token: outcome.token }] : [];
    });
    current =
      outcome.kind === 'token'
        ? { ...current, photos }
        : {
            ...current,
            photos,
            leftOut: [...(current.leftOut ?? []), { name: photo.name, reason: outcome.message }],
          };
    await save(current);
  }
  return { lead: current, retry: null };
}
