import { sendLead, type SendLeadResult } from '../send-lead.ts';
import type { QueuedLead } from './storage.ts';

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
  | { kind: 'rekey' };

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

/** One attempt to deliver a queued lead, with the key it was queued under. */
export async function sendQueuedLead(
  lead: QueuedLead,
  fetcher: typeof fetch = fetch,
): Promise<SendOutcome> {
  return outcomeOf(await sendLead(lead.payload, lead.key, fetcher));
}
