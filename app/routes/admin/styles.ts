import mantineStyles from './mantine.css?url';

/**
 * Mantine's styles (only the components the admin uses, see mantine.css): linked by the admin
 * screens only, never by public pages. The toasts are drawn with core's Notification
 * (app/components/admin/toasts.tsx), so @mantine/notifications' stylesheet is not needed.
 */
export const adminStylesheets = [{ rel: 'stylesheet', href: mantineStyles }];

/** Admin responses are personal: never stored by a cache, never indexed. */
export const adminHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};
