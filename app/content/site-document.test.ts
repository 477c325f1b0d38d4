import { describe, expect, it } from 'vitest';
import { siteContentMessages } from '../lib/messages.ts';
import { defaultSiteDocument } from './default-site-document.ts';
import { parseSiteDocument } from './site-document.ts';
import type { SiteContentDocument } from './site-document.ts';

const m = siteContentMessages;

function copy(): SiteContentDocument {
  return structuredClone(defaultSiteDocument);
}

function errorsOf(doc: unknown): Record<string, string> {
  const result = parseSiteDocument(doc);
  if (result.ok) throw new Error('expected the document to be refused');
  return result.fieldErrors;
}

describe('site content document', () => {
  it('derives valid defaults from the typed content', () => {
    const result = parseSiteDocument(defaultSiteDocument);
    expect(result.ok).toBe(true);
    expect(defaultSiteDocument.business.phone).toBe('(704) 555-0134');
    expect(defaultSiteDocument.business.hours.map((h) => h.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(defaultSiteDocument.business.hours[6]?.closed).toBe(true);
    expect(defaultSiteDocument.business.hours[0]).toMatchObject({
      opens: '08:00',
      closes: '18:00',
    });
    expect(Object.keys(defaultSiteDocument.cities)).toHaveLength(14);
    expect(defaultSiteDocument.gallery).toHaveLength(10);
  });

  it('names the broken rule with the dotted path of each invalid field', () => {
    const doc = copy();
    doc.services['garage-door-repair'].benefits.pop();
    doc.services['garage-door-installation'].faqs.push({ question: 'Q?', answer: 'A.' });
    doc.faqs.general.pop();
    doc.gallery.pop();
    doc.business.phone = '555-01';
    doc.business.emailInfo = 'not-an-email';
    doc.business.hours[1] = { day: 'Tuesday', closed: false, opens: '18:00', closes: '08:00' };
    doc.cities['concord-nc']!.neighborhoods = ['One'];
    doc.about.values[0] = { title: '   ', text: 'x'.repeat(5000) };
    const errors = errorsOf(doc);
    expect(errors).toMatchObject({
      'services.garage-door-repair.benefits': m.benefitsCount,
      'services.garage-door-installation.faqs': m.serviceFaqsCount,
      'faqs.general': m.categoryFaqsCount,
      gallery: m.galleryCount,
      'business.phone': m.phone,
      'business.emailInfo': m.email,
      'business.hours.1.closes': m.closesAfterOpens,
      'cities.concord-nc.neighborhoods': m.neighborhoodsMin,
      'about.values.0.title': m.required,
      'about.values.0.text': m.tooLong(3000),
    });
  });

  it('stores an internationalised e-mail domain in its ASCII form, as every e-mail field (issue 37)', () => {
    const doc = copy();
    doc.business.emailInfo = ' info@exämple.com ';
    doc.business.emailService = 'service@bücher.example';
    const result = parseSiteDocument(doc);
    if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
    expect(result.document.business.emailInfo).toBe('info@xn--exmple-cua.com');
    expect(result.document.business.emailService).toBe('service@xn--bcher-kva.example');
    // A local part beyond ASCII needs SMTPUTF8, and a domain that is no name is none.
    for (const email of ['zoë@example.com', 'info@exa mple.com', 'info@ä..com']) {
      const bad = copy();
      bad.business.emailInfo = email;
      expect(errorsOf(bad)['business.emailInfo'], email).toBe(m.email);
    }
  });

  it('keeps the 14 shipped town pages and refuses unknown keys', () => {
    const doc = copy() as unknown as { cities: Record<string, unknown>; extra?: unknown };
    delete doc.cities['york-sc'];
    expect(errorsOf(doc)).toEqual({ 'cities.york-sc': m.townShipped });
    const other = copy() as unknown as { cities: Record<string, unknown>; extra?: unknown };
    other.cities['atlanta-ga'] = other.cities['concord-nc'];
    other.extra = 1;
    const errors = errorsOf(other);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['cities.atlanta-ga', 'extra']));
  });

  it('takes a town page the owner adds, its slug ending in its state (issue 40)', () => {
    const doc = copy();
    doc.cities['mint-hill-nc'] = {
      name: 'Mint Hill',
      stateCode: 'NC',
      county: 'Mecklenburg',
      latitude: 35.1796,
      longitude: -80.6473,
      description: ['First paragraph about Mint Hill.', 'Second paragraph.'],
      neighborhoods: ['Downtown', 'Lebanon Road', 'Bain'],
      testimonial: null,
    };
    const result = parseSiteDocument(doc);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(result.document.cities).at(-1)).toBe('mint-hill-nc');

    const wrongState = structuredClone(doc);
    wrongState.cities['mint-hill-nc']!.stateCode = 'SC';
    expect(errorsOf(wrongState)).toEqual({ 'cities.mint-hill-nc.stateCode': m.townSlugState });

    const offMap = structuredClone(doc);
    offMap.cities['mint-hill-nc']!.longitude = 80.6;
    expect(errorsOf(offMap)).toEqual({ 'cities.mint-hill-nc.longitude': m.longitude });
  });

  it('refuses a malformed town slug and more town pages than the cap', () => {
    const doc = copy() as unknown as { cities: Record<string, unknown> };
    doc.cities['Mint Hill'] = doc.cities['concord-nc'];
    expect(Object.keys(errorsOf(doc))).toEqual(['cities.Mint Hill']);
    const many = copy();
    const town = many.cities['concord-nc']!;
    for (let i = 0; Object.keys(many.cities).length <= 80; i++) many.cities[`town-${i}-nc`] = town;
    expect(errorsOf(many)).toEqual({ cities: m.townsMax(80) });
  });

  it('normalises phones, sorts special hours and refuses duplicate or impossible dates', () => {
    const doc = copy();
    doc.business.phone = '704.555.0199';
    doc.business.specialHours = [
      { date: '2026-12-25', closed: true, label: 'Christmas Day' },
      { date: '2026-11-26', closed: false, opens: '09:00', closes: '12:00', label: 'Thanksgiving' },
    ];
    const result = parseSiteDocument(doc);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.document.business.phone).toBe('(704) 555-0199');
    expect(result.document.business.specialHours.map((h) => h.date)).toEqual([
      '2026-11-26',
      '2026-12-25',
    ]);

    doc.business.specialHours = [
      { date: '2026-12-25', closed: true, label: 'Christmas Day' },
      { date: '2026-12-25', closed: true, label: 'Again' },
      { date: '2026-02-30', closed: true, label: 'No such day' },
      { date: '2026-07-03', closed: false, label: 'Short day' },
    ];
    expect(errorsOf(doc)).toMatchObject({
      'business.specialHours.1.date': m.specialHoursUnique,
      'business.specialHours.2.date': m.date,
      'business.specialHours.3.opens': m.specialHoursTimes,
    });
  });

  it('trims text and keeps markup as typed (text is text)', () => {
    const doc = copy();
    doc.banner.short = '  <b>Open</b> today  ';
    const result = parseSiteDocument(doc);
    expect(result.ok && result.document.banner.short).toBe('<b>Open</b> today');
  });
});
