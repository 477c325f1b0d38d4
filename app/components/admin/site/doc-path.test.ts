import { describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import {
  applyChanges,
  clearErrorsAt,
  diffDocs,
  displayValue,
  errorsUnder,
  getAt,
  setAt,
  whoChanged,
} from './doc-path.ts';
import { describePath, previewPathFor, sectionHref, slugLabel } from './labels.ts';

const repair = 'garage-door-repair';

describe('document paths', () => {
  it('reads and writes by path, copying only what is on the path', () => {
    const doc = structuredClone(defaultSiteDocument);
    const next = setAt(doc, ['services', repair, 'benefits', 2], 'Same-day spring repair');
    expect(getAt(next, ['services', repair, 'benefits', 2])).toBe('Same-day spring repair');
    expect(getAt(doc, ['services', repair, 'benefits', 2])).toBe(
      defaultSiteDocument.services[repair].benefits[2],
    );
    // Untouched branches are shared, so React re-renders only what changed.
    expect(next.cities).toBe(doc.cities);
    expect(next.services['garage-door-installation']).toBe(
      doc.services['garage-door-installation'],
    );
    expect(next.services[repair].benefits).not.toBe(doc.services[repair].benefits);
  });

  it('diffs field by field, a list that changed length as one change', () => {
    let mine = setAt(defaultSiteDocument, ['business', 'phone'], '(704) 555-0199');
    mine = setAt(mine, ['cities', 'concord-nc', 'testimonial', 'text'], 'Great work.');
    mine = setAt(
      mine,
      ['business', 'specialHours'],
      [{ date: '2026-12-25', closed: true, label: 'Christmas Day' }],
    );
    expect(diffDocs(defaultSiteDocument, mine)).toEqual([
      { path: 'business.phone', before: '(704) 555-0134', after: '(704) 555-0199' },
      {
        path: 'business.specialHours',
        before: [],
        after: [{ date: '2026-12-25', closed: true, label: 'Christmas Day' }],
      },
      {
        path: 'cities.concord-nc.testimonial.text',
        before: defaultSiteDocument.cities['concord-nc']!.testimonial!.text,
        after: 'Great work.',
      },
    ]);
    expect(diffDocs(defaultSiteDocument, structuredClone(defaultSiteDocument))).toEqual([]);
  });

  it('re-applies my changes on a newer version, keeping the other device’s changes', () => {
    const base = defaultSiteDocument;
    const mine = setAt(base, ['services', repair, 'benefits', 0], 'Mine');
    const theirs = setAt(base, ['banner', 'short'], 'Theirs');
    const merged = applyChanges(theirs, diffDocs(base, mine));
    expect(merged.banner.short).toBe('Theirs');
    expect(merged.services[repair].benefits[0]).toBe('Mine');
    expect(diffDocs(theirs, merged)).toHaveLength(1);
  });

  it('finds and clears errors at and below a path', () => {
    const errors = {
      'business.phone': 'x',
      'business.hours.2.closes': 'y',
      'business.phoneNC': 'z',
    };
    expect(errorsUnder(errors, 'business.hours')).toEqual(['business.hours.2.closes']);
    expect(errorsUnder(errors, 'business.phone')).toEqual(['business.phone']);
    expect(clearErrorsAt(errors, 'business.hours.2')).toEqual({
      'business.phone': 'x',
      'business.phoneNC': 'z',
    });
    expect(clearErrorsAt(errors, 'about')).toBe(errors);
  });

  it('shows values short and as typed', () => {
    expect(displayValue('')).toBe('(empty)');
    expect(displayValue(true)).toBe('yes');
    expect(displayValue(['a', 'b'])).toBe('2 entries');
    expect(displayValue('<b>bold</b>')).toBe('<b>bold</b>');
    expect(displayValue('x'.repeat(200))).toHaveLength(120);
  });
});

describe('path labels and section links', () => {
  it('names paths in words', () => {
    expect(describePath('business.phone')).toBe('Business profile › Main phone line');
    expect(describePath('business.hours.2.opens')).toBe(
      'Business profile › Weekly hours › Wednesday › Opens',
    );
    expect(describePath(`services.${repair}.benefits.2`, defaultSiteDocument)).toBe(
      `Services › ${defaultSiteDocument.services[repair].title} › Benefit 3`,
    );
    expect(describePath('cities.fort-mill-sc.testimonial.text')).toBe(
      'Cities › Fort Mill, SC › Testimonial › Text',
    );
    expect(describePath('faqs.general.1.answer')).toBe('FAQs › General › FAQ 2 › Answer');
    expect(describePath('gallery.9.image')).toBe('Gallery item 10 › Image');
  });

  it('links an error to the screen that shows its field', () => {
    expect(sectionHref(`services.${repair}.faqs.0.answer`)).toBe(
      `/admin/site/services?service=${repair}`,
    );
    expect(sectionHref('cities.york-sc.neighborhoods')).toBe('/admin/site/cities?city=york-sc');
    expect(sectionHref('business.phone')).toBe('/admin/site/business');
    expect(sectionHref('(document)')).toBe('/admin/site');
  });

  it('previews the page a section edits', () => {
    expect(previewPathFor('services', repair)).toBe(`/services/${repair}`);
    expect(previewPathFor('cities', 'rock-hill-sc')).toBe('/locations/rock-hill-sc');
    expect(previewPathFor('cities', 'nowhere')).toBe('/locations/concord-nc');
    expect(previewPathFor('business')).toBe('/contact');
    expect(previewPathFor(undefined)).toBe('/');
    expect(slugLabel('indian-land-sc')).toBe('Indian Land, SC');
  });
});

describe('whoChanged', () => {
  it('lists as yours only what the owner edited; the rest is the newer version’s', () => {
    const base = { banner: 'Open today', phone: '1', hours: ['8', '9'] };
    const newer = { banner: 'Published from the desk', phone: '1', hours: ['8', '10'] };
    const mine = { banner: 'Open today', phone: '2', hours: ['8', '9'] };
    expect(whoChanged(base, newer, mine)).toEqual({
      yours: [{ path: 'phone', before: '1', after: '2' }],
      theirs: [
        { path: 'banner', before: 'Open today', after: 'Published from the desk' },
        { path: 'hours.1', before: '9', after: '10' },
      ],
    });
  });

  it('a field both changed is yours (re-applying keeps the owner’s value)', () => {
    const result = whoChanged({ a: 'x' }, { a: 'theirs' }, { a: 'mine' });
    expect(result).toEqual({ yours: [{ path: 'a', before: 'theirs', after: 'mine' }], theirs: [] });
  });
});
