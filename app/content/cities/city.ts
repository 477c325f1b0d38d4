/**
 * What every town page shares (the 14 shipped and those the owner adds, issue 40): the hero,
 * state name and the page's derived parts are built here from the town's document record and,
 * for a shipped town, the extras written for it in ./<slug>.ts.
 */
import { routes } from '../../lib/urls.ts';
import { genericNeighborhoodImage, images } from '../images.ts';
import { CitySchema, stateNames } from '../schema.ts';
import type { City, CitySlug, Hero, Image, PlaceholderKey, Seo } from '../schema.ts';
import type { CityDocument } from '../site-document.ts';

type CityInput = Omit<
  City,
  'stateName' | 'hero' | 'neighborhoodImage' | 'heroImage' | 'neighborhoodPlaceholderKey' | 'slug'
> & {
  slug: CitySlug;
  heroSubtitle: string;
  heroImage: Image;
  neighborhoodImage: Image;
  neighborhoodAlt: string;
};

function hero(
  t: Pick<City, 'cityName' | 'stateCode' | 'county'>,
  subtitle: string,
  placeholderKey: PlaceholderKey,
): Hero {
  return {
    title: `Garage Door Services in ${t.cityName}, ${t.stateCode}`,
    subtitle,
    location: `${t.cityName}, ${stateNames[t.stateCode]} \u00b7 ${t.county} County`,
    primaryCta: { text: 'Get a Free Estimate', href: routes.contact },
    secondaryCta: { text: 'Emergency Repair', href: routes.contact },
    placeholderKey,
  };
}

/** A shipped city page as its file writes it, checked against CitySchema. */
export function city(input: CityInput): City {
  const { heroSubtitle, neighborhoodAlt, neighborhoodImage, ...rest } = input;
  return CitySchema.parse({
    ...rest,
    stateName: stateNames[input.stateCode],
    hero: hero(input, heroSubtitle, `city.${input.slug}.hero`),
    neighborhoodPlaceholderKey: `city.${input.slug}.neighborhood`,
    neighborhoodImage: { ...neighborhoodImage, alt: neighborhoodAlt },
  });
}

/** "garage door repair Mint Hill NC"-style phrases a page is found by. */
function townSeo(name: string, stateCode: City['stateCode'], county: string, intro: string): Seo {
  const lead = `${name}, ${stateCode} garage doors: repair, installation, openers and maintenance.`;
  const room = 158 - lead.length - 1;
  const first = intro.replace(/\s+/g, ' ').trim();
  const excerpt =
    first.length <= room ? first : `${first.slice(0, room - 1).replace(/\s+\S*$/, '')}\u2026`;
  return {
    title: `Garage Door Repair & Installation in ${name}, ${stateCode}`,
    description: room > 20 && excerpt !== '' ? `${lead} ${excerpt}` : lead,
    keywords: [
      `garage door repair ${name} ${stateCode}`,
      `${name} ${stateCode} garage door installation`,
      `${county} County ${stateCode} garage doors`,
    ],
  };
}

/**
 * The town page of the document's record `doc` at `slug`: a shipped town keeps what its file
 * writes beyond the document (highlights, SEO, pictures) with the document's name, place and
 * text; a town the owner added gets the parts derived from its own text and no boilerplate.
 */
export function townPage(slug: string, doc: CityDocument, shipped: City | undefined): City {
  const place = { cityName: doc.name, stateCode: doc.stateCode, county: doc.county };
  const common = {
    slug,
    ...place,
    stateName: stateNames[doc.stateCode],
    latitude: doc.latitude,
    longitude: doc.longitude,
    intro: [...doc.description],
    neighborhoods: [...doc.neighborhoods],
    testimonial:
      doc.testimonial === null
        ? null
        : { id: shipped?.testimonial?.id ?? `city-${slug}`, ...doc.testimonial },
  };
  if (shipped) {
    return {
      ...shipped,
      ...common,
      hero: hero(place, shipped.hero.subtitle, shipped.hero.placeholderKey),
      // The last area names the town: it follows a corrected name.
      areasServed: [...shipped.areasServed.slice(0, -1), `All ${doc.name} Areas`],
    };
  }
  return {
    ...common,
    hero: hero(
      place,
      `Garage door repair, installation and openers across ${doc.name} and ${doc.county} County`,
      'locations.hero',
    ),
    heroImage: images.heroTown,
    serviceHighlights: [],
    areasServed: [...doc.neighborhoods.slice(0, 5), `All ${doc.name} Areas`],
    neighborhoodPlaceholderKey: null,
    neighborhoodImage: genericNeighborhoodImage,
    seo: townSeo(doc.name, doc.stateCode, doc.county, doc.description[0] ?? ''),
  };
}
