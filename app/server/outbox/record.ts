import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nextAttemptAt } from './backoff.ts';
import type { AttemptOutcome, OutboxJob } from './job.ts';

export interface RecordOptions {
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
}

/**
 * Writes one attempt's result: the job sent, due again after its backoff, or parked as `dead`
 * (a permanent failure, or the last attempt); the channel's effects; a row in `outbox_attempts`
 * (the admin's delivery log). Only while this instance still holds the job's lease.
 */
export async function recordAttempt(
  trx: Kysely<Database>,
  job: OutboxJob,
  outcome: AttemptOutcome,
  times: { started: number; finished: number; instance: string },
  options: RecordOptions,
): Promise<void> {
  const { started, finished, instance } = times;
  const attempt = Number(job.attempts);
  if (outcome.ok) {
    await trx
      .updateTable('outbox')
      .set({
        status: 'sent',
        sent_at: finished,
        locked_until: null,
        message_id: outcome.messageId,
        last_error: null,
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', instance)
      .execute();
  } else {
    const dead = outcome.permanent === true || attempt >= options.maxAttempts;
    await trx
      .updateTable('outbox')
      .set({
        status: dead ? 'dead' : 'pending',
        next_attempt_at: nextAttemptAt(finished, attempt, options, outcome.retryAfterMs),
        locked_until: null,
        last_error: outcome.error.slice(0, 1000),
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', instance)
      .execute();
  }
  await outcome.effects?.(trx);
  await trx
    .insertInto('outbox_attempts')
    .values({
      outbox_id: job.id,
      attempt,
      started_at: started,
      finished_at: finished,
      outcome: outcome.ok ? 'sent' : 'failed',
      error: outcome.ok ? null : outcome.error.slice(0, 1000),
      response: outcome.ok ? outcome.response.slice(0, 1000) : null,
      instance,
    })
    .execute();
}
