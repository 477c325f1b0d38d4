import { describe, expect, it } from 'vitest';
import { businessJsonLd } from './seo/structured-data.ts';
import { defaultBusiness, withDefaultFacts } from './business.ts';
import { hoursDisplay } from './business-facts.ts';
import { getCity } from './cities/index.ts';
import { buildSiteContent, contentSnapshot, defaultContentSnapshot } from './live.ts';
import { defaultPageContent } from './pages/index.ts';
import { defaultServices, getService } from './services.ts';
import { footerCopyright } from './site.ts';
import { defaultSiteDocument } from './default-site-document.ts';
import { parseSiteDocument } from './site-document.ts';
import { upgradeLegacyDocument } from '../server/db/migrations/0016-fact-tokens.ts';
import type { SiteContentDocument } from './site-document.ts';

/** A date 10 days ahead: the structured data lists the coming year's special days. */
const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

function edited(): SiteContentDocument {
  const doc = structuredClone(defaultSiteDocument);
  doc.business.phone = '(704) 555-0199';
  doc.business.phoneSC = '(803) 555-0111';
  doc.business.foundedYear = 1997;
  doc.business.name = 'Carolina Family Doors';
  doc.business.emailInfo = 'hello@example.com';
  doc.business.specialHours = [{ date: soon, closed: true, label: 'Christmas Day' }];
  doc.business.hours[5] = { day: 'Saturday', closed: true, opens: '09:00', closes: '14:00' };
  doc.services['garage-door-repair'].title = 'Door Repair';
  doc.services['garage-door-repair'].benefits[2] = 'Benefit <b>three</b>';
  doc.cities['concord-nc']!.testimonial!.text = 'They came in the rain.';
  doc.banner.enabled = false;
  return doc;
}

describe('buildSiteContent', () => {
  it('applies the defaults unchanged for the default document', () => {
    const content = buildSiteContent(defaultSiteDocument);
    expect(content.business.phones.main.display).toBe('(704) 555-0134');
    expect(JSON.stringify(content.services)).toBe(
      JSON.stringify(withDefaultFacts(defaultServices)),
    );
    expect(content.business).toEqual(defaultBusiness);
    expect(content.pageHeroes).toEqual(withDefaultFacts(defaultPageContent.pageHeroes));
  });

  it('fills every token of the defaults and the document, none is left', () => {
    expect(JSON.stringify(buildSiteContent(defaultSiteDocument))).not.toMatch(/\{\{/);
    expect(JSON.stringify(buildSiteContent(edited()))).not.toMatch(/\{\{/);
  });

  it('carries changed facts into every string that names them', () => {
    const content = buildSiteContent(edited());
    const all = JSON.stringify(content);
    expect(all).not.toContain('(704) 555-0134');
    expect(all).not.toContain('+17045550134');
    expect(all).not.toContain('(803) 555-0162');
    expect(all).not.toContain('1995');
    expect(all).not.toContain('Carolina Family Garage Doors');
    expect(all).not.toContain('info@carolinafamilygaragedoors.example');
    expect(content.business.phones.main).toEqual({
      display: '(704) 555-0199',
      e164: '+17045550199',
      href: 'tel:+17045550199',
    });
    expect(content.emergencyBanner.call.href).toBe('tel:+17045550199');
    expect(content.footer.about).toContain('since 1997');
    expect(content.defaultCta.text).toContain('(704) 555-0199');
    // Prices are not founded years; "$150-250" is not a review count.
    expect(all).toContain('$150-250');
  });

  it('applies the document fields', () => {
    const content = buildSiteContent(edited());
    const repair = content.services.find((s) => s.slug === 'garage-door-repair');
    expect(repair?.title).toBe('Door Repair');
    expect(repair?.benefits[2]).toBe('Benefit <b>three</b>');
    const labels = content.navigation.items.flatMap((i) => i.children ?? []).map((c) => c.label);
    expect(labels).toContain('Door Repair');
    expect(content.cities.find((c) => c.slug === 'concord-nc')?.testimonial?.text).toBe(
      'They came in the rain.',
    );
    expect(content.allTestimonials.map((t) => t.text)).toContain('They came in the rain.');
    expect(content.emergencyBanner.enabled).toBe(false);
    expect(content.specialHours).toEqual([{ date: soon, closed: true, label: 'Christmas Day' }]);
    expect(content.business.hours.display).toEqual([
      { days: 'Monday - Friday', hours: '8:00 AM - 6:00 PM' },
      { days: 'Saturday - Sunday', hours: 'Closed (emergency service available)' },
    ]);
    expect(content.business.hours.specification).toEqual([
      {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
    ]);
  });

  it('fills tokens in one pass (a value that reads like a token is shown as typed)', () => {
    const doc = structuredClone(defaultSiteDocument);
    doc.business.phone = '(704) 555-0187';
    doc.business.phoneNC = '(704) 555-0134';
    doc.business.name = 'The {{phone}} Company';
    doc.about.story = ['Main {{phone}}, NC {{ phoneNC }}, {{name}}, {{unknown}}.'];
    const content = buildSiteContent(doc);
    expect(content.aboutContent.story.paragraphs).toEqual([
      'Main (704) 555-0187, NC (704) 555-0134, The {{phone}} Company, {{unknown}}.',
    ]);
  });

  it('keeps the shipped phone typed into prose as typed (no token is made of it)', () => {
    const doc = structuredClone(defaultSiteDocument);
    doc.about.story = ['Our first line was (704) 555-0134, since 1995.'];
    doc.business.phone = '(704) 555-0199';
    const parsed = parseSiteDocument(doc);
    if (!parsed.ok) throw new Error('invalid');
    expect(parsed.document.about.story).toEqual(['Our first line was (704) 555-0134, since 1995.']);
    expect(buildSiteContent(parsed.document).aboutContent.story.paragraphs).toEqual([
      'Our first line was (704) 555-0134, since 1995.',
    ]);
  });

  it('leaves prose the owner wrote with another number as written', () => {
    const doc = structuredClone(defaultSiteDocument);
    doc.about.story = ['Our old shop line was (704) 555-0100.'];
    doc.business.phone = '(704) 555-0199';
    expect(buildSiteContent(doc).aboutContent.story.paragraphs).toEqual([
      'Our old shop line was (704) 555-0100.',
    ]);
  });

  it('reads a document written before tokens, once upgraded, as the site showed it then', () => {
    const old = structuredClone(defaultSiteDocument);
    old.business.phone = '(704) 555-0199';
    old.business.foundedYear = 1997;
    old.about.story = ['Call (704) 555-0134 or (704) 555-0187. Since 1995, 4.9-star, $1995.'];
    // The one legacy-format conversion (stored rows by the migration, old export files on import).
    const parsed = parseSiteDocument(upgradeLegacyDocument(old));
    if (!parsed.ok) throw new Error('invalid');
    expect(parsed.document.about.story).toEqual([
      'Call {{phone}} or {{phoneNC}}. Since {{foundedYear}}, {{rating}}-star, $1995.',
    ]);
    // The fact fields keep their values.
    expect(parsed.document.business.phone).toBe('(704) 555-0199');
    expect(parsed.document.business.name).toBe('Carolina Family Garage Doors');
    expect(buildSiteContent(parsed.document).aboutContent.story.paragraphs).toEqual([
      'Call (704) 555-0199 or (704) 555-0187. Since 1997, 4.9-star, $1995.',
    ]);
  });

  it('groups weekly hours for display', () => {
    const week = defaultSiteDocument.business.hours;
    expect(hoursDisplay(week, 'Closed')).toEqual([
      { days: 'Monday - Friday', hours: '8:00 AM - 6:00 PM' },
      { days: 'Saturday', hours: '9:00 AM - 2:00 PM' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });
});

describe('content snapshots', () => {
  it('carry a version and content that no render can change', () => {
    const snapshot = contentSnapshot(7, edited());
    expect(snapshot.version).toBe(7);
    expect(Object.isFrozen(snapshot)).toBe(true);
    expect(Object.isFrozen(snapshot.content.business.phones.main)).toBe(true);
    expect(Object.isFrozen(snapshot.content.cities)).toBe(true);
    expect(() => {
      (snapshot.content.business.phones.main as { display: string }).display = 'x';
    }).toThrow(TypeError);
  });

  it('show the published facts everywhere a page reads them', () => {
    const { content } = contentSnapshot(7, edited());
    expect(content.business.phones.main.display).toBe('(704) 555-0199');
    expect(content.business.phones.local.SC.href).toBe('tel:+18035550111');
    expect(content.pageHeroes.home.subtitle).toContain('1997');
    expect(content.homeContent.welcome.paragraphs.join(' ')).toContain('1997');
    expect(getService(content.services, 'garage-door-repair').title).toBe('Door Repair');
    expect(getCity(content.cities, 'concord-nc').testimonial!.text).toBe('They came in the rain.');
    expect(content.cities).toHaveLength(14);
    expect(content.emergencyBanner.enabled).toBe(false);
    expect(content.emergencyBanner.call.href).toBe('tel:+17045550199');
    expect(footerCopyright(2030, content.business.name)).toContain('Carolina Family Doors');
    expect(content.navigation.items.length).toBeGreaterThan(0);
    expect(content.specialHours).toHaveLength(1);
    const jsonLd = JSON.stringify(businessJsonLd('https://example.com', content));
    expect(jsonLd).toContain('+17045550199');
    expect(jsonLd).toContain(
      `{"@type":"OpeningHoursSpecification","opens":"00:00","closes":"00:00","validFrom":"${soon}","validThrough":"${soon}"}`,
    );
  });

  it('leave each other alone: the defaults stay as shipped beside a published version', () => {
    const published = contentSnapshot(7, edited());
    const defaults = defaultContentSnapshot();
    expect(defaults.version).toBe(0);
    expect(defaults.content.business.phones.main.display).toBe('(704) 555-0134');
    expect(defaults.content.emergencyBanner.enabled).toBe(true);
    expect(published.content.business.phones.main.display).toBe('(704) 555-0199');
  });
});
