import { messages } from '../../lib/messages.ts';
import type { LeadSender } from '../quote-form.ts';
import { sendLead, type LeadPayload, type SendLeadResult } from '../send-lead.ts';
import { FLUSH_LOCK } from './flush.ts';
import { announceQueued, storeLead } from './index.ts';
import { newIdempotencyKey } from './key.ts';
import { leadQueueStore } from './state.ts';
import { listQueued, removeQueued } from './storage.ts';

/**
 * The quote form's sender: LEADS's `sendLead` with the offline queue around it.
 *
 * - Offline, or the request never got an answer (network error, timeout): the lead is saved on
 *   the device under the key it was sent with; the form says "you are offline, saved".
 * - The server answered 5xx: it is up but failing (database away, proxy error). The lead is
 *   queued for automatic retry too, but the form shows the spec's failure message and stays
 *   filled with the same key, so pressing Submit again sends the same lead, never a second one.
 *
 * The send runs under the queue's flush lock: while the form sends key K (again), no tab or
 * worker retries the queued copy of K, and afterwards the copy is dropped or replaced.
 */
export const sendOrQueue: LeadSender = async (payload, idempotencyKey) => {
  const answer = await underFlushLock(() => sendOnce(payload, idempotencyKey));
  if (answer.kind === 'queued' || answer.kind === 'retrying') {
    await announceQueued().catch(() => {});
  }
  return answer;
};

async function sendOnce(payload: LeadPayload, idempotencyKey: string): ReturnType<LeadSender> {
  let key = idempotencyKey;
  let result: SendLeadResult = {
    kind: 'unavailable',
    status: null,
    message: messages.contactForm.failure,
  };
  if (navigator.onLine !== false) {
    result = await sendLead(payload, key);
    if (result.kind === 'rejected' && result.status === 422) {
      // A page served from the offline cache carries the key its first render used, and that
      // key already belongs to another lead: this one is new, so it gets a new key.
      key = newIdempotencyKey();
      result = await sendLead(payload, key);
    }
    if (result.kind !== 'unavailable') {
      // Delivered or refused: a copy queued by an earlier press is settled by this answer
      // (a 429 leaves it queued: it was not refused, only asked to wait).
      if (result.kind !== 'rate-limited') await removeQueued(idempotencyKey).catch(() => {});
      return result;
    }
  }
  try {
    await storeLead(payload, key);
  } catch {
    // No IndexedDB (a locked-down browser): the failure message, which says to call.
    return result;
  }
  return result.status === null ? { kind: 'queued' } : { kind: 'retrying', delivered: sent(key) };
}

/**
 * Resolves when a tab or the worker reports a delivery and `key` is no longer queued (the
 * sender's own later success removes it without a report, and the form has moved on then).
 */
function sent(key: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = leadQueueStore.subscribe((state, previous) => {
      if (state.sentAt === previous.sentAt) return;
      void listQueued().then((queued) => {
        if (queued.some((lead) => lead.key === key)) return;
        stop();
        resolve();
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
