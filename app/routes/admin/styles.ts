import appStyles from '#app/app.css?url';
import mantineStyles from './mantine.css?url';

/**
 * The site's stylesheet, then Mantine's styles (only the components the admin uses, see
 * mantine.css): linked by the admin screens only, never by public pages (which carry the
 * site's stylesheet inline). Both through the routes' links, in this order, so the server's
 * <head> and the browser's first render list them alike (decision 0010). The toasts are drawn
 * with core's Notification (app/components/admin/toasts.tsx), so @mantine/notifications'
 * stylesheet is not needed.
 */
export const adminStylesheets = [
  { rel: 'stylesheet', href: appStyles },
  { rel: 'stylesheet', href: mantineStyles },
];

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
