import { createHash } from 'node:crypto';
import { BANNER_STATE_SCRIPT } from '#app/lib/banner-state.ts';

/**
 * The one inline script of public pages (the banner's closed state, before the first paint),
 * allowed by its hash: the same on every page, so public pages need no nonce.
 */
const BANNER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BANNER_STATE_SCRIPT).digest('base64')}'`;

/**
 * Security headers, in one place for the host and the HTML renderer.
 * Public pages carry no inline script but the banner state's (allowed by its hash), so their
 * CSP has no nonce and the HTML can be cached whole; pages that hydrate React get a fresh
 * nonce per response.
 */
export function contentSecurityPolicy(options: {
  nonce?: string | undefined;
  https: boolean;
}): string {
  const scriptSrc = options.nonce
    ? `'self' 'nonce-${options.nonce}' ${BANNER_SCRIPT_HASH}`
    : `'self' ${BANNER_SCRIPT_HASH}`;
  const directives = [
    `default-src 'self'`,
    `script-src ${scriptSrc}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `manifest-src 'self'`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function baseSecurityHeaders(options: { https: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
  if (options.https) {
    headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  }
  return headers;
}
