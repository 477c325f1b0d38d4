import { describe, expect, it } from 'vitest';
import { citySlugs } from './slugs.ts';
import { isTownSlug, TOWN_SLUG_MAX, townSlug } from './town-slug.ts';

describe('townSlug', () => {
  it('makes the shipped slugs from their names', () => {
    expect(townSlug('Rock Hill', 'SC')).toBe('rock-hill-sc');
    expect(townSlug('Indian Land', 'SC')).toBe('indian-land-sc');
    expect(townSlug('Concord', 'NC')).toBe('concord-nc');
    for (const slug of citySlugs) expect(isTownSlug(slug)).toBe(true);
  });

  it('drops accents, apostrophes and punctuation', () => {
    expect(townSlug('  Mint   Hill ', 'nc')).toBe('mint-hill-nc');
    expect(townSlug('Saint-Léger’s Crossing', 'SC')).toBe('saint-legers-crossing-sc');
    expect(townSlug('Town & Country (East)', 'NC')).toBe('town-country-east-nc');
  });

  it('proposes nothing for a name with no letters or digits', () => {
    expect(townSlug('!!!', 'NC')).toBe('');
    expect(townSlug('', 'NC')).toBe('');
  });

  it('keeps within the cap without a trailing hyphen', () => {
    const slug = townSlug('Long '.repeat(40), 'NC');
    expect(slug.length).toBeLessThanOrEqual(TOWN_SLUG_MAX);
    expect(isTownSlug(slug, 'NC')).toBe(true);
  });

  it('checks a slug and its state', () => {
    expect(isTownSlug('mint-hill-nc', 'NC')).toBe(true);
    expect(isTownSlug('mint-hill-nc', 'SC')).toBe(false);
    expect(isTownSlug('Mint-Hill-nc')).toBe(false);
    expect(isTownSlug('mint--hill-nc')).toBe(false);
    expect(isTownSlug('mint-hill-ga')).toBe(false);
    expect(isTownSlug('-nc')).toBe(false);
  });
});
