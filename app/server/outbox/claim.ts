import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { OutboxKind } from '../db/tables/outbox.ts';
import type { OutboxJob } from './job.ts';

/**
 * Leases up to `batchSize` due jobs to this instance in one statement: pending ones whose time
 * has come and sending ones whose lease ran out (their sender died). FOR UPDATE SKIP LOCKED on
 * PostgreSQL; on SQLite the single UPDATE ... RETURNING holds the write lock. Two instances
 * never take the same job. Answers them in claim order: priority, then due time.
 *
 * Only rows of `kinds` (one lane's): each lane claims for itself, so a backlog of one kind
 * (alerts to a push service that is down) never fills the batch another kind is waiting for.
 */
export async function claimDue(
  trx: Kysely<Database>,
  dialect: DialectName,
  instance: string,
  options: { batchSize: number; leaseMs: number; kinds: readonly OutboxKind[] },
): Promise<OutboxJob[]> {
  const now = Date.now();
  let due = trx
    .selectFrom('outbox')
    .select('id')
    .where('kind', 'in', options.kinds)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
        eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
      ]),
    )
    .orderBy('priority', 'desc')
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(options.batchSize);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  const jobs = await trx
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      locked_by: instance,
      locked_until: now + options.leaseMs,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
  return jobs.sort(
    (a, b) => b.priority - a.priority || a.next_attempt_at - b.next_attempt_at || a.id - b.id,
  );
}

/** Hands claimed jobs that were never attempted back (shutdown), unleased, their claim uncounted. */
export async function release(
  trx: Kysely<Database>,
  jobs: OutboxJob[],
  instance: string,
): Promise<void> {
  const ids = jobs.map((job) => job.id);
  await trx
    .updateTable('outbox')
    .set((eb) => ({ status: 'pending', locked_until: null, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', ids)
    .where('locked_by', '=', instance)
    .where('status', '=', 'sending')
    .execute();
}
