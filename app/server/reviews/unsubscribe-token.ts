import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  timingSafeEqual,
} from 'node:crypto';

/**
 * The token of a one-click unsubscribe link. It never expires (an opt-out must work from an old
 * e-mail) and cannot be made for another address.
 *
 * Issue 27: the address is sealed (AES-256-GCM, a key derived from the unsubscribe secret), so
 * the link, which passes through mail relays, scanners and logs, does not carry the address in
 * readable base64. Tokens of the first kind (`base64(address).HMAC`) are still read: e-mails
 * already sent keep working.
 */
const SEALED_PREFIX = 's1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function mac(secret: Buffer, email: string): Buffer {
  return createHmac('sha256', secret).update(`review-opt-out\0${email}`).digest();
}

function sealingKey(secret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'review-opt-out-token', 32));
}

export function normaliseAddress(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The same address always gets the same token (the header and the HTML part are built apart and
 * must agree): the nonce is an HMAC of the address (a synthetic IV, as in SIV modes), so two
 * different addresses never share one.
 */
export function makeUnsubscribeToken(secret: Buffer, email: string): string {
  const address = normaliseAddress(email);
  const iv = mac(secret, `nonce\0${address}`).subarray(0, IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(address, 'utf8'), cipher.final()]);
  return `${SEALED_PREFIX}${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url')}`;
}

/** Base64url with one spelling per value (the last character has spare bits). */
function decodeCanonical(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

function openSealed(secret: Buffer, payload: string): string | null {
  const bytes = /^[A-Za-z0-9_-]{1,1000}$/.test(payload) ? decodeCanonical(payload) : null;
  if (!bytes || bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      sealingKey(secret),
      bytes.subarray(0, IV_BYTES),
    );
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const address = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    return address;
  } catch {
    return null;
  }
}

/** The address a token stands for, or null when it was not made with this secret. */
export function readUnsubscribeToken(secret: Buffer, token: string): string | null {
  if (token.startsWith(SEALED_PREFIX)) return openSealed(secret, token.slice(SEALED_PREFIX.length));
  const match = /^([A-Za-z0-9_-]{1,700})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const address = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const given = decodeCanonical(match[2]!);
  if (!given) return null;
  const expected = mac(secret, address);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}

/** The first kind of token (kept for tests of e-mails sent before issue 27). */
export function legacyUnsubscribeToken(secret: Buffer, email: string): string {
  const address = normaliseAddress(email);
  return `${Buffer.from(address).toString('base64url')}.${mac(secret, address).toString('base64url')}`;
}
