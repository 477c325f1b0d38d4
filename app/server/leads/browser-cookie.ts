import { randomBytes } from 'node:crypto';
import { readCookie } from './attribution.ts';

/** Identifies one browser for the spec's per-browser cooldown (HttpOnly, first party). */
export const BROWSER_COOKIE = 'cfgd_bid';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readBrowserId(cookieHeader: string | null): string | null {
  const value = readCookie(cookieHeader, BROWSER_COOKIE);
  return value && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null;
}

export function newBrowserId(): string {
  return randomBytes(18).toString('base64url');
}

export function browserCookie(id: string, secure: boolean): string {
  return `${BROWSER_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
