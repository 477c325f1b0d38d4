/**
 * The URL slugs of the service and city pages, without zod: app/lib/urls.ts builds the paths
 * from them (and through it the admin's navigation, whose first load must not carry zod), and
 * the content's schemas build their enums from them. Here in app/lib so that imports run one
 * way: app/content imports app/lib, never the reverse for what the URLs need.
 */

/** URL slugs of the six service pages, in display order. */
export const serviceSlugs = [
  'garage-door-installation',
  'garage-door-repair',
  'garage-door-maintenance',
  'garage-door-openers',
  'garage-door-parts',
  'emergency-services',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

/** URL slugs of the 14 city pages: NC first, then SC, in the spec's order. */
export const citySlugs = [
  'concord-nc',
  'charlotte-nc',
  'huntersville-nc',
  'kannapolis-nc',
  'matthews-nc',
  'cornelius-nc',
  'harrisburg-nc',
  'mooresville-nc',
  'rock-hill-sc',
  'fort-mill-sc',
  'indian-land-sc',
  'lancaster-sc',
  'clover-sc',
  'york-sc',
] as const;
export type CitySlug = (typeof citySlugs)[number];
