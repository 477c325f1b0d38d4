import { limits } from '../../lib/limits.ts';
import { leadQueueMessages } from '../../lib/messages/lead-queue.ts';
import { newIdempotencyKey } from './key.ts';
import { QUEUE_CHANNEL } from './names.ts';
import { sendPhotosAhead, sendQueuedLead, type SendOutcome } from './send.ts';
import { recordReceipt } from './receipts.ts';
import { listQueued, putQueued, removeQueued, type QueuedLead } from './storage.ts';

/** Every tab and the service worker flush under this lock, so one lead is sent by one sender. */
export const FLUSH_LOCK = 'cfgd-lead-queue-flush';
/** Tabs and the worker tell each other when the queue changed (names.ts). */
export { QUEUE_CHANNEL };
/** Background Sync tag registered when a lead is queued. */
export const SYNC_TAG = 'cfgd-lead-queue';

export interface QueueChange {
  type: 'queue-changed';
  sent: number;
  rejected: string[];
  /**
   * What the sent leads went without, as lines to show: photos the server refused, a visit
   * window that was gone (issue 30).
   */
  leftOut?: string[];
}

export interface FlushResult {
  /** False when another tab or the worker was already flushing. */
  ran: boolean;
  sent: number;
  rejected: string[];
  leftOut: string[];
  waiting: number;
  /** When the earliest remaining lead may be retried (undefined when none remain). */
  nextAttemptAt: number | undefined;
}

export interface FlushOptions {
  /** Retry leads still in their backoff window (the browser just came back online). */
  ignoreBackoff?: boolean;
  now?: () => number;
  send?: (lead: QueuedLead) => Promise<SendOutcome>;
}

export function backoffMs(attempts: number): number {
  const { retryBaseMs, retryMaxMs } = limits.leadQueue;
  return Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** Tells the other tabs (not the sender's own channel object) that the queue changed. */
export function announce(change: Omit<QueueChange, 'type'>, channel?: BroadcastChannel): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const sender = channel ?? new BroadcastChannel(QUEUE_CHANNEL);
  sender.postMessage({ type: 'queue-changed', ...change } satisfies QueueChange);
  if (!channel) sender.close();
}

async function flushOnce(options: FlushOptions): Promise<FlushResult> {
  const now = options.now ?? Date.now;
  const send = options.send ?? ((lead: QueuedLead) => sendQueuedLead(lead));
  const result: FlushResult = {
    ran: true,
    sent: 0,
    rejected: [],
    leftOut: [],
    waiting: 0,
    nextAttemptAt: undefined,
  };
  for (const lead of await listQueued()) {
    // Coming back online skips the backoff, never the server's own Retry-After (a 429).
    const due = options.ignoreBackoff ? (lead.notBefore ?? 0) : lead.nextAttemptAt;
    if (due > now()) {
      result.waiting += 1;
      result.nextAttemptAt = Math.min(result.nextAttemptAt ?? Infinity, due);
      continue;
    }
    // Its photos first (each token saved as it comes), then the lead listing them.
    const ahead = await sendPhotosAhead(lead, putQueued);
    let current = ahead.lead;
    let outcome = ahead.retry ?? (await send(current));
    if (outcome.kind === 'rekey') {
      // Stored under the new key first: a crash in between leaves the lead queued, not lost.
      const rekeyed = { ...current, key: newIdempotencyKey() };
      await putQueued(rekeyed);
      await removeQueued(current.key);
      current = rekeyed;
      outcome = await send(current);
    }
    if (outcome.kind === 'photos-lost') {
      // Sent ahead too long ago and purged by the server: they go again on the next attempt.
      current = { ...current, photos: current.photos?.map((p) => ({ ...p, token: null })) };
    }
    if (outcome.kind === 'sent') {
      await removeQueued(current.key);
      result.sent += 1;
      for (const photo of current.leftOut ?? []) {
        result.leftOut.push(leadQueueMessages.photoLeftOut(photo.name, photo.reason));
      }
      // The visit window chosen offline was gone: sent as a plain request (send.ts).
      if (outcome.notice) result.leftOut.push(outcome.notice);
    } else if (outcome.kind === 'rejected') {
      await removeQueued(current.key);
      result.rejected.push(outcome.message);
    } else {
      const attempts = current.attempts + 1;
      const retryAfterMs = outcome.kind === 'retry' ? (outcome.retryAfterMs ?? 0) : 0;
      const nextAttemptAt = now() + Math.max(backoffMs(attempts), retryAfterMs);
      const { notBefore: _, ...rest } = current;
      await putQueued(
        retryAfterMs > 0
          ? { ...rest, attempts, nextAttemptAt, notBefore: now() + retryAfterMs }
          : { ...rest, attempts, nextAttemptAt },
      );
      result.waiting += 1;
      result.nextAttemptAt = Math.min(result.nextAttemptAt ?? Infinity, nextAttemptAt);
    }
  }
  if (result.sent > 0 || result.rejected.length > 0) {
    const { sent, rejected, leftOut } = result;
    await recordReceipt({ at: now(), sent, rejected, leftOut });
  }
  return result;
}

/**
 * Sends every due queued lead once. Runs under a Web Lock: when another tab or the service
 * worker is already flushing, this call does nothing (the idempotency key would make a second
 * send harmless, but it would still be a wasted request on a weak signal).
 */
export async function flushQueue(options: FlushOptions = {}): Promise<FlushResult> {
  const skipped: FlushResult = {
    ran: false,
    sent: 0,
    rejected: [],
    leftOut: [],
    waiting: 0,
    nextAttemptAt: undefined,
  };
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return flushOnce(options);
  return navigator.locks.request(FLUSH_LOCK, { ifAvailable: true }, (lock) =>
    lock ? flushOnce(options) : skipped,
  );
}
