import { describe, expect, it } from 'vitest';
import { suggestLinks, type LinkTarget } from './link-suggestions.ts';

const targets: LinkTarget[] = [
  { name: 'Garage Door Repair', url: '/services/garage-door-repair', aliases: ['spring repair'] },
  { name: 'Garage Door Openers', url: '/services/garage-door-openers' },
  { name: 'Spring', url: '/services/garage-door-parts' },
  {
    name: 'Fort Mill',
    url: '/locations/fort-mill-sc',
    aliases: ['Fort Mill, SC'],
    properNoun: true,
  },
  { name: 'Concord', url: '/locations/concord-nc', properNoun: true },
];

function linked(text: string, options?: Parameters<typeof suggestLinks>[2]) {
  return suggestLinks(text, targets, options).map((s) => [s.text, s.url]);
}

describe('suggestLinks', () => {
  it('finds a mention in any case and reports where it is', () => {
    const text = 'We do garage door repair every day.';
    const [s] = suggestLinks(text, targets);
    expect(s).toEqual({
      start: 6,
      end: 24,
      text: 'garage door repair',
      url: '/services/garage-door-repair',
      name: 'Garage Door Repair',
    });
    expect(text.slice(s?.start, s?.end)).toBe('garage door repair');
  });

  it('keeps to word boundaries', () => {
    expect(linked('Springfield springboard unsprung')).toEqual([]);
    expect(linked('Concordia and concordance')).toEqual([]);
    expect(linked('a broken spring.')).toEqual([['spring', '/services/garage-door-parts']]);
  });

  it('takes plurals and singulars of the last word', () => {
    expect(linked('Two springs snapped')).toEqual([['springs', '/services/garage-door-parts']]);
    expect(linked('a new garage door opener')).toEqual([
      ['garage door opener', '/services/garage-door-openers'],
    ]);
    expect(linked('three garage door repairs')).toEqual([
      ['garage door repairs', '/services/garage-door-repair'],
    ]);
  });

  it('matches across line breaks and extra spaces inside a name', () => {
    expect(linked('garage  door\nrepair')).toEqual([
      ['garage  door\nrepair', '/services/garage-door-repair'],
    ]);
  });

  it('takes a town only as a proper noun', () => {
    expect(linked('in concord with the neighbours')).toEqual([]);
    expect(linked('a job in Concord last week')).toEqual([['Concord', '/locations/concord-nc']]);
  });

  it('prefers the longer mention and proposes each page once, at its first mention', () => {
    expect(linked('Spring repair in Fort Mill, SC; more Fort Mill spring work')).toEqual([
      ['Spring repair', '/services/garage-door-repair'],
      ['Fort Mill, SC', '/locations/fort-mill-sc'],
      ['spring', '/services/garage-door-parts'],
    ]);
  });

  it('skips text already inside a link and pages the text already links', () => {
    const html =
      '<p>See <a href="/services/garage-door-repair">garage door repair</a> and our Concord work.</p>';
    expect(linked(html)).toEqual([['Concord', '/locations/concord-nc']]);
    const again = '<p><a href="https://example.com/locations/concord-nc/">our page</a> Concord</p>';
    expect(linked(again)).toEqual([]);
  });

  it('never matches inside a tag or its attributes', () => {
    expect(linked('<img alt="Concord spring" src="/spring.jpg"><p>hello</p>')).toEqual([]);
  });

  it('skips ranges an editor reports as linked, and the page itself', () => {
    const text = 'Concord and Fort Mill';
    expect(linked(text, { linked: [{ start: 0, end: 7 }] })).toEqual([
      ['Fort Mill', '/locations/fort-mill-sc'],
    ]);
    expect(linked(text, { selfUrl: '/locations/fort-mill-sc' })).toEqual([
      ['Concord', '/locations/concord-nc'],
    ]);
  });

  it('treats names with regular-expression characters literally', () => {
    const odd: LinkTarget[] = [{ name: 'A+ (Doors)', url: '/x' }];
    expect(suggestLinks('we are A+ (Doors) people', odd).map((s) => s.text)).toEqual([
      'A+ (Doors)',
    ]);
    expect(suggestLinks('AA (Doors)', odd)).toEqual([]);
  });

  it('returns nothing for an empty text or no targets', () => {
    expect(suggestLinks('', targets)).toEqual([]);
    expect(suggestLinks('garage door repair', [])).toEqual([]);
  });
});
