import mantineCore from '@mantine/core/styles.css?url';
import mantineNotifications from '@mantine/notifications/styles.css?url';

/** Mantine's stylesheets: linked by the admin screens only, never by public pages. */
export const adminStylesheets = [
  { rel: 'stylesheet', href: mantineCore },
  { rel: 'stylesheet', href: mantineNotifications },
];

/** Admin responses are personal: never stored by a cache, never indexed. */
export const adminHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};
