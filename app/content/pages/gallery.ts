/** Gallery page (/gallery); the projects are in ../gallery.ts: its copy (hero and SEO: ./page-heroes.ts, ./page-seo.ts). */

export const galleryContent = {
  title: 'Recent Projects',
  subtitle: 'A few of the doors we have installed and repaired across the region',
  offeringsTitle: 'What We Can Do for You',
};
