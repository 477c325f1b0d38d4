/**
 * The URL slugs, without zod: app/lib/urls.ts (and through it the admin's navigation) needs
 * only the lists, and importing them from schema.ts put zod into every admin screen's first
 * load. schema.ts re-exports them, so content code keeps one place to import from.
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
