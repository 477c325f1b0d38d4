import { limits } from '../../lib/limits.ts';
import { QUEUE_CHANNEL, SYNC_TAG, announce, flushQueue, type QueueChange } from './flush.ts';
import { renderIndicator } from './indicator.ts';
import { mergeReceipts, takeReceipts } from './receipts.ts';
import { leadQueueStore } from './state.ts';
import { countQueued, putQueued, type QueuedLead, type QueuedPhoto } from './storage.ts';

export { leadQueueStore } from './state.ts';
export type { QueuedLead } from './storage.ts';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let channel: BroadcastChannel | undefined;
let noticeTimer: ReturnType<typeof setTimeout> | undefined;

async function refreshCount(): Promise<void> {
  leadQueueStore.setState({ waiting: await countQueued() });
}

function noteDelivered(change: Omit<QueueChange, 'type'>): void {
  const state = leadQueueStore.getState();
  leadQueueStore.setState({
    sentAt: change.sent > 0 ? Date.now() : state.sentAt,
    rejected: [...state.rejected, ...change.rejected],
    // A worker or tab of an older version announces without it.
    leftOut: [...state.leftOut, ...(change.leftOut ?? [])],
  });
  // Re-render once the "sent" notice has had its time.
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(
    () => leadQueueStore.setState({ sentAt: leadQueueStore.getState().sentAt }),
    limits.leadQueue.sentNoticeMs + 50,
  );
}

/** Sends what is due now; schedules the next try for leads in backoff. */
export async function flushNow(ignoreBackoff = false): Promise<void> {
  if (navigator.onLine === false) {
    await refreshCount();
    return;
  }
  clearTimeout(retryTimer);
  try {
    const result = await flushQueue({ ignoreBackoff });
    if (result.sent > 0 || result.rejected.length > 0) {
      const { sent, rejected, leftOut } = result;
      noteDelivered({ sent, rejected, leftOut });
      await takeReceipts(); // shown here; the broadcast tells the other tabs
      announce({ sent, rejected, leftOut }, channel);
    }
    if (result.nextAttemptAt !== undefined) {
      const delay = Math.max(250, result.nextAttemptAt - Date.now());
      retryTimer = setTimeout(() => void flushNow(), delay);
    } else if (!result.ran && (await countQueued()) > 0) {
      // Another tab or the worker holds the lock; if it gives up, this tab takes over.
      retryTimer = setTimeout(() => void flushNow(), limits.leadQueue.retryBaseMs);
    }
  } finally {
    await refreshCount();
  }
}

async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration()) as
    SyncRegistration | undefined;
  // Where the browser has Background Sync, the worker delivers even after the tab is closed.
  await registration?.sync?.register(SYNC_TAG).catch(() => undefined);
}

/**
 * Saves a validated lead on the device, under the idempotency key its first attempt used (the
 * sender does this while it holds the flush lock; `announceQueued` follows).
 */
export async function storeLead(
  payload: QueuedLead['payload'],
  key: string,
  photos: QueuedPhoto[] = [],
  notBefore?: number,
): Promise<void> {
  const now = Date.now();
  const lead: QueuedLead = {
    key,
    payload,
    queuedAt: now,
    attempts: 1,
    nextAttemptAt: notBefore ?? now,
    ...(notBefore === undefined ? {} : { notBefore }),
  };
  await putQueued(photos.length > 0 ? { ...lead, photos } : lead);
}

/**
 * Tells the tabs and the worker a lead was queued and schedules its delivery. Called once the
 * flush lock is free: a Background Sync fired while the lock was held would skip its flush
 * and count as done.
 */
export async function announceQueued(): Promise<void> {
  await refreshCount();
  announce({ sent: 0, rejected: [], leftOut: [] }, channel);
  await requestBackgroundSync();
  // A failed request while the browser still says "online" (a server error, lie-fi): retry
  // after the first backoff step rather than hammering the server.
  if (navigator.onLine) {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void flushNow(), limits.leadQueue.retryBaseMs);
  }
}

/**
 * Starts the queue on a page: indicator, and flushes on load, online and visibility.
 * `flushAtStart: false` when it starts because a lead was just queued (here or in another tab):
 * that lead's retry is already scheduled with its backoff, and an immediate flush would resend
 * it at once (a second request to a server that has just failed).
 */
export function startLeadQueue(doc: Document, { flushAtStart = true } = {}): void {
  if (typeof indexedDB === 'undefined') return;
  leadQueueStore.subscribe((state) => renderIndicator(doc, state));
  renderIndicator(doc, leadQueueStore.getState());
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(QUEUE_CHANNEL);
    channel.addEventListener('message', (event: MessageEvent<QueueChange>) => {
      if (event.data?.type !== 'queue-changed') return;
      if (event.data.sent > 0 || event.data.rejected.length > 0) {
        noteDelivered(event.data);
        void takeReceipts();
      }
      void refreshCount();
    });
  }
  window.addEventListener('online', () => void flushNow(true));
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') void flushNow();
  });
  // Delivered while no page of the site was open (the worker's Background Sync): said now,
  // before this page's own flush, which writes and takes a receipt of its own.
  void takeReceipts()
    .then((receipts) => {
      if (receipts.length > 0) noteDelivered(mergeReceipts(receipts));
    })
    .catch(() => undefined)
    .finally(() => (flushAtStart ? void flushNow(true) : void refreshCount()));
}
