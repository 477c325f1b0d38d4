/**
 * Default images of every image slot (placeholder key). The owner can map a
 * key to an uploaded image in the admin; the server resolves the mapping and
 * falls back to the default here, so the first HTML already has the right
 * image and its size.
 */
import { defaultCities as cities } from './cities/index.ts';
import { defaultGalleryItems as galleryItems } from './gallery.ts';
import { images } from './images.ts';
import {
  PlaceholderDefaultSchema,
  PlaceholderKeySchema,
  placeholderKeys,
  specPlaceholderKeys,
} from './schema.ts';
import type { Image, PlaceholderDefault, PlaceholderKey, ServiceSlug } from './schema.ts';
import { defaultServices as services } from './services.ts';

function serviceCard(slug: ServiceSlug): Image {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`unknown service slug: ${slug}`);
  return service.cardImage;
}

function pick({ src, alt, width, height }: Image): Image {
  return { src, alt, width, height };
}

const entries: [PlaceholderKey, Image][] = [
  ['home.hero', images.heroHome],
  ['home.main_content', images.homeWelcome],
  ['home.services.installation', serviceCard('garage-door-installation')],
  ['home.services.repair', serviceCard('garage-door-repair')],
  ['home.services.maintenance', serviceCard('garage-door-maintenance')],
  ['about.hero', images.heroAbout],
  ['about.main_image_1', images.aboutFamily],
  ['about.main_image_2', images.aboutWorkshop],
  ['services.hero', images.heroServices],
  ...services.map((s): [PlaceholderKey, Image] => [s.placeholderKey, s.cardImage]),
  ['contact.hero', images.heroContact],
  ['locations.hero', images.heroLocations],
  ['gallery.hero', images.heroGallery],
  ['faqs.hero', images.heroFaqs],
  ['free_estimate.hero', images.heroGeneric],
  ['testimonials.hero', images.heroGeneric],
  ...services.map((s): [PlaceholderKey, Image] => [s.hero.placeholderKey, s.heroImage]),
  ...cities.map((c): [PlaceholderKey, Image] => [c.hero.placeholderKey, c.heroImage]),
  ...cities.flatMap((c): [PlaceholderKey, Image][] =>
    c.neighborhoodPlaceholderKey ? [[c.neighborhoodPlaceholderKey, c.neighborhoodImage]] : [],
  ),
  ...galleryItems.map((g): [PlaceholderKey, Image] => [g.placeholderKey, g]),
];

const defaults = new Map<PlaceholderKey, PlaceholderDefault>();
for (const [key, image] of entries) {
  if (defaults.has(key)) throw new Error(`placeholder ${key} defined twice`);
  defaults.set(key, PlaceholderDefaultSchema.parse({ key, ...pick(image) }));
}
for (const key of placeholderKeys) {
  if (!defaults.has(key)) throw new Error(`placeholder ${key} has no default image`);
}

/** Every placeholder with its default image, in placeholderKeys order (spec keys first). */
export const placeholderDefaults: readonly PlaceholderDefault[] = placeholderKeys.map((key) =>
  defaultImage(key),
);

/** The spec's 15 keys with their defaults (the admin's initial image-mapping rows). */
export const specPlaceholderDefaults: readonly PlaceholderDefault[] = specPlaceholderKeys.map(
  (key) => defaultImage(key),
);

/** The default image (src, alt, width, height) of a placeholder key. */
export function defaultImage(key: PlaceholderKey): PlaceholderDefault {
  const found = defaults.get(key);
  if (!found) throw new Error(`placeholder ${key} has no default image`);
  return found;
}

export function isPlaceholderKey(value: string): value is PlaceholderKey {
  return PlaceholderKeySchema.safeParse(value).success;
}

/**
 * The default for a key typed by the owner in the admin (any string), or
 * undefined when the site has no such slot.
 */
export function findDefaultImage(key: string): PlaceholderDefault | undefined {
  return isPlaceholderKey(key) ? defaults.get(key) : undefined;
}
