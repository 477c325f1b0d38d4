/**
 * The 14 city pages, one file each (./<slug>.ts). Each intro, highlight and testimonial is
 * written for that city (its housing, weather, landmarks and rules), because near-identical city
 * pages read as doorway pages to search engines and help nobody. Phone numbers come from the
 * business profile by state. Nearest cities: ../nearby-cities.ts.
 */
import { citySlugs } from '../schema.ts';
import type { BusinessProfile, City, CitySlug, Phone, StateCode } from '../schema.ts';
import { charlotteNc } from './charlotte-nc.ts';
import { cloverSc } from './clover-sc.ts';
import { concordNc } from './concord-nc.ts';
import { corneliusNc } from './cornelius-nc.ts';
import { fortMillSc } from './fort-mill-sc.ts';
import { harrisburgNc } from './harrisburg-nc.ts';
import { huntersvilleNc } from './huntersville-nc.ts';
import { indianLandSc } from './indian-land-sc.ts';
import { kannapolisNc } from './kannapolis-nc.ts';
import { lancasterSc } from './lancaster-sc.ts';
import { matthewsNc } from './matthews-nc.ts';
import { mooresvilleNc } from './mooresville-nc.ts';
import { rockHillSc } from './rock-hill-sc.ts';
import { yorkSc } from './york-sc.ts';

/** The 14 city pages as the code ships them (the document's defaults; the owner adds more). */
export const defaultCities: readonly City[] = [
  concordNc,
  charlotteNc,
  huntersvilleNc,
  kannapolisNc,
  matthewsNc,
  corneliusNc,
  harrisburgNc,
  mooresvilleNc,
  rockHillSc,
  fortMillSc,
  indianLandSc,
  lancasterSc,
  cloverSc,
  yorkSc,
];
export function isCitySlug(value: string): value is CitySlug {
  return (citySlugs as readonly string[]).includes(value);
}

/**
 * The town with this slug among a snapshot's `cities` (the shipped 14 always exist: the
 * document cannot remove them; the content test checks it).
 */
export function getCity(cities: readonly City[], slug: string): City {
  const found = findCity(cities, slug);
  if (!found) throw new Error(`unknown city slug: ${slug}`);
  return found;
}

/** The town page for a URL parameter (shipped or added by the owner), or undefined: 404. */
export function findCity(cities: readonly City[], slug: string): City | undefined {
  return cities.find((c) => c.slug === slug);
}

export function citiesInState(cities: readonly City[], state: StateCode): City[] {
  return cities.filter((c) => c.stateCode === state);
}

/** The local line shown on a city page (by state, from the business profile). */
export function cityPhone(
  business: Pick<BusinessProfile, 'phones'>,
  c: Pick<City, 'stateCode'>,
): Phone {
  return business.phones.local[c.stateCode];
}

/** "Concord, NC" */
export function cityLabel(c: Pick<City, 'cityName' | 'stateCode'>): string {
  return `${c.cityName}, ${c.stateCode}`;
}

/** The 8 cities of the home page's areas-we-serve grid, in the spec's order. */
export const homeGridCitySlugs = [
  'concord-nc',
  'charlotte-nc',
  'huntersville-nc',
  'kannapolis-nc',
  'matthews-nc',
  'rock-hill-sc',
  'fort-mill-sc',
  'indian-land-sc',
] as const satisfies readonly CitySlug[];

/** The 4 cities of the header's Areas Served dropdown. */
export const headerCitySlugs = [
  'concord-nc',
  'charlotte-nc',
  'huntersville-nc',
  'rock-hill-sc',
] as const satisfies readonly CitySlug[];
