/**
 * What the service worker may keep. Private data must never reach Cache Storage: the worker
 * cannot see cookies, so it decides by path (admin, setup, API) and by the response's own
 * Cache-Control (the host marks anything personal `no-store`/`private`).
 */
import { privatePathPrefixes } from '#app/lib/private-paths.ts';

/** Under a private prefix (app/lib/private-paths.ts): never cached, whatever the headers say. */
export function isPrivatePath(pathname: string): boolean {
  return privatePathPrefixes.some(
    (prefix) =>
      pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`),
  );
}

/** React Router's data requests (`/page.data`) carry loader JSON: never cached. */
export function isDataRequest(pathname: string): boolean {
  return pathname.endsWith('.data') || pathname.includes('/__manifest');
}

export function isUploadPath(pathname: string): boolean {
  return pathname.startsWith('/uploads/');
}

export function forbidsStorage(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  return /(^|[\s,])(no-store|private)([\s,=]|$)/i.test(cacheControl);
}

/** A response worth keeping: a complete same-origin 200 that does not forbid storage. */
export function isStorableResponse(response: Response, maxBytes?: number): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  if (forbidsStorage(response.headers.get('Cache-Control'))) return false;
  if (response.headers.has('Vary') && response.headers.get('Vary')?.includes('Cookie')) {
    return false;
  }
  if (maxBytes !== undefined) {
    const length = Number(response.headers.get('Content-Length') ?? Number.NaN);
    if (Number.isFinite(length) && length > maxBytes) return false;
  }
  return true;
}
