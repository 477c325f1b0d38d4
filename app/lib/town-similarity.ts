/**
 * The doorway-page check for town pages (issue 40): a page whose text reads too much like
 * another town's is named with that other page, in the Site editor's cities screen and in the
 * publish review. Each page's own town name is replaced by one placeholder word before the
 * texts are compared, so a page copied with only the name swapped is caught.
 *
 * The threshold, measured on the 14 shipped city pages (each written for its town, 150 to 190
 * shingles each): the highest containment of 5-word shingles between any two of them is 0.0067,
 * one shared run of five words (`town-similarity.test.ts` checks it stays under 0.02). A page
 * with one paragraph in five copied from another scores about 0.2; half copied, 0.5; a template
 * with the name swapped, 1. The warning starts at 0.2: thirty times the shipped pages' worst,
 * and a fifth of a page is already more than a visitor should read twice.
 */
import { containment, shingles } from './text-similarity.ts';
import { escapeRegExp } from './escape-reg-exp.ts';

export const TOWN_SIMILARITY_THRESHOLD = 0.2;

export interface TownText {
  slug: string;
  /** "Mint Hill, NC": what the warning calls the page. */
  label: string;
  /** The town's own name, as the text writes it ("Mint Hill"). */
  name: string;
  paragraphs: readonly string[];
}

export interface SimilarTownPair {
  /** The page the warning is about (the later of the two in the list: usually the new one). */
  slug: string;
  label: string;
  /** The page it reads like. */
  otherSlug: string;
  otherLabel: string;
  /** Containment of 5-word shingles, 0..1. */
  score: number;
}

/** The page's text with its own town's name made one neutral word. */
function comparableText(town: TownText): string {
  const text = town.paragraphs.join('\n');
  const name = town.name.trim();
  if (name === '') return text;
  const pattern = name
    .split(/\s+/)
    .map(escapeRegExp)
    .join(String.raw`\s+`);
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'giu'), 'town');
}

/** Every pair of pages at or over `threshold`, most alike first. */
export function similarTownPages(
  towns: readonly TownText[],
  threshold = TOWN_SIMILARITY_THRESHOLD,
): SimilarTownPair[] {
  const sets = towns.map((t) => shingles(comparableText(t)));
  const pairs: SimilarTownPair[] = [];
  for (let j = 1; j < towns.length; j++) {
    for (let i = 0; i < j; i++) {
      const a = towns[j];
      const b = towns[i];
      const sa = sets[j];
      const sb = sets[i];
      if (!a || !b || !sa || !sb) continue;
      const score = containment(sa, sb);
      if (score >= threshold) {
        pairs.push({ slug: a.slug, label: a.label, otherSlug: b.slug, otherLabel: b.label, score });
      }
    }
  }
  return pairs.sort((x, y) => y.score - x.score);
}
