import { describe, expect, it } from 'vitest';
import { CitySchema } from '../schema.ts';
import { defaultSiteDocument } from '../default-site-document.ts';
import { buildSiteContent } from '../live.ts';
import { nearbyCities } from '../nearby-cities.ts';
import { businessJsonLd } from '../seo/structured-data.ts';
import { findSocialImagePage } from '../seo/social-image.ts';
import type { CityDocument, SiteContentDocument } from '../site-document.ts';
import { findCity } from './index.ts';

const mintHill: CityDocument = {
  name: 'Mint Hill',
  stateCode: 'NC',
  county: 'Mecklenburg',
  latitude: 35.1796,
  longitude: -80.6473,
  description: [
    'Mint Hill keeps its small-town feel east of Charlotte, with ranch houses from the seventies beside new builds off Lawyers Road.',
    'Call {{phone}} for a spring or an opener: we are in town most days.',
  ],
  neighborhoods: ['Downtown Mint Hill', 'Lawyers Road', 'Bain', 'Lebanon Road'],
  testimonial: null,
};

function withTown(): SiteContentDocument {
  const doc = structuredClone(defaultSiteDocument);
  doc.cities['mint-hill-nc'] = mintHill;
  return doc;
}

describe('town pages are one kind (issue 40)', () => {
  it('builds a town the owner added beside the shipped 14, as a valid City', () => {
    const content = buildSiteContent(withTown());
    expect(content.cities).toHaveLength(15);
    const town = findCity(content.cities, 'mint-hill-nc');
    expect(town).toBeDefined();
    expect(CitySchema.safeParse(town).success).toBe(true);
    expect(town).toMatchObject({
      cityName: 'Mint Hill',
      stateName: 'North Carolina',
      serviceHighlights: [],
      neighborhoodPlaceholderKey: null,
      testimonial: null,
      areasServed: [...mintHill.neighborhoods, 'All Mint Hill Areas'],
    });
    expect(town?.hero.title).toBe('Garage Door Services in Mint Hill, NC');
    // Tokens in the owner's text are filled like everywhere else.
    expect(town?.intro[1]).toContain(content.business.phones.main.display);
    expect(town?.seo.title).toBe('Garage Door Repair & Installation in Mint Hill, NC');
    expect(town?.seo.description.length).toBeLessThanOrEqual(160);
    expect(town?.seo.description).toContain('Mint Hill, NC');
  });

  it('puts the town in the business’s areaServed, the nearby lists and the social images', () => {
    const content = buildSiteContent(withTown());
    const areas = businessJsonLd('https://example.com', content).areaServed as {
      name?: string;
      url?: string;
    }[];
    expect(areas).toContainEqual({
      '@type': 'City',
      name: 'Mint Hill, NC',
      url: 'https://example.com/locations/mint-hill-nc',
    });
    expect(nearbyCities(content.cities, 'matthews-nc').map((c) => c.slug)).toContain(
      'mint-hill-nc',
    );
    expect(findSocialImagePage('/locations/mint-hill-nc', content)?.title).toBe(
      'Garage Door Repair & Installation in Mint Hill, NC',
    );
  });

  it('keeps a shipped town’s own extras and follows its document record', () => {
    const doc = structuredClone(defaultSiteDocument);
    doc.cities['york-sc']!.name = 'York Town';
    doc.cities['york-sc']!.testimonial = null;
    const york = findCity(buildSiteContent(doc).cities, 'york-sc');
    expect(york?.serviceHighlights).toHaveLength(4);
    expect(york?.neighborhoodPlaceholderKey).toBe('city.york-sc.neighborhood');
    expect(york?.areasServed.at(-1)).toBe('All York Town Areas');
    expect(york?.hero.title).toBe('Garage Door Services in York Town, SC');
    expect(york?.testimonial).toBeNull();
    expect(CitySchema.safeParse(york).success).toBe(true);
  });

  it('a town removed from the document has no page', () => {
    const doc = withTown();
    delete doc.cities['mint-hill-nc'];
    expect(findCity(buildSiteContent(doc).cities, 'mint-hill-nc')).toBeUndefined();
  });
});
