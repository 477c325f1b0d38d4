import type { AppConfig } from '../config.ts';

/**
 * Cookie names and flags. On an https origin the `__Host-` prefix makes the browser insist on
 * Secure, Path=/ and no Domain, so a sibling subdomain cannot plant or overwrite the cookie.
 */
export function sessionCookieName(config: Pick<AppConfig, 'isHttps'>): string {
  return config.isHttps ? '__Host-cfgd_session' : 'cfgd_session';
}

export function mfaCookieName(config: Pick<AppConfig, 'isHttps'>): string {
  return config.isHttps ? '__Host-cfgd_mfa' : 'cfgd_mfa';
}

export interface CookieScope {
  /** Default `/` (the only path a `__Host-` cookie may have). */
  path?: string;
  /** Default `Lax`, so a link to /admin from an e-mail still finds the session. */
  sameSite?: 'Lax' | 'Strict';
}

export function serializeCookie(
  config: Pick<AppConfig, 'isHttps'>,
  name: string,
  value: string,
  maxAgeSeconds: number,
  scope: CookieScope = {},
): string {
  const parts = [
    `${name}=${value}`,
    `Path=${scope.path ?? '/'}`,
    'HttpOnly',
    `SameSite=${scope.sameSite ?? 'Lax'}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
  ];
  if (config.isHttps) parts.push('Secure');
  return parts.join('; ');
}

export function clearCookie(config: Pick<AppConfig, 'isHttps'>, name: string): string {
  return serializeCookie(config, name, '', 0);
}

export function readCookie(request: Request, name: string): string | undefined {
  return readCookies(request, name)[0];
}

/**
 * Every value sent under `name`: a browser sends two cookies of one name set with different
 * paths (the device cookie moved from Path=/admin to Path=/, issue 27), the longer path first.
 */
export function readCookies(request: Request, name: string): string[] {
  const header = request.headers.get('Cookie');
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) values.push(part.slice(index + 1).trim());
  }
  return values;
}
