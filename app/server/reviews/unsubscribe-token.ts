import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a one-click unsubscribe link: the address and an HMAC of it. It never
 * expires (an opt-out must work from an old e-mail) and cannot be made for another address.
 */
function mac(secret: Buffer, email: string): Buffer {
  return createHmac('sha256', secret).update(`review-opt-out\0${email}`).digest();
}

export function normaliseAddress(email: string): string {
  return email.trim().toLowerCase();
}

export function makeUnsubscribeToken(secret: Buffer, email: string): string {
  const address = normaliseAddress(email);
  return `${Buffer.from(address).toString('base64url')}.${mac(secret, address).toString('base64url')}`;
}

/** The address a token stands for, or null when it was not made with this secret. */
export function readUnsubscribeToken(secret: Buffer, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,700})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const address = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const given = Buffer.from(match[2]!, 'base64url');
  // One spelling per token: base64url's last character has spare bits.
  if (given.toString('base64url') !== match[2]) return null;
  const expected = mac(secret, address);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}
