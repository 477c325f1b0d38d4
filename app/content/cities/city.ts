/**
 * What every city page shares: the hero, state name and image alt are built here from a city's
 * own text (./<slug>.ts), and the result is checked against CitySchema.
 */
import { routes } from '../../lib/urls.ts';
import { CitySchema, stateNames } from '../schema.ts';
import type { City, Image } from '../schema.ts';

type CityInput = Omit<City, 'stateName' | 'hero' | 'neighborhoodImage' | 'heroImage'> & {
  heroSubtitle: string;
  heroImage: Image;
  neighborhoodImage: Image;
  neighborhoodAlt: string;
};

export function city(input: CityInput): City {
  const { heroSubtitle, neighborhoodAlt, neighborhoodImage, ...rest } = input;
  return CitySchema.parse({
    ...rest,
    stateName: stateNames[input.stateCode],
    hero: {
      title: `Garage Door Services in ${input.cityName}, ${input.stateCode}`,
      subtitle: heroSubtitle,
      location: `${input.cityName}, ${stateNames[input.stateCode]} \u00b7 ${input.county} County`,
      primaryCta: { text: 'Get a Free Estimate', href: routes.contact },
      secondaryCta: { text: 'Emergency Repair', href: routes.contact },
      placeholderKey: `city.${input.slug}.hero`,
    },
    neighborhoodImage: { ...neighborhoodImage, alt: neighborhoodAlt },
  });
}
