import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** 256 random bits, URL-safe: session ids, setup tokens, second-factor challenges. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isWellFormedToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/**
 * What the database keeps of a secret with 256 bits of entropy: a fast hash is enough (nothing
 * to brute-force), and a leaked table hands out no session or setup link.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * A new one-time token (the setup link, an attack e-mail's sign-in link) and the columns its
 * table keeps of it: only the hash, unused, valid `ttlMs` from `now`.
 */
export function newOneTimeToken(
  ttlMs: number,
  now: number,
): {
  token: string;
  row: { token_hash: string; created_at: number; expires_at: number; used_at: null };
} {
  const token = randomToken();
  return {
    token,
    row: { token_hash: sha256Hex(token), created_at: now, expires_at: now + ttlMs, used_at: null },
  };
}

/** Is a one-time token (the setup link, an attack e-mail's sign-in link) known, unused, unexpired? */
export async function isLiveOneTimeToken(
  db: Kysely<Database>,
  table: 'admin_setup_tokens' | 'admin_sign_in_links',
  token: string | null | undefined,
  now: number,
): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const row = await db
    .selectFrom(table)
    .select('token_hash')
    .where('token_hash', '=', sha256Hex(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
