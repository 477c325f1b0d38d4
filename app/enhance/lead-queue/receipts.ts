import type { DBSchema } from 'idb';
import { RECEIPTS_DB_NAME } from './names.ts';
import { openOnce } from './open-once.ts';

/**
 * What a flush delivered, kept until a page has said so (issue 37: a request the service worker
 * sent while no tab was open was never confirmed). Every flusher writes one; a page that shows
 * the notice (its own flush, or another's broadcast) clears them; a page that starts shows the
 * ones nobody saw. A database of its own: the queue's keeps its version, so a worker of an older
 * release still opens it.
 */
export interface DeliveryReceipt {
  at: number;
  sent: number;
  rejected: string[];
  leftOut: string[];
}

interface ReceiptsDb extends DBSchema {
  receipts: { key: number; value: DeliveryReceipt };
}

const STORE = 'receipts';
const db = openOnce<ReceiptsDb>(RECEIPTS_DB_NAME, (database) => {
  database.createObjectStore(STORE, { autoIncrement: true });
});

export async function recordReceipt(receipt: DeliveryReceipt): Promise<void> {
  await (await db()).add(STORE, receipt);
}

/** Every receipt not yet shown, removed in the same transaction (one page shows each). */
export async function takeReceipts(): Promise<DeliveryReceipt[]> {
  const tx = (await db()).transaction(STORE, 'readwrite');
  const all = await tx.store.getAll();
  if (all.length > 0) await tx.store.clear();
  await tx.done;
  return all;
}

/** Several receipts as one notice. */
export function mergeReceipts(receipts: readonly DeliveryReceipt[]): Omit<DeliveryReceipt, 'at'> {
  return {
    sent: receipts.reduce((sum, r) => sum + r.sent, 0),
    rejected: receipts.flatMap((r) => r.rejected),
    leftOut: receipts.flatMap((r) => r.leftOut),
  };
}
