import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OutboxTable } from '../db/tables/outbox.ts';

/** One row of the outbox as the worker claimed it (`attempts` counts this attempt). */
export type OutboxJob = Selectable<OutboxTable>;

/** A new outbox row's delivery state: due now, unclaimed, never tried. */
export function queuedNow(now: number) {
  return {
    next_attempt_at: now,
    locked_until: null,
    locked_by: null,
    last_error: null,
    message_id: null,
    created_at: now,
    sent_at: null,
  };
}

/**
 * What one attempt came to, and what else its result must change: `effects` run in the
 * transaction that records the result, after the job's row is written (the order a device's
 * removal also takes, so the two never deadlock).
 */
export type AttemptOutcome =
  | {
      ok: true;
      messageId: string | null;
      response: string;
      effects?: (trx: Kysely<Database>) => Promise<void>;
    }
  | {
      ok: false;
      error: string;
      /** Retrying cannot help: the job is parked as `dead` at once. */
      permanent?: boolean;
      /** At least this long before the next attempt (a push service's Retry-After). */
      retryAfterMs?: number;
      effects?: (trx: Kysely<Database>) => Promise<void>;
    };

/**
 * What carries a channel's jobs (one SMTP connection, the push services): its jobs are handed
 * over `concurrency` at a time, and channels that share a lane share that number. A slow lane
 * never holds another's jobs back.
 */
export interface OutboxLane {
  /** For the start-up line: `smtp host:port`, the mail folder, `web-push`. */
  readonly description: string;
  readonly concurrency: number;
  /** Called once when the worker stops. */
  close?(): void;
}

/** How jobs of one kind are delivered; registered with the worker at start (app/server/workers.ts). */
export interface OutboxChannel {
  readonly lane: OutboxLane;
  /** One delivery attempt; a throw counts as a failed attempt that is retried. */
  attempt(job: OutboxJob): Promise<AttemptOutcome>;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
