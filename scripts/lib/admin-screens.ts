import { siteSections } from '#app/components/admin/site/labels.ts';

/** Every admin screen a person opens, the Site editor's sections too: what the admin scripts visit. */
export const adminScreens: readonly string[] = [
  '/admin/submissions',
  '/admin/insights',
  '/admin/schedule',
  '/admin/settings',
  '/admin/email-templates',
  '/admin/images',
  '/admin/audit',
  '/admin/security',
  '/admin/site',
  ...siteSections.map((section) => `/admin/site/${section.id}`),
];
