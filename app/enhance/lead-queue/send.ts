import { bookingVisitorMessages } from '../../lib/messages/booking-visitor.ts';
import { leadPhotosMessages } from '../../lib/messages/lead-photos.ts';
import { sendLead, type SendLeadResult } from '../send-lead.ts';
import type { QueuedLead } from './storage.ts';
import { uploadPhoto, type PhotoUploadOutcome } from './upload-photo.ts';

export type SendOutcome =
  /**
   * `notice`: delivered, with something the visitor must be told (the visit booked with it, or
   * that its window was gone).
   */
  | { kind: 'sent'; notice?: string }
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
    case 'window-taken':
    case 'booking-refused':
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
  const { appointment, ...plain } = payload;
  if (result.kind === 'stored' && result.appointment) {
    // Booked while the visitor was away from the form (issue 37): say when, as the form does.
    return { kind: 'sent', notice: bookingVisitorMessages.bookedAs(visitText(result.appointment)) };
  }
  if (result.kind === 'window-taken' && appointment) {
    // The window chosen offline was booked or closed meanwhile (the 409 stored nothing): the
    // request still goes, as a plain one, and the visitor is told no visit is booked.
    const again = outcomeOf(await sendLead(plain, lead.key, fetcher));
    return again.kind === 'sent'
      ? {
          kind: 'sent',
          notice: bookingVisitorMessages.queuedBookedWindowGone(startLabel(appointment.start)),
        }
      : again;
  }
  if (result.kind === 'booking-refused' && appointment) {
    // The booking was refused for who is booking (issue 37), not because the window went:
    // the request still goes as a plain one, and the visitor is told why no visit is booked.
    const again = outcomeOf(await sendLead(plain, lead.key, fetcher));
    return again.kind === 'sent'
      ? {
          kind: 'sent',
          notice: bookingVisitorMessages.queuedBookingRefused(
            startLabel(appointment.start),
            result.reason,
          ),
        }
      : again;
  }
  if (
    tokens.length > 0 &&
    result.kind === 'invalid' &&
    result.message === leadPhotosMessages.missing
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

/**
 * "Sat, Mar 13, 8:00 AM": a window's start as the business reads it. The ISO start carries the
 * local date and time before its offset, so no time-zone data (nor app/lib/booking.ts and its
 * schemas: this chunk also starts alone, for a browser with queued requests) is needed.
 */
const startFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function startLabel(start: string): string {
  const local = Date.parse(`${start.slice(0, 16)}:00Z`);
  return Number.isNaN(local) ? start : startFormat.format(local);
}

const endFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Sat, Mar 13, 8:00 AM - 10:00 AM", as `visitLabel` (app/lib/booking.ts) writes it. */
function visitText(visit: { start: string; end: string }): string {
  const end = Date.parse(`${visit.end.slice(0, 16)}:00Z`);
  return `${startLabel(visit.start)} - ${Number.isNaN(end) ? visit.end : endFormat.format(end)}`;
}
