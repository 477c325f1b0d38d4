import { contactFormMessages } from '../../lib/messages/contact-form.ts';
import { uploadMessages } from '../../lib/messages/upload.ts';
import type { LeadSender } from '../quote-form.ts';
import { sendLead, type LeadPayload, type LeadPhoto, type SendLeadResult } from '../send-lead.ts';
import { FLUSH_LOCK } from './flush.ts';
import { announceQueued, storeLead } from './index.ts';
import { newIdempotencyKey } from './key.ts';
import { photoForStorage } from './scale-photo.ts';
import { leadQueueStore } from './state.ts';
import { getQueued, listQueued, removeQueued, type QueuedPhoto } from './storage.ts';
import { uploadPhoto } from './upload-photo.ts';

/**
 * The quote form's sender: LEADS's `sendLead` with the offline queue around it.
 *
 * - Offline (the browser says so): the lead is saved on the device under the key it was sent
 *   with, with its photos (scaled down when large); the form says "you are offline, saved",
 *   and "sent" once the queue delivers it.
 * - The server answered 5xx (database away, proxy error), or no answer came while the browser
 *   is online (a timeout, a reset connection: the lead may even be stored). The lead is queued
 *   for automatic retry too, but the form shows the spec's failure message and stays filled
 *   with the same key and photos, so pressing Submit again sends the same lead, never a second
 *   one.
 *
 * Photos the picker could not send ahead yet are sent here first. The tokens obtained are
 * written into the given photos (the picker's own objects), so a second press lists the same
 * tokens; a copy queued by an earlier press lends the tokens its retries obtained.
 *
 * - Edited after such a failure and sent again (same key): while the first press has not
 *   reached the server the edited lead goes under the key and replaces the saved copy; once it
 *   has (the answer was lost, or the queue delivered it meanwhile), nothing more is sent and
 *   the form says the request arrived without the changes (`received-before-edit`). The
 *   photo-use box alone is not such a change: the server answers the replay (200) and records a
 *   yes taken back, never a new one (`withdrawReplayedPhotoConsent`).
 *
 * The send runs under the queue's flush lock: while the form sends key K (again), no tab or
 * worker retries the queued copy of K, and afterwards the copy is dropped or replaced.
 */
export const sendOrQueue: LeadSender = async (payload, idempotencyKey, photos = []) => {
  const answer = await underFlushLock(() => sendOnce(payload, idempotencyKey, photos));
  if (answer.kind === 'queued' || answer.kind === 'retrying' || answer.kind === 'held') {
    await announceQueued().catch(() => {});
  }
  return answer;
};

/**
 * The keys this page sent without a final answer (none came, a 5xx, or "wait"): that request
 * may be on the server, or get there from the queue. Sent again, such a key that the server
 * says belongs to another request (422) is this page's own earlier press, arrived, and the
 * visitor has edited the form since. A key answered 422 the first time is not one of them:
 * it came with a page from the offline cache and was never this page's.
 */
const unsettled = new Set<string>();

/**
 * The new key a 422 gave the request of a page whose key was taken (a page from the offline
 * cache, or an old build's HTML): the form keeps its own key, so a second press looks up the
 * request's key here and goes under it (a third key would be a second lead).
 */
const rekeyed = new Map<string, string>();

const unavailable = (status: number | null): SendLeadResult => ({
  kind: 'unavailable',
  status,
  message: contactFormMessages.failure,
});

async function sendOnce(
  payload: LeadPayload,
  idempotencyKey: string,
  photos: readonly LeadPhoto[],
): ReturnType<LeadSender> {
  let key = rekeyed.get(idempotencyKey) ?? idempotencyKey;
  let result = unavailable(null);
  if (photos.length > 0) {
    const earlier = await getQueued(key).catch(() => undefined);
    for (const photo of photos) {
      photo.token = earlier?.photos?.find((p) => p.id === photo.id)?.token ?? photo.token;
    }
  }
  if (navigator.onLine !== false) {
    const ahead = await sendPhotosAhead(photos);
    if (ahead && ahead.kind !== 'unavailable' && ahead.kind !== 'rate-limited') return ahead;
    if (ahead) result = ahead;
    else {
      const tokens = photos.map((photo) => photo.token ?? '');
      const body = tokens.length > 0 ? { ...payload, photos: tokens } : payload;
      const again = unsettled.has(key);
      result = await sendLead(body, key);
      if (result.kind === 'rejected' && result.status === 422 && again) {
        // The earlier press is the lead (two leads for one person were the alternative). The
        // copy saved after it is settled: the server has that request.
        await removeQueued(key).catch(() => {});
        return { kind: 'received-before-edit' };
      }
      if (result.kind === 'rejected' && result.status === 422) {
        // A page served from the offline cache carries the key its first render used, and that
        // key already belongs to another lead: this one is new, so it gets a new key.
        key = newIdempotencyKey();
        rekeyed.set(idempotencyKey, key);
        result = await sendLead(body, key);
      }
      if (result.kind === 'unavailable' || result.kind === 'rate-limited') unsettled.add(key);
      if (result.kind !== 'unavailable' && result.kind !== 'rate-limited') {
        // Delivered or refused: a copy queued by an earlier press is settled by this answer.
        await removeQueued(key).catch(() => {});
        return result;
      }
    }
    if (result.kind === 'rate-limited') {
      // Asked to wait, for the request or one of its photos (the 60-second rule, or many from
      // one shared address, such as a carrier's): not refused. It waits on this device and
      // goes when the server allows.
      const until = Date.now() + result.retryAfterSeconds * 1000;
      try {
        await storeLead(payload, key, await Promise.all(photos.map(forStorage)), until);
      } catch {
        return result;
      }
      return { kind: 'held', until, delivered: sent(key) };
    }
  }
  try {
    await storeLead(payload, key, await Promise.all(photos.map(forStorage)));
  } catch {
    // No IndexedDB (a locked-down browser, or no room for the photos): the failure message,
    // which says to call.
    return result;
  }
  // Offline only when the browser says so. No answer while it is online (a timeout, a reset
  // connection) is a failed send like a 5xx: the failure message, the form kept as typed.
  return result.kind === 'unavailable' && result.status === null && navigator.onLine === false
    ? { kind: 'queued', delivered: sent(key) }
    : { kind: 'retrying', delivered: sent(key) };
}

/**
 * Sends ahead the photos without a token. Null when every photo has one; otherwise the
 * refusal (shown by the form; the visitor removes that photo), the server's "wait" (429), or
 * why they cannot go now.
 */
async function sendPhotosAhead(photos: readonly LeadPhoto[]): Promise<SendLeadResult | null> {
  for (const photo of photos) {
    if (photo.token) continue;
    const outcome = await uploadPhoto(photo.blob, photo.name);
    if (outcome.kind === 'token') photo.token = outcome.token;
    else if (outcome.kind === 'refused') {
      return { kind: 'rejected', status: outcome.status, message: outcome.message };
    } else if (outcome.status === 429 && outcome.retryAfterMs !== undefined) {
      return {
        kind: 'rate-limited',
        message: uploadMessages.rateLimited,
        retryAfterSeconds: outcome.retryAfterMs / 1000,
      };
    } else return unavailable(outcome.status);
  }
  return null;
}

async function forStorage(photo: LeadPhoto): Promise<QueuedPhoto> {
  // One already sent ahead keeps its token; the blob is only needed if the server purges it.
  const stored = await photoForStorage(photo.blob, photo.name);
  return { id: photo.id, name: stored.name, blob: stored.blob, token: photo.token };
}

/**
 * Resolves when a tab or the worker reports a delivery and `key` is no longer queued (the
 * sender's own later success removes it without a report, and the form has moved on then),
 * with what the deliveries since had to tell (the visit booked, a window that was gone): a
 * delivery names no key, but a visitor rarely has two requests waiting, and each line names
 * its own visit.
 */
function sent(key: string): Promise<readonly string[]> {
  const seen = leadQueueStore.getState().leftOut.length;
  return new Promise((resolve) => {
    const stop = leadQueueStore.subscribe((state, previous) => {
      if (state.sentAt === previous.sentAt) return;
      void listQueued().then((queued) => {
        if (queued.some((lead) => lead.key === key)) return;
        stop();
        resolve(leadQueueStore.getState().leftOut.slice(seen));
      });
    });
  });
}

/** Runs `work` holding the queue's flush lock (where Web Locks exist: secure contexts). */
function underFlushLock<T>(work: () => Promise<T>): Promise<T> {
  return typeof navigator.locks?.request === 'function'
    ? navigator.locks.request(FLUSH_LOCK, work)
    : work();
}
