/**
 * The site's content as typed data (checked against ./schema.ts as it loads): site chrome in
 * ./site.ts, one file per page in ./pages/, one per city in ./cities/. These are the shipped
 * defaults and the helpers over content (`getCity(cities, slug)`, ...); what a page shows is
 * the request's snapshot (./live.ts `ContentSnapshot`, decision 0015), handed down by its loader.
 *   import { defaultImage, getCity, homeGridCitySlugs } from '#app/content/index.ts';
 */
export * from './schema.ts';
export * from './business.ts';
export * from './images.ts';
export * from './services.ts';
export * from './cities/index.ts';
export * from './nearby-cities.ts';
export * from './faqs.ts';
export * from './testimonials.ts';
export * from './gallery.ts';
export * from './site.ts';
export * from './pages/index.ts';
export * from './placeholders.ts';
