/**
 * The URL slug of a town page (issue 40): "Mint Hill" in NC -> "mint-hill-nc", the form the 14
 * shipped city pages have, so a town the owner adds sits beside them at /locations/<slug>.
 * Here in app/lib: the Site editor proposes it as the owner types, the document schema checks it.
 */

/** Lower-case words of letters and digits joined by hyphens, ending in the state. */
export const townSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*-(?:nc|sc)$/;
export const TOWN_SLUG_MAX = 60;

/** The slug proposed for a town's name and state: accents dropped, punctuation made hyphens. */
export function townSlug(name: string, stateCode: string): string {
  const state = stateCode.trim().toLowerCase();
  const base = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TOWN_SLUG_MAX - state.length - 1)
    .replace(/-+$/, '');
  return base === '' ? '' : `${base}-${state}`;
}

/** Whether `slug` is a town page's slug in `state` ("mint-hill-nc" in NC). */
export function isTownSlug(slug: string, stateCode?: string): boolean {
  if (slug.length > TOWN_SLUG_MAX || !townSlugPattern.test(slug)) return false;
  return stateCode === undefined || slug.endsWith(`-${stateCode.toLowerCase()}`);
}
