import type { AppConfig } from '../config.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isMutation(request: Request): boolean {
  return !SAFE_METHODS.has(request.method.toUpperCase());
}

/**
 * Cross-site request forgery defence on top of SameSite=Lax: a state-changing request must come
 * from our own pages. Browsers send `Sec-Fetch-Site` (trusted when present) or at least `Origin`
 * on every POST; a request with neither is refused, as OWASP recommends.
 */
export function isSameOriginRequest(
  request: Request,
  config: Pick<AppConfig, 'publicOrigin'>,
  protocol: string,
): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('Origin');
  if (!origin || origin === 'null') return false;
  if (origin === config.publicOrigin) return true;
  // The origin the browser used to reach us (several host names, or a test on 127.0.0.1).
  const host = request.headers.get('Host');
  return !!host && origin === `${protocol}//${host}`;
}
