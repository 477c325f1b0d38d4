/** Admin responses are personal: never stored by a cache, never indexed. */
export const adminHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

/** An admin document's meta: its title, never indexed. */
export function adminMeta(title: string) {
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }];
}

/**
 * The admin headers, plus the throttle's `Retry-After` when the answer carries one (a refused
 * sign-in or setup attempt).
 */
export function adminHeadersWithRetryAfter(answer: Headers): Headers {
  const headers = new Headers(adminHeaders);
  const retryAfter = answer.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}
