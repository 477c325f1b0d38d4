import { describe, expect, it } from 'vitest';
import { defaultCities } from '../content/cities/index.ts';
import { containment, jaccard, shingles, words } from './text-similarity.ts';
import { TOWN_SIMILARITY_THRESHOLD, similarTownPages, type TownText } from './town-similarity.ts';

function town(slug: string, name: string, paragraphs: string[]): TownText {
  return { slug, label: `${name}, NC`, name, paragraphs };
}

const shipped = defaultCities.map((c) => town(c.slug, c.cityName, [...c.intro]));

describe('shingles', () => {
  it('are runs of five lower-case words, punctuation dropped', () => {
    expect(words("Fort Mill's doors, OK?")).toEqual(['fort', "mill's", 'doors', 'ok']);
    expect([...shingles('one two three four five six')]).toEqual([
      'one two three four five',
      'two three four five six',
    ]);
    expect([...shingles('too short')]).toEqual(['too short']);
    expect(shingles('').size).toBe(0);
  });

  it('Jaccard and containment measure shared runs', () => {
    const a = shingles('a b c d e f g h');
    const b = shingles('a b c d e f x y');
    expect(jaccard(a, a)).toBe(1);
    expect(jaccard(a, b)).toBeCloseTo(2 / 6);
    expect(containment(shingles('a b c d e f'), a)).toBe(1);
    expect(containment(new Set(), a)).toBe(0);
  });
});

describe('similarTownPages', () => {
  it('finds no pair among the 14 shipped pages: the threshold sits far above their worst', () => {
    const worst = similarTownPages(shipped, 0)[0]?.score ?? 0;
    expect(worst).toBeLessThan(0.02);
    expect(worst * 10).toBeLessThan(TOWN_SIMILARITY_THRESHOLD);
    expect(similarTownPages(shipped)).toEqual([]);
  });

  it('names both pages when a new one is a shipped page with the name swapped', () => {
    const york = defaultCities.find((c) => c.slug === 'york-sc');
    if (!york) throw new Error('york-sc is shipped');
    const copy = town(
      'mint-hill-nc',
      'Mint Hill',
      york.intro.map((p) => p.replaceAll('York', 'Mint Hill')),
    );
    const pairs = similarTownPages([...shipped, copy]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({
      slug: 'mint-hill-nc',
      label: 'Mint Hill, NC',
      otherSlug: 'york-sc',
    });
    expect(pairs[0]?.score).toBeGreaterThan(0.9);
  });

  it('warns when a fifth of a page is copied, not for a page of its own', () => {
    const base = town('a-nc', 'Alpha', [
      'Alpha sits on the river and its older brick houses have narrow single garages with wooden doors that swell in the humid summers.',
      'Newer subdivisions along the bypass have double steel doors and belt-drive openers that need little more than a yearly tune-up.',
    ]);
    const own = town('b-nc', 'Beta', [
      'Beta is a mill town whose workers cottages rarely had garages at all; many owners now add a detached one behind the house.',
      'Out by the lake, second homes stand empty for weeks, so we fit smart openers that report a door left open to the owner phone.',
    ]);
    const partCopy = town('c-nc', 'Gamma', [
      'Gamma sits on the river and its older brick houses have narrow single garages with wooden doors that swell in the humid summers.',
      ...own.paragraphs.map((p) => p.replaceAll('Beta', 'Gamma').replace('mill', 'rail')),
    ]);
    expect(similarTownPages([base, own])).toEqual([]);
    const pairs = similarTownPages([base, own, partCopy]);
    expect(pairs.map((p) => [p.slug, p.otherSlug])).toEqual(
      expect.arrayContaining([['c-nc', 'a-nc']]),
    );
  });
});
