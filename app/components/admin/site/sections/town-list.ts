import type { CityDocument } from '#app/content/site-document.ts';
import { similarTownPages, type SimilarTownPair } from '#app/lib/town-similarity.ts';

/** A town page's record as the editor holds it (typed; the checks say what is missing). */
export type TownRecord = CityDocument;

/** The document's town pages, in its order (an empty list before the part arrives). */
export function townsOf(cities: unknown): (readonly [string, TownRecord])[] {
  if (typeof cities !== 'object' || cities === null || Array.isArray(cities)) return [];
  return Object.entries(cities as Record<string, TownRecord>);
}

/** "Mint Hill, NC", from the record (the slug's words while the name is empty). */
export function townLabel(slug: string, town: Pick<TownRecord, 'name' | 'stateCode'>): string {
  const name = typeof town.name === 'string' ? town.name.trim() : '';
  return name ? `${name}, ${town.stateCode}` : slug;
}

/** Pairs of town pages whose texts read alike (./town-similarity.ts), named as the editor shows. */
export function townWarnings(towns: readonly (readonly [string, TownRecord])[]): SimilarTownPair[] {
  return similarTownPages(
    towns.map(([slug, town]) => ({
      slug,
      label: townLabel(slug, town),
      name: typeof town.name === 'string' ? town.name : '',
      paragraphs: Array.isArray(town.description)
        ? town.description.filter((p): p is string => typeof p === 'string')
        : [],
    })),
  );
}
