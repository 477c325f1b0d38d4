import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { limits } from '#app/lib/limits.ts';
import { totpIssuer } from '#app/content/admin-defaults.ts';
import { sha256Hex } from './tokens.ts';

const PERIOD_SECONDS = 30;

function totp(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: totpIssuer,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226's recommended size), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export interface TotpEnrollment {
  secret: string;
  uri: string;
  /** The otpauth URI as a QR code image (PNG data: URL, allowed by the admin CSP). */
  qrDataUrl: string;
}

export async function enrollment(secretBase32: string, email: string): Promise<TotpEnrollment> {
  const uri = totp(secretBase32, email).toString();
  const qrDataUrl = await QRCode.toDataURL(uri, {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
  });
  return { secret: secretBase32, uri, qrDataUrl };
}

/**
 * The time step a code belongs to, or null when it matches none within the allowed drift.
 * Callers store the step and refuse a code whose step is not newer (no replay).
 */
export function matchTotp(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    timestamp: now,
    window: limits.auth.totpWindow,
  });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code (tests, and nothing else, need to compute one). */
export function currentTotp(secretBase32: string, now = Date.now()): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    timestamp: now,
  });
}

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Ten codes of 20 characters from a 32-letter alphabet (100 bits each), grouped for reading. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: limits.auth.recoveryCodes }, () => {
    const bytes = randomBytes(20);
    const chars = Array.from(bytes, (b) => BASE32[b % 32]).join('');
    return chars.match(/.{5}/g)!.join('-');
  });
}

export function isRecoveryCodeShape(input: string): boolean {
  return normaliseRecoveryCode(input).length === 20;
}

function normaliseRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Recovery codes carry 100 random bits, so a plain SHA-256 is enough to store them. */
export function hashRecoveryCode(input: string): string {
  return sha256Hex(`recovery:${normaliseRecoveryCode(input)}`);
}
