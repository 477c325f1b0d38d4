/**
 * How much two pages' texts say the same thing (issue 40: near-identical "service in [town]"
 * pages read as doorway pages to search engines). Word shingles: every run of `size`
 * consecutive words, compared as sets. Pure and isomorphic (the Site editor warns as the owner
 * types; the publish review lists the same warnings).
 */

export const SHINGLE_SIZE = 5;

/** Lower-case words, punctuation dropped ("Fort Mill's" -> "fort", "mill's"). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

/** The set of `size`-word runs of `text` (a text shorter than `size` words is one shingle). */
export function shingles(text: string, size = SHINGLE_SIZE): Set<string> {
  const list = words(text);
  const out = new Set<string>();
  if (list.length === 0) return out;
  if (list.length < size) {
    out.add(list.join(' '));
    return out;
  }
  for (let i = 0; i + size <= list.length; i++) out.add(list.slice(i, i + size).join(' '));
  return out;
}

function shared(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let n = 0;
  for (const s of small) if (large.has(s)) n++;
  return n;
}

/** |A ∩ B| / |A ∪ B|: 1 for the same text, 0 for texts with no run of words in common. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const both = shared(a, b);
  const union = a.size + b.size - both;
  return union === 0 ? 0 : both / union;
}

/**
 * |A ∩ B| / min(|A|, |B|): how much of the shorter text is found in the longer. Catches a short
 * page copied out of a long one, which Jaccard dilutes.
 */
export function containment(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const least = Math.min(a.size, b.size);
  return least === 0 ? 0 : shared(a, b) / least;
}
