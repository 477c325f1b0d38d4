import { sql, type Transaction } from 'kysely';
import { limits } from '#app/lib/limits.ts';
import type { WriteTransactions } from '../db/group-commit.ts';
import type { Database } from '../db/schema.ts';
import type { InsightCountsTable } from '../db/tables/insights.ts';

export type InsightKey = Omit<InsightCountsTable, 'count'>;

/** Rows per statement: well under both databases' bound-parameter limits (7 per row). */
const ROWS_PER_STATEMENT = 500;

/**
 * Counts in memory and writes them in one batched upsert per flush, so a burst of visitors costs
 * the database a statement every few seconds instead of one per event. Counts that fail to
 * write are kept and tried again with the next flush; `flush()` on shutdown writes the rest.
 */
export interface EventCounter {
  /** False when the counter is full (the database has been away for long): nothing was added. */
  add(key: InsightKey, count?: number): boolean;
  /** Writes what is pending; resolves once it is stored (or kept for the next try). */
  flush(): Promise<void>;
  /** Counts waiting for a flush. */
  pending(): number;
}

export function createEventCounter(
  writes: Pick<WriteTransactions, 'run'>,
  onError: (error: unknown) => void = () => {},
): EventCounter {
  let waiting = new Map<string, InsightCountsTable>();
  let writing: Promise<void> = Promise.resolve();

  const add = (key: InsightKey, count = 1): boolean => {
    const id = [key.day, key.path, key.source, key.device, key.event, key.place].join('\u0000');
    const row = waiting.get(id);
    if (row) {
      row.count += count;
      return true;
    }
    // Distinct keys are bounded (days x pages x sources x ...), but sources are visitor input:
    // a cap keeps memory flat while the database is away or someone invents sources.
    if (waiting.size >= limits.insights.maxPendingKeys) return false;
    waiting.set(id, {
      day: key.day,
      path: key.path,
      source: key.source,
      device: key.device,
      event: key.event,
      place: key.place,
      count,
    });
    return true;
  };

  const flush = () => {
    // One flush at a time, so a slow write never overlaps the next and counts stay exact.
    writing = writing.then(async () => {
      if (waiting.size === 0) return;
      const rows = [...waiting.values()];
      waiting = new Map();
      try {
        // One savepoint: a failed batch leaves nothing half-counted and is tried again whole.
        await writes.run((trx) => upsertCounts(trx, rows), { maxWaitMs: 5 });
      } catch (error) {
        for (const row of rows) add(row, row.count);
        onError(error);
      }
    });
    return writing;
  };

  return {
    add,
    flush,
    pending: () => [...waiting.values()].reduce((sum, row) => sum + row.count, 0),
  };
}

async function upsertCounts(trx: Transaction<Database>, rows: InsightCountsTable[]) {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await trx
      .insertInto('insight_counts')
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc
          .columns(['day', 'path', 'source', 'device', 'event', 'place'])
          .doUpdateSet({ count: sql`insight_counts.count + excluded.count` }),
      )
      .execute();
  }
}

/** Flushes every `limits.insights.flushMs`; the stop function writes what is left. */
export function startInsightsFlusher(counter: EventCounter): () => Promise<void> {
  const timer = setInterval(() => void counter.flush(), limits.insights.flushMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await counter.flush();
  };
}
