/**
 * The towns section (issue 40): every town of the document, shipped or added by the owner, is a
 * page, in the document's order; a shipped one keeps the extras its file writes (../cities/).
 */
import { defaultCities } from '../cities/index.ts';
import { townPage } from '../cities/city.ts';
import { testimonialDocument } from '../site-document.ts';
import type { City } from '../schema.ts';
import type { CityDocument, SiteContentDocument } from '../site-document.ts';

const shipped = new Map(defaultCities.map((city) => [city.slug, city]));

/** The town pages of a document. */
export function selectCities(doc: SiteContentDocument): City[] {
  return Object.entries(doc.cities).map(([slug, town]) => townPage(slug, town, shipped.get(slug)));
}

/** The document's towns section as `cities` write it. */
export function citiesDocument(cities: readonly City[]): Record<string, CityDocument> {
  return Object.fromEntries(
    cities.map((c) => [
      c.slug,
      {
        name: c.cityName,
        stateCode: c.stateCode,
        county: c.county,
        latitude: c.latitude,
        longitude: c.longitude,
        description: [...c.intro],
        neighborhoods: [...c.neighborhoods],
        testimonial: c.testimonial ? testimonialDocument(c.testimonial) : null,
      } satisfies CityDocument,
    ]),
  );
}
