/** Phrases and helpers the page files and the site chrome share. */
import { FeatureSchema, HeroSchema } from '../schema.ts';
import type { Feature, Hero, PlaceholderKey } from '../schema.ts';

export const heroLocation = 'Serving {{serviceArea}}';
export const features = (items: Feature[]): Feature[] => items.map((f) => FeatureSchema.parse(f));

/** A page's hero, checked: every page hero carries the service-area line and its own placeholder. */
export const pageHero = (
  placeholderKey: PlaceholderKey,
  hero: Omit<Hero, 'location' | 'placeholderKey'>,
): Hero => HeroSchema.parse({ ...hero, location: heroLocation, placeholderKey });
