import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from './dialect.ts';
import type { Database } from './schema.ts';

/**
 * A unit of write work. It runs inside a transaction it shares with other work, so it must
 * only talk to the database through `trx` (the SQLite connection is held by the batch: a
 * query on the plain handle, or a nested `run`, would wait for the batch forever) and must
 * not wait on anything else (network, timers) while it holds the transaction.
 */
export type WriteWork<T> = (trx: Transaction<Database>) => Promise<T>;

export interface WriteStats {
  /** Transactions committed so far. */
  transactions: number;
  /** Writes they carried (how well writes are being grouped). */
  writes: number;
  largestBatch: number;
}

/**
 * Group commit (docs/decisions/0004-group-commit.md). `run` resolves only after the
 * transaction holding the work has committed, so an acknowledged write is as durable as the
 * database makes a commit (SQLite: WAL with synchronous=FULL, one fsync per batch).
 */
export interface WriteTransactions {
  /** Runs `work` in its own savepoint of a shared transaction; resolves after the COMMIT. */
  run<T>(work: WriteWork<T>, options?: RunOptions): Promise<T>;
  stats(): WriteStats;
  /** Lets queued work finish and commit; `run` refuses new work afterwards. */
  close(): Promise<void>;
}

export interface RunOptions {
  /**
   * How long this work may wait for company before its batch starts (default 0: the next turn
   * of the event loop). Background writes that trickle in one by one (e-mail results) set a
   * few milliseconds so they share a commit instead of paying an fsync each; work without a
   * wait that arrives meanwhile takes them along at once.
   */
  maxWaitMs?: number;
}

interface Queued {
  work: WriteWork<unknown>;
  /** performance.now() by which its batch must start. */
  due: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const DEFAULT_MAX_BATCH = 128;

/**
 * Grouping pays where a commit is expensive and writes are serialised anyway (SQLite: one
 * connection, an fsync per commit). On PostgreSQL every `run` is its own transaction: the pool
 * runs them in parallel and PostgreSQL flushes the WAL of concurrent commits together
 * (measured: grouping there was slower, the writes of a batch run one after another).
 */
export function createWriteTransactions(
  db: Kysely<Database>,
  dialect: DialectName,
  maxBatch = DEFAULT_MAX_BATCH,
): WriteTransactions {
  const stats: WriteStats = { transactions: 0, writes: 0, largestBatch: 0 };
  const queue: Queued[] = [];
  let draining: Promise<void> | undefined;
  let closed = false;

  const count = (size: number) => {
    stats.transactions += 1;
    stats.writes += size;
    stats.largestBatch = Math.max(stats.largestBatch, size);
  };

  if (dialect === 'postgres') {
    const inFlight = new Set<Promise<unknown>>();
    return {
      run<T>(work: WriteWork<T>): Promise<T> {
        if (closed) return Promise.reject(closedError());
        const done = db.transaction().execute(work);
        void done.then(
          () => count(1),
          () => undefined,
        );
        const tracked = done.catch(() => undefined).finally(() => inFlight.delete(tracked));
        inFlight.add(tracked);
        return done;
      },
      stats: () => ({ ...stats }),
      async close() {
        closed = true;
        await Promise.all(inFlight);
      },
    };
  }

  async function commitBatch(batch: Queued[]): Promise<void> {
    if (batch.length === 0) return;
    const outcomes: Outcome[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const item of batch) {
          await sql`savepoint batch_item`.execute(trx);
          try {
            const value = await item.work(trx);
            await sql`release savepoint batch_item`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            // Undo this work only. If even that fails (SQLite rolls the whole transaction
            // back on a full disk or an I/O error), the throw fails the batch below.
            await sql`rollback to savepoint batch_item`.execute(trx);
            await sql`release savepoint batch_item`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // Nothing of this batch is committed: every caller hears so, none is acknowledged.
      for (const item of batch) item.reject(error);
      return;
    }
    count(batch.length);
    batch.forEach((item, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) item.resolve(outcome.value);
      else item.reject(outcome?.error ?? new Error('batched write did not run'));
    });
  }

  let wakeAt = Infinity;
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;

  /** Starts the next batch when the most pressing queued work is due (unless one runs). */
  function schedule(): void {
    if (draining || queue.length === 0) return;
    const due = earliestDue();
    const now = performance.now();
    if (due <= now || closed) {
      if (immediate) return;
      clearTimeout(timer);
      timer = undefined;
      wakeAt = Infinity;
      // setImmediate: every request parsed in this turn of the event loop (all the sockets
      // that were readable) has queued its work by then and shares the commit.
      immediate = setImmediate(() => {
        immediate = undefined;
        draining = drain();
      });
    } else if (due < wakeAt && !immediate) {
      clearTimeout(timer);
      wakeAt = due;
      timer = setTimeout(() => {
        timer = undefined;
        wakeAt = Infinity;
        draining = drain();
      }, due - now);
    }
  }

  function earliestDue(): number {
    let due = Infinity;
    for (const item of queue) due = Math.min(due, item.due);
    return due;
  }

  async function drain(): Promise<void> {
    try {
      // Work that may wait rides along with work that may not, but does not start a batch
      // of its own before it is due.
      do await commitBatch(queue.splice(0, maxBatch));
      while (queue.length > 0 && (closed || earliestDue() <= performance.now()));
    } finally {
      draining = undefined;
      schedule();
    }
  }

  return {
    run<T>(work: WriteWork<T>, runOptions: RunOptions = {}): Promise<T> {
      if (closed) return Promise.reject(closedError());
      return new Promise<T>((resolve, reject) => {
        const due = performance.now() + (runOptions.maxWaitMs ?? 0);
        queue.push({ work, due, resolve: resolve as (value: unknown) => void, reject });
        // A batch already running or about to start takes this along (or reschedules after).
        if (!draining && !immediate) schedule();
      });
    },
    stats: () => ({ ...stats }),
    async close() {
      closed = true;
      schedule();
      while (draining || immediate || timer) {
        if (draining) await draining;
        else await new Promise<void>((done) => setImmediate(done));
      }
    },
  };
}

function closedError(): Error & { code: string } {
  return Object.assign(new Error('the database is closing'), { code: 'write-transactions-closed' });
}
