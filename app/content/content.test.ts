import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { distanceKm } from '../lib/geo.ts';
import { isKnownPath, routes } from '../lib/urls.ts';
import * as content from './index.ts';
import {
  BusinessConstantsSchema,
  CitySchema,
  FaqCategorySchema,
  FaqSchema,
  GalleryItemSchema,
  ImageSchema,
  OfferingSchema,
  PlaceholderDefaultSchema,
  ServiceSchema,
  TestimonialSchema,
  citySlugs,
  defaultImage,
  findCity as findCityIn,
  findDefaultImage,
  findService as findServiceIn,
  getCity as getCityIn,
  headerCitySlugs,
  homeGridCitySlugs,
  homeServiceSlugs,
  images,
  nearbyCities as nearbyCitiesIn,
  placeholderDefaults,
  placeholderKeys,
  serviceSlugs,
  specPlaceholderKeys,
  localPhone as localPhoneOf,
  cityPhone as cityPhoneOf,
} from './index.ts';
import { defaultContentSnapshot } from './live.ts';
import type { City, CitySlug, StateCode } from './schema.ts';

/** The content a site shows before its first publish (version 0): what these tests check. */
const site = defaultContentSnapshot().content;
const {
  business,
  cities,
  contactFaqs,
  faqCategories,
  galleryItems,
  galleryOfferings,
  homeTestimonials,
  navigation,
  pageSeo,
  privacyPolicy,
  services,
  testimonials,
  allTestimonials,
  whyChooseUs,
  aboutContent,
  defaultCta,
} = site;
const findCity = (slug: string) => findCityIn(cities, slug);
const findService = (slug: string) => findServiceIn(services, slug);
const getCity = (slug: CitySlug) => getCityIn(cities, slug);
const nearbyCities = (slug: string, n?: number) => nearbyCitiesIn(cities, slug, n);
const localPhone = (state: StateCode) => localPhoneOf(business, state);
const cityPhone = (c: Pick<City, 'stateCode'>) => cityPhoneOf(business, c);

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

/** Walks any value and calls `visit` with every string and the key it sits under. */
function walk(
  value: unknown,
  visit: (s: string, key: string) => void,
  key = '',
  seen = new Set<object>(),
): void {
  if (typeof value === 'string') {
    visit(value, key);
    return;
  }
  if (!value || typeof value !== 'object' || value instanceof z.ZodType || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) for (const v of value) walk(v, visit, key, seen);
  else for (const [k, v] of Object.entries(value)) walk(v, visit, k, seen);
}

/**
 * Every data export of the content module and every part of the default snapshot (schemas and
 * functions are skipped by walk).
 */
const allContent: Record<string, unknown> = { ...content, ...site };

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9']+/g) ?? [];
}
function trigrams(text: string): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + 2 < w.length; i++) out.add(`${w[i]} ${w[i + 1]} ${w[i + 2]}`);
  return out;
}
function jaccard(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

describe('schemas', () => {
  it('parse every record', () => {
    expect(() => BusinessConstantsSchema.parse(business)).not.toThrow();
    for (const s of services) ServiceSchema.parse(s);
    for (const c of cities) CitySchema.parse(c);
    for (const c of faqCategories) FaqCategorySchema.parse(c);
    for (const f of contactFaqs) FaqSchema.parse(f);
    for (const t of allTestimonials) TestimonialSchema.parse(t);
    for (const g of galleryItems) GalleryItemSchema.parse(g);
    for (const o of galleryOfferings) OfferingSchema.parse(o);
    for (const p of placeholderDefaults) PlaceholderDefaultSchema.parse(p);
    for (const i of Object.values(images)) ImageSchema.parse(i);
  });
});

describe('business profile', () => {
  it('carries the decided facts', () => {
    expect(business.name).toBe('Carolina Family Garage Doors');
    expect(business.phones.main).toEqual({
      display: '(704) 555-0134',
      e164: '+17045550134',
      href: 'tel:+17045550134',
    });
    expect(localPhone('NC').display).toBe('(704) 555-0187');
    expect(localPhone('SC').display).toBe('(803) 555-0162');
    expect(business.emails).toEqual({
      info: 'info@carolinafamilygaragedoors.example',
      service: 'service@carolinafamilygaragedoors.example',
      admin: 'admin@carolinafamilygaragedoors.example',
    });
    expect(business.founded).toEqual({ year: 1995, sonJoinedYear: 2010 });
    expect(business.rating).toEqual({ value: 4.9, count: 150, best: 5, worst: 1 });
    expect(business.serviceRadiusMeters).toBe(50000);
    expect(business.counties.map((c) => c.name)).toEqual([
      'Mecklenburg',
      'Cabarrus',
      'Iredell',
      'Union',
      'Gaston',
      'York',
      'Lancaster',
    ]);
    expect(business.hours.specification).toEqual([
      {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { days: ['Saturday'], opens: '09:00', closes: '14:00' },
    ]);
    expect(business.paymentAccepted).toEqual(['Cash', 'Check', 'Credit Card']);
    // The geo point is in Concord.
    expect(distanceKm(business.geo, getCity('concord-nc'))).toBeLessThan(5);
  });
});

describe('services', () => {
  it('has the six services with the spec slugs, 8 benefits and 4 FAQs each', () => {
    expect(services.map((s) => s.slug)).toEqual([...serviceSlugs]);
    expect(services.map((s) => s.value)).toEqual([
      'installation',
      'repair',
      'maintenance',
      'openers',
      'parts',
      'emergency',
    ]);
    for (const s of services) {
      expect(s.benefits).toHaveLength(8);
      expect(s.faqs).toHaveLength(4);
      expect(new Set(s.benefits).size).toBe(8);
      expect(s.placeholderKey).toBe(`services.${s.value}_card`);
      expect(s.hero.placeholderKey).toBe(`service.${s.slug}.hero`);
    }
    expect(homeServiceSlugs).toHaveLength(3);
    expect(findService('garage-door-repair')?.title).toBe('Garage Door Repair');
    expect(findService('nope')).toBeUndefined();
  });

  it('keeps the spec facts', () => {
    const text = (slug: (typeof serviceSlugs)[number]): string =>
      JSON.stringify(services.find((s) => s.slug === slug));
    expect(text('garage-door-installation')).toContain('4-6 hours');
    expect(text('garage-door-installation')).toContain('50%');
    expect(text('garage-door-openers')).toContain('2-3 hours');
    expect(text('garage-door-repair')).toContain('$150-250');
    expect(text('garage-door-repair')).toContain('$200-400');
    expect(text('garage-door-repair')).toContain('90 days');
    expect(text('garage-door-maintenance')).toContain('3-6 months');
    const emergency = text('emergency-services');
    expect(emergency).toContain('24/7');
    expect(emergency).toContain('2-4 hours');
    expect(emergency).toContain('Concord, NC to Rock Hill, SC');
    expect(emergency).toMatch(/additional (emergency )?fee/);
  });
});

describe('cities', () => {
  it('has the 14 spec slugs, unique', () => {
    const slugs = cities.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(14);
    expect(slugs).toEqual([
      'concord-nc',
      'charlotte-nc',
      'huntersville-nc',
      'kannapolis-nc',
      'matthews-nc',
      'cornelius-nc',
      'harrisburg-nc',
      'mooresville-nc',
      'rock-hill-sc',
      'fort-mill-sc',
      'indian-land-sc',
      'lancaster-sc',
      'clover-sc',
      'york-sc',
    ]);
    expect(slugs).toEqual([...citySlugs]);
  });

  it('gives each city its areas, highlights, neighborhoods and a 5-star testimonial', () => {
    for (const c of cities) {
      expect(c.areasServed).toHaveLength(6);
      expect(c.areasServed[5]).toBe(`All ${c.cityName} Areas`);
      expect(c.serviceHighlights).toHaveLength(4);
      expect(c.neighborhoods.length).toBeGreaterThanOrEqual(3);
      expect(c.testimonial?.stars).toBe(5);
      expect(c.testimonial?.location).toBe(`${c.cityName}, ${c.stateCode}`);
      expect(c.hero.primaryCta).toEqual({ text: 'Get a Free Estimate', href: routes.contact });
      expect(c.hero.secondaryCta).toEqual({ text: 'Emergency Repair', href: routes.contact });
      expect(cityPhone(c)).toBe(business.phones.local[c.stateCode]);
      // Real coordinates inside the service corridor.
      expect(distanceKm(business.geo, c)).toBeLessThan(110);
    }
    expect(findCity('charlotte-nc')?.cityName).toBe('Charlotte');
    expect(findCity('atlanta-ga')).toBeUndefined();
  });

  it('has intros that are not near-duplicates of each other', () => {
    for (const c of cities) expect(words(c.intro.join(' ')).length, c.slug).toBeGreaterThan(120);
    const grams = cities.map((c) => ({ slug: c.slug, t: trigrams(c.intro.join(' ')) }));
    for (let i = 0; i < grams.length; i++) {
      const a = grams[i];
      if (!a) continue;
      for (let j = i + 1; j < grams.length; j++) {
        const b = grams[j];
        if (!b) continue;
        expect(jaccard(a.t, b.t), `${a.slug} vs ${b.slug}`).toBeLessThan(0.3);
      }
    }
    // And no two cities share a paragraph or a highlight text.
    const paragraphs = cities.flatMap((c) => c.intro);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
    const highlights = cities.flatMap((c) => c.serviceHighlights.map((h) => h.text));
    expect(new Set(highlights).size).toBe(highlights.length);
  });

  it('lists the 8 home-grid and the 4 header cities of the spec', () => {
    expect(homeGridCitySlugs).toEqual([
      'concord-nc',
      'charlotte-nc',
      'huntersville-nc',
      'kannapolis-nc',
      'matthews-nc',
      'rock-hill-sc',
      'fort-mill-sc',
      'indian-land-sc',
    ]);
    expect(headerCitySlugs.map((s) => getCity(s).cityName)).toEqual([
      'Concord',
      'Charlotte',
      'Huntersville',
      'Rock Hill',
    ]);
  });

  it('finds the nearest other served cities, sorted by distance', () => {
    for (const c of cities) {
      const near = nearbyCities(c.slug);
      expect(near).toHaveLength(6);
      expect(near.map((n) => n.slug)).not.toContain(c.slug);
      expect(new Set(near.map((n) => n.slug)).size).toBe(6);
      const d = near.map((n) => distanceKm(c, n));
      expect([...d].sort((x, y) => x - y)).toEqual(d);
      // Nothing left out is closer than the farthest one returned.
      const others = cities.filter((o) => o.slug !== c.slug && !near.includes(o));
      for (const o of others) expect(distanceKm(c, o)).toBeGreaterThanOrEqual(d[5] ?? 0);
    }
    expect(nearbyCities('rock-hill-sc', 3).map((c) => c.slug)).toEqual([
      'fort-mill-sc',
      'indian-land-sc',
      'york-sc',
    ]);
    expect(nearbyCities('concord-nc', 2).map((c) => c.slug)).toEqual([
      'kannapolis-nc',
      'harrisburg-nc',
    ]);
  });

  it('measures great-circle distances correctly', () => {
    // Concord to Rock Hill is about 68 km as the crow flies.
    const d = distanceKm(getCity('concord-nc'), getCity('rock-hill-sc'));
    expect(d).toBeGreaterThan(60);
    expect(d).toBeLessThan(75);
  });
});

describe('FAQs, testimonials, gallery', () => {
  it('has 5 FAQ categories of 4 in the spec order', () => {
    expect(faqCategories.map((c) => c.label)).toEqual([
      'General',
      'Installation',
      'Repair',
      'Maintenance',
      'Garage Door Openers',
    ]);
    for (const c of faqCategories) expect(c.faqs).toHaveLength(4);
    expect(contactFaqs).toHaveLength(4);
    const faqText = JSON.stringify(faqCategories);
    expect(faqText).toContain('3-5 hours');
    expect(faqText).toContain('1 year');
    expect(faqText).toContain('90 days');
  });

  it('shows three complete testimonials on the home page (spec), all distinct and dated', () => {
    // The spec's rule is the home page's three, each with name, location, stars and a
    // month-year date; how many more the site keeps is the owner's to edit.
    expect(homeTestimonials).toHaveLength(3);
    for (const t of allTestimonials) {
      expect(t.date, t.id).toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      );
    }
    expect(new Set(allTestimonials.map((t) => t.id)).size).toBe(allTestimonials.length);
    expect(testimonials.length).toBeGreaterThanOrEqual(homeTestimonials.length);
  });

  it('has 10 gallery items and 3 offerings', () => {
    expect(galleryItems).toHaveLength(10);
    expect(new Set(galleryItems.map((g) => g.src)).size).toBe(10);
    expect(galleryOfferings).toHaveLength(3);
  });
});

describe('site copy', () => {
  it('has the navigation of the spec', () => {
    const [home, servicesMenu, areas, about, contact] = navigation.items;
    expect(home?.href).toBe('/');
    expect(servicesMenu?.children?.map((c) => c.href)).toEqual([
      ...serviceSlugs.map((s) => routes.service(s)),
      routes.services,
    ]);
    expect(servicesMenu?.children?.at(-1)?.label).toBe('View All Services');
    expect(areas?.children?.map((c) => c.label)).toEqual([
      'Concord',
      'Charlotte',
      'Huntersville',
      'Rock Hill',
      'All Locations',
    ]);
    expect(about?.href).toBe(routes.about);
    expect(contact?.href).toBe(routes.contact);
    expect(navigation.headerCta.href).toBe(business.phones.main.href);
  });

  it('has the spec strings and counts', () => {
    expect(whyChooseUs.home).toHaveLength(4);
    expect(whyChooseUs.services).toHaveLength(4);
    expect(aboutContent.values.items.map((v) => v.title)).toEqual([
      'Integrity',
      'Quality',
      'Reliability',
      'Community',
    ]);
    expect(aboutContent.team.badges.map((b) => b.title)).toEqual([
      'Factory Certified Technicians',
      'Ongoing Training',
      'Background Checked',
    ]);
    expect(defaultCta.title).toBe('Ready to Get Started?');
    expect(defaultCta.button).toEqual({ text: 'Get a Free Estimate', href: '/contact' });
    expect(privacyPolicy.sections.map((s) => s.id)).toEqual([
      'information-we-collect',
      'how-we-collect',
      'how-we-use',
      'disclosure',
      'data-security',
      'children',
      'changes',
      'contact',
    ]);
    expect(JSON.stringify(privacyPolicy)).toContain('under 16');
  });

  it('has unique SEO titles and descriptions on every page', () => {
    const seos = [
      ...Object.values(pageSeo),
      ...services.map((s) => s.seo),
      ...cities.map((c) => c.seo),
    ];
    expect(seos).toHaveLength(11 + 6 + 14);
    expect(new Set(seos.map((s) => s.title)).size).toBe(seos.length);
    expect(new Set(seos.map((s) => s.description)).size).toBe(seos.length);
  });
});

describe('placeholders and images', () => {
  it('has a default for the 15 spec keys and every other slot', () => {
    expect(specPlaceholderKeys).toHaveLength(15);
    for (const key of specPlaceholderKeys) expect(defaultImage(key).key).toBe(key);
    expect(placeholderDefaults.map((p) => p.key)).toEqual(placeholderKeys);
    expect(placeholderKeys.slice(0, 15)).toEqual([...specPlaceholderKeys]);
    for (const slug of citySlugs) {
      expect(findDefaultImage(`city.${slug}.hero`)).toBeDefined();
      expect(findDefaultImage(`city.${slug}.neighborhood`)).toBeDefined();
    }
    for (const slug of serviceSlugs) expect(findDefaultImage(`service.${slug}.hero`)).toBeDefined();
    for (let n = 1; n <= 10; n++) expect(findDefaultImage(`gallery.item_${n}`)).toBeDefined();
    expect(findDefaultImage('contact.hero')?.src).toBe('/images/hero-contact.svg');
    expect(findDefaultImage('no.such.key')).toBeUndefined();
  });

  it('references only image files that exist under public/', () => {
    const srcs = new Set<string>();
    walk(allContent, (s) => {
      if (s.startsWith('/images/')) srcs.add(s);
    });
    expect(srcs.size).toBeGreaterThan(40);
    for (const src of srcs) {
      expect(existsSync(`${publicDir}${src}`), src).toBe(true);
    }
    expect(existsSync(`${publicDir}/images/neighborhood-generic.svg`)).toBe(true);
  });

  it('ships small, self-contained SVGs whose size matches the catalogue', () => {
    for (const image of Object.values(images)) {
      const file = `${publicDir}${image.src}`;
      const svg = readFileSync(file, 'utf8');
      expect(statSync(file).size, image.src).toBeLessThan(6 * 1024);
      expect(svg, image.src).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg, image.src).toContain(`width="${image.width}"`);
      expect(svg, image.src).toContain(`height="${image.height}"`);
      expect(svg, image.src).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
      expect(svg, image.src).not.toMatch(/<image|<script|xlink:href|href="(?!#)|url\((?!#)/);
      expect(svg, image.src).toMatch(/<title>[^<]+<\/title>/);
    }
  });
});

describe('links', () => {
  it('points every internal link at a route built by urls.ts', () => {
    const hrefs = new Set<string>();
    walk(allContent, (s, key) => {
      if ((key === 'href' || key === 'link') && s.startsWith('/')) hrefs.add(s);
    });
    expect(hrefs.size).toBeGreaterThan(15);
    for (const href of hrefs) expect(isKnownPath(href), href).toBe(true);
  });

  it('uses only the profile phone numbers and e-mails in tel: and mailto: links', () => {
    const phones = new Set([
      business.phones.main.href,
      business.phones.local.NC.href,
      business.phones.local.SC.href,
    ]);
    const mailtos = new Set(Object.values(business.emails).map((e) => `mailto:${e}`));
    const found: string[] = [];
    walk(allContent, (s) => {
      if (s.startsWith('tel:') || s.startsWith('mailto:')) found.push(s);
    });
    // The walk must reach the content's call links at all, or the check below proves nothing.
    expect(found).toContain(business.phones.main.href);
    for (const link of found) {
      expect(phones.has(link) || mailtos.has(link), link).toBe(true);
    }
  });

  it('writes no phone number or e-mail that is not in the profile', () => {
    const numbers = new Set(
      [business.phones.main, business.phones.local.NC, business.phones.local.SC].map(
        (p) => p.display,
      ),
    );
    walk(allContent, (s) => {
      for (const m of s.match(/\(\d{3}\) \d{3}-\d{4}/g) ?? []) expect(numbers.has(m), m).toBe(true);
      for (const m of s.match(/[\w.+-]+@[\w-]+\.[\w.]+/g) ?? [])
        expect(Object.values(business.emails), m).toContain(m);
    });
  });
});
