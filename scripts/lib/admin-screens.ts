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
  '/admin/posts',
  // The post editor (issue 40), with the editor's chunk (created by the bench's seed).
  '/admin/posts/new',
  ...siteSections.map((section) => `/admin/site/${section.id}`),
];
