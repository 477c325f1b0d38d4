import mantineStyles from './mantine.css?url';

/**
 * The admin's one stylesheet: Mantine's styles (only the components the admin uses) and the
 * reset the screens were drawn with, see mantine.css. The site's stylesheet (Tailwind) is not
 * loaded: the admin uses none of its classes, and it was a second render-blocking request before
 * the first paint (Lighthouse: ~150 ms of LCP); 19 screens at 390 px look the same without it
 * (scripts/admin-screens-shot.ts and png-diff.ts). Public pages carry their own inline. The routes name them in their handle and the root layout links them at
 * the top of <head>: on the server React puts them before the ~30 module preloads (over HTTP/1.1
 * a phone's six connections would take the render-blocking CSS after the scripts). The toasts are drawn
 * with core's Notification (app/components/admin/toasts.tsx), so @mantine/notifications'
 * stylesheet is not needed.
 */
export const adminStylesheets: readonly string[] = [mantineStyles];

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
