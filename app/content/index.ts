/**
 * The site's content as typed data. Import from here:
 *   import { business, services, cities, defaultImage } from '#app/content/index.ts';
 */
export * from './schema.ts';
export * from './business.ts';
export * from './images.ts';
export * from './services.ts';
export * from './cities.ts';
export * from './faqs.ts';
export * from './testimonials.ts';
export * from './gallery.ts';
export * from './site.ts';
export * from './placeholders.ts';
