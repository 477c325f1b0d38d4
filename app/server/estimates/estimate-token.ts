/**
 * The customer's private link to one estimate: a random token mailed once, stored only as its
 * SHA-256 (a database reader cannot open estimates). It shows that estimate and nothing else of
 * the customer's record. A new send replaces it (the old link answers 404); it lapses for good
 * `linkLifetimeMs` after the estimate's own expiry, until then an expired or voided estimate
 * still answers 410 and says so.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { absoluteUrl, routes } from '#app/lib/urls.ts';
import { DAY_MS } from '#app/lib/durations.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { findEstimate, type Estimate } from './estimate-record.ts';

/** How long a link keeps answering after the estimate expired (to say it expired). */
export const linkLifetimeMs = 180 * DAY_MS;

export function newEstimateToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashEstimateToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function estimateUrl(config: Pick<AppConfig, 'publicOrigin'>, token: string): string {
  return absoluteUrl(config.publicOrigin, routes.estimate(token));
}

/** The estimate a live link opens; undefined for a wrong, replaced, revoked or lapsed one. */
export async function findByToken(
  db: Kysely<Database>,
  token: string,
  now: number,
): Promise<Estimate | undefined> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  const hash = hashEstimateToken(token);
  const row = await db
    .selectFrom('estimates')
    .select(['id', 'token_expires_at', 'token_revoked_at'])
    .where((eb) => eb.or([eb('token_hash', '=', hash), eb('reminder_token_hash', '=', hash)]))
    .executeTakeFirst();
  if (!row || row.token_revoked_at !== null) return undefined;
  if (row.token_expires_at !== null && Number(row.token_expires_at) <= now) return undefined;
  return findEstimate(db, Number(row.id));
}
