import { distanceKm } from '../lib/geo.ts';
import { getCity } from './cities/index.ts';
import type { City } from './schema.ts';

/** The `n` nearest other served cities, nearest first (a city page's "Nearby Areas We Serve"). */
export function nearbyCities(cities: readonly City[], slug: string, n = 6): City[] {
  const origin = getCity(cities, slug);
  return cities
    .filter((c) => c.slug !== slug)
    .map((c) => ({ c, d: distanceKm(origin, c) }))
    .sort((x, y) => x.d - y.d || x.c.slug.localeCompare(y.c.slug))
    .slice(0, Math.max(0, n))
    .map(({ c }) => c);
}
