import { createHash, randomBytes } from 'node:crypto';

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
