import { LEAD_PHOTOS_ENDPOINT } from '../../lib/lead-photo-fields.ts';
import { limits } from '../../lib/limits.ts';
import { uploadMessages } from '../../lib/messages/upload.ts';
import { postForAnswer } from '../post-for-answer.ts';

/**
 * One photo sent ahead of its lead (`POST /api/lead-photos`), as the page's picker (with
 * progress, XMLHttpRequest) and the offline queue (fetch, also in the service worker) send it.
 */
export type PhotoUploadOutcome =
  | { kind: 'token'; token: string }
  /** The server refused this photo (not an image, too large, rate limited): never retried. */
  | { kind: 'refused'; status: number; message: string }
  /** No answer, or the server failed: worth another try later. */
  | { kind: 'retry'; status: number | null; retryAfterMs?: number };

/** What an answer of `POST /api/lead-photos` means. `status` 0: no answer (network). */
export function photoUploadOutcome(
  status: number,
  body: unknown,
  retryAfter: string | null = null,
): PhotoUploadOutcome {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (status === 201 && typeof record.id === 'string' && record.id) {
    return { kind: 'token', token: record.id };
  }
  if (status === 0 || status === 408 || status >= 500) {
    const seconds = Number(retryAfter);
    return seconds > 0
      ? { kind: 'retry', status: status || null, retryAfterMs: seconds * 1000 }
      : { kind: 'retry', status: status || null };
  }
  const message = typeof record.error === 'string' ? record.error : uploadMessages.failed;
  return { kind: 'refused', status, message };
}

/** The multipart body: one image in the field `file`, as /upload sends it. */
export function photoForm(blob: Blob, name: string): FormData {
  const form = new FormData();
  form.append('file', blob, name);
  return form;
}

/** Sends one photo with fetch. Never throws. */
export async function uploadPhoto(
  blob: Blob,
  name: string,
  fetcher: typeof fetch = fetch,
): Promise<PhotoUploadOutcome> {
  const answer = await postForAnswer(
    fetcher,
    LEAD_PHOTOS_ENDPOINT,
    { body: photoForm(blob, name) },
    limits.leadPhotos.uploadTimeoutMs,
  );
  if (!answer) return { kind: 'retry', status: null };
  const { response, body } = answer;
  // A 429's wait is worth honouring for the queue (it is a refusal only for the picker).
  if (response.status === 429) {
    const seconds = Number(response.headers.get('Retry-After')) || 60;
    return { kind: 'retry', status: 429, retryAfterMs: seconds * 1000 };
  }
  return photoUploadOutcome(response.status, body, response.headers.get('Retry-After'));
}
