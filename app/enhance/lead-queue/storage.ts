import type { DBSchema } from 'idb';
import type { LeadPayload, LeadPhoto } from '../send-lead.ts';
import { QUEUE_DB_NAME } from './names.ts';
import { openOnce } from './open-once.ts';

/**
 * The offline quote queue, in IndexedDB so it survives reloads and is shared by every tab and
 * the service worker (Background Sync). Plain data and Blobs only (structured clone): the page and the worker both read it.
 */
/** A photo waiting with its lead (issue 18): its blob scaled down when it was large. */
export type QueuedPhoto = LeadPhoto;

export interface QueuedLead {
  /** The Idempotency-Key sent with every attempt: the server stores the lead once. */
  key: string;
  /** The validated request body, exactly as the form would have sent it. */
  payload: LeadPayload;
  queuedAt: number;
  attempts: number;
  /** Epoch ms before which no retry is made (backoff after 429/5xx/network errors). */
  nextAttemptAt: number;
  /**
   * Epoch ms before which the server said not to send it (a 429's Retry-After): kept even when
   * the browser comes back online or a new page starts the queue (those skip the backoff).
   */
  notBefore?: number;
  /** Its photos: sent ahead one by one, then listed by token in the lead. */
  photos?: QueuedPhoto[];
  /** Photos the server refused while sending ahead, and why: said once the lead is sent. */
  leftOut?: Array<{ name: string; reason: string }>;
}

interface QueueDb extends DBSchema {
  leads: { key: string; value: QueuedLead };
}

export { QUEUE_DB_NAME } from './names.ts';
const STORE = 'leads';

const db = openOnce<QueueDb>(QUEUE_DB_NAME, (database) => {
  database.createObjectStore(STORE, { keyPath: 'key' });
});

export async function listQueued(): Promise<QueuedLead[]> {
  const all = await (await db()).getAll(STORE);
  return all.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function getQueued(key: string): Promise<QueuedLead | undefined> {
  return (await db()).get(STORE, key);
}

export async function countQueued(): Promise<number> {
  return (await db()).count(STORE);
}

export async function putQueued(lead: QueuedLead): Promise<void> {
  await (await db()).put(STORE, lead);
}

export async function removeQueued(key: string): Promise<void> {
  await (await db()).delete(STORE, key);
}
