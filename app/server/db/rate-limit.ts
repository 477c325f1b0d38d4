import { sql, type Kysely } from 'kysely';
import { preparedQuery } from './prepared-query.ts';
import type { Database } from './schema.ts';

export interface RateLimitRule {
  /** e.g. `lead:ip:203.0.113.9` */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter kept in the database, so a limit holds across every app instance
 * sharing it. One atomic upsert per check: no read-then-write race. Counters long past their
 * window are deleted by the retention worker (`purgeRateLimits`, dashboard/retention.ts).
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const [row] = await countHit(db, { key: rule.key, now, windowStart: now - rule.windowMs });
  if (!row) throw new Error('rate limit upsert returned no row');
  const retryAfterMs = Number(row.window_started_at) + rule.windowMs - now;
  return {
    allowed: row.hits <= rule.limit,
    hits: row.hits,
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  };
}

/** Every lead runs this up to three times: compiled once (prepared-query.ts). */
const countHit = preparedQuery(['key', 'now', 'windowStart'], (db, param) =>
  db
    .insertInto('rate_limits')
    .values({ bucket_key: param.key, hits: 1, window_started_at: param.now })
    .onConflict((oc) =>
      oc.column('bucket_key').doUpdateSet({
        hits: sql`case when rate_limits.window_started_at <= ${param.windowStart} then 1 else rate_limits.hits + 1 end`,
        window_started_at: sql`case when rate_limits.window_started_at <= ${param.windowStart} then ${param.now} else rate_limits.window_started_at end`,
      }),
    )
    .returning(['hits', 'window_started_at']),
);

/** Reads a counter without counting (e.g. to check a login throttle before verifying). */
export async function peekRateLimit(
  db: Kysely<Database>,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'window_started_at'])
    .where('bucket_key', '=', rule.key)
    .executeTakeFirst();
  if (!row || row.window_started_at <= now - rule.windowMs) {
    return { allowed: true, hits: 0, retryAfterSeconds: 0 };
  }
  return {
    allowed: row.hits < rule.limit,
    hits: row.hits,
    retryAfterSeconds: Math.max(1, Math.ceil((row.window_started_at + rule.windowMs - now) / 1000)),
  };
}

export async function resetRateLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('bucket_key', '=', key).execute();
}
