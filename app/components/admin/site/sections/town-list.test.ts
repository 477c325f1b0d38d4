import { describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import { setAt } from '../doc-path.ts';
import { describePath } from '../labels.ts';
import { townLabel, townsOf, townWarnings } from './town-list.ts';

describe('the cities screen’s town list (issue 40)', () => {
  it('lists the document’s towns in order, named from their records', () => {
    const towns = townsOf(defaultSiteDocument.cities);
    expect(towns).toHaveLength(14);
    expect(townLabel(...towns[0]!)).toBe('Concord, NC');
    expect(townLabel('mint-hill-nc', { name: ' ', stateCode: 'NC' })).toBe('mint-hill-nc');
    expect(townsOf(undefined)).toEqual([]);
  });

  it('warns for a town copied from another, naming both, and not for the shipped 14', () => {
    expect(townWarnings(townsOf(defaultSiteDocument.cities))).toEqual([]);
    const york = defaultSiteDocument.cities['york-sc']!;
    const cities = {
      ...defaultSiteDocument.cities,
      'mint-hill-nc': {
        ...york,
        name: 'Mint Hill',
        stateCode: 'NC' as const,
        description: york.description.map((p) => p.replaceAll('York', 'Mint Hill')),
      },
    };
    const [warning, ...rest] = townWarnings(townsOf(cities));
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({ label: 'Mint Hill, NC', otherLabel: 'York, SC' });
  });

  it('removes a town by setting its key to undefined, and names its fields', () => {
    const doc = setAt({ cities: { a: 1, b: 2 } }, ['cities', 'a'], undefined);
    expect(doc).toEqual({ cities: { b: 2 } });
    expect(Object.keys(doc.cities)).toEqual(['b']);
    expect(describePath('cities.mint-hill-nc.name')).toBe('Cities › Mint Hill, NC › Town name');
    expect(describePath('cities.mint-hill-nc.longitude')).toBe(
      'Cities › Mint Hill, NC › Longitude',
    );
  });
});
