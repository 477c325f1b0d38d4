import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citySlugs, serviceSlugs } from '#app/content/schema.ts';
import { messages } from '#app/lib/messages.ts';
import { publicPaths, routes } from '#app/lib/urls.ts';
import { dialects } from '../support/dialects.ts';
import {
  countAttribute,
  hrefs,
  jsonLdBlocks,
  jsonLdScripts,
  jsonLdOfType,
  linkHref,
  metaContent,
  sectionWith,
  textOf,
  titleOf,
  type JsonObject,
} from '../support/html.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { getCity as getCityIn, homeGridCitySlugs, nearbyCities } from '#app/content/index.ts';
import { defaultContentSnapshot } from '#app/content/live.ts';
import type { CitySlug } from '#app/content/schema.ts';

/** The servers here show the defaults (version 0): the pages must say what it says. */
const { business, cities, services } = defaultContentSnapshot().content;
const getCity = (slug: CitySlug) => getCityIn(cities, slug);

const ORIGIN = 'https://www.garage-test.example';

/** The routes of spec section 2 this site answers (upload, admin and init-admin are other issues). */
const SPEC_PATHS = [
  '/',
  '/contact',
  '/about',
  '/services',
  ...serviceSlugs.map((s) => `/services/${s}`),
  '/locations',
  ...citySlugs.map((s) => `/locations/${s}`),
  '/free-estimate',
  '/gallery',
  '/testimonials',
  '/faqs',
  '/privacy-policy',
];

const SPEC_CITY_SLUGS = [
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
];
const SPEC_SERVICE_SLUGS = [
  'garage-door-installation',
  'garage-door-repair',
  'garage-door-maintenance',
  'garage-door-openers',
  'garage-door-parts',
  'emergency-services',
];

describe.each(await dialects())('public site on %s', (dialect) => {
  let server: TestServer;
  const pages = new Map<string, { status: number; html: string }>();

  async function get(path: string) {
    const cached = pages.get(path);
    if (cached) return cached;
    const res = await fetch(`${server.url}${path}`);
    const page = { status: res.status, html: await res.text() };
    pages.set(path, page);
    return page;
  }

  beforeAll(async () => {
    server = await startServer({ dialect, env: { PUBLIC_ORIGIN: ORIGIN } });
  });
  afterAll(() => server?.dispose());

  it('has every city and service slug of the spec', () => {
    expect([...citySlugs]).toEqual(SPEC_CITY_SLUGS);
    expect([...serviceSlugs]).toEqual(SPEC_SERVICE_SLUGS);
  });

  it('answers every route with 200, its own title, description and canonical', async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of SPEC_PATHS) {
      const { status, html } = await get(path);
      expect(status, path).toBe(200);
      const title = titleOf(html);
      expect(title, path).toBeTruthy();
      titles.add(title ?? '');
      const description = metaContent(html, 'description');
      expect(description?.length, path).toBeGreaterThan(50);
      descriptions.add(description ?? '');
      expect(metaContent(html, 'keywords'), path).toBeTruthy();
      const canonical = `${ORIGIN}${path}`;
      expect(linkHref(html, 'canonical'), path).toBe(canonical);
      expect(metaContent(html, 'og:url'), path).toBe(canonical);
      expect(metaContent(html, 'og:title'), path).toBe(title);
      expect(metaContent(html, 'og:description'), path).toBe(description);
      // A raster picture per page (an SVG is shown by no social network): tests/integration/social-image.test.ts
      expect(metaContent(html, 'og:image'), path).toMatch(
        new RegExp(`^${ORIGIN}/og/[a-z0-9/-]+\\.jpg\\?v=`),
      );
      expect(metaContent(html, 'og:image:width'), path).toBe('1200');
      expect(metaContent(html, 'og:image:height'), path).toBe('630');
      expect(metaContent(html, 'twitter:card'), path).toBe('summary_large_image');
      expect(metaContent(html, 'robots'), path).toBeUndefined();
      expect(html.match(/<h1\b/g)?.length, `${path}: one h1`).toBe(1);
    }
    expect(titles.size).toBe(SPEC_PATHS.length);
    expect(descriptions.size).toBe(SPEC_PATHS.length);
  });

  it('renders the shared layout: banner, header dropdowns, footer columns, year, Admin link', async () => {
    const { html } = await get('/about');
    const banner = sectionWith(html, 'data-emergency-banner');
    expect(banner).toContain(business.phones.main.href);
    expect(banner).toContain('data-banner-close');

    const nav = sectionWith(html, 'aria-label="Main"');
    const navLinks = hrefs(nav);
    for (const slug of serviceSlugs) expect(navLinks).toContain(`/services/${slug}`);
    for (const slug of ['concord-nc', 'charlotte-nc', 'huntersville-nc', 'rock-hill-sc']) {
      expect(navLinks).toContain(`/locations/${slug}`);
    }
    expect(nav).toContain('View All Services');
    expect(nav).toContain('All Locations');
    expect(nav).toMatch(/group-focus-within:visible/);
    const header = sectionWith(html, 'data-site-header');
    expect(hrefs(header)).toContain(business.phones.main.href); // Free Estimate is a call link
    expect(header).toContain('data-mobile-menu');

    const footer = sectionWith(html, 'class="bg-ink-900 text-slate-300"');
    expect(footer.match(/<h2\b/g)?.length).toBe(4);
    const year = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
    }).format(new Date());
    expect(footer).toContain(`© ${year}`);
    expect(hrefs(footer)).toContain('/admin');
    for (const social of business.social) expect(hrefs(footer)).toContain(social.url);
  });

  it('shows the home page counts: 3 service cards, 3 testimonials, 8 cities, 2 stats', async () => {
    const { html } = await get('/');
    const cards = sectionWith(html, 'data-service-cards');
    expect(hrefs(cards)).toEqual([
      '/services/garage-door-installation',
      '/services/garage-door-repair',
      '/services/garage-door-maintenance',
    ]);
    expect(countAttribute(html, 'data-testimonial')).toBe(3);
    expect(html).toMatch(/aria-label="5 out of 5 stars"/);
    const grid = sectionWith(html, 'data-areas-grid');
    expect(hrefs(grid)).toEqual(homeGridCitySlugs.map((s) => `/locations/${s}`));
    expect(hrefs(grid)).toHaveLength(8);
    expect(html).toContain('href="/locations"');
    expect(countAttribute(html, 'data-stat')).toBe(2);
    expect(html).toContain('25+');
    expect(html).toContain('5000+');
    expect(html).toContain('Ready to Get Started?');
    expect(hrefs(sectionWith(html, 'data-cta-banner'))).toEqual(['/contact']);
  });

  it('shows 6 service cards on /services and 8 benefits + 4 FAQs on every service page', async () => {
    const index = await get('/services');
    expect(hrefs(sectionWith(index.html, 'data-service-cards'))).toEqual(
      serviceSlugs.map((s) => `/services/${s}`),
    );
    for (const service of services) {
      const { html } = await get(routes.service(service.slug));
      const benefits = sectionWith(html, 'data-benefits');
      expect(benefits.match(/<li\b/g)?.length, service.slug).toBe(8);
      expect(sectionWith(html, 'data-faq-list').match(/<details\b/g)?.length).toBe(4);
      expect(hrefs(html)).toEqual(expect.arrayContaining(['/contact', '/services']));
      expect(html).toContain('Schedule Service');
      expect(html).toContain('View All Services');
      expect(hrefs(sectionWith(html, 'data-service-areas'))).toHaveLength(14);
      expect(html).toContain('data-call-box');
    }
    const emergency = (await get('/services/emergency-services')).html;
    expect(emergency).toContain('24/7');
    expect(emergency).toContain('2-4 hours');
    expect(emergency).toContain('Concord, NC to Rock Hill, SC');
    expect(emergency).toMatch(/emergency fee/i);
  });

  it('lists 14 city pages on /locations, and each city page is its own page', async () => {
    const { html } = await get('/locations');
    const nc = hrefs(sectionWith(html, 'data-state="NC"'));
    const sc = hrefs(sectionWith(html, 'data-state="SC"'));
    expect([...nc, ...sc]).toEqual(SPEC_CITY_SLUGS.map((s) => `/locations/${s}`));
    expect(nc).toHaveLength(8);
    const intros = new Set<string>();
    for (const city of cities) {
      const page = (await get(routes.city(city.slug))).html;
      expect(page).toContain(`${city.cityName}`);
      expect(textOf(page).includes(city.intro[0] ?? '-'), city.slug).toBe(true);
      intros.add(city.intro[0] ?? '');
      const areas = sectionWith(page, 'data-areas-served');
      expect(areas.match(/<li\b/g)?.length).toBe(6);
      expect(areas).toContain(`All ${city.cityName} Areas`);
      expect(sectionWith(page, 'data-city-services').match(/<li\b/g)?.length).toBe(4);
      expect(hrefs(sectionWith(page, 'data-service-cards'))).toHaveLength(3);
      expect(countAttribute(page, 'data-testimonial')).toBe(1);
      expect(page).toContain(business.phones.local[city.stateCode].href);
      // Nearby areas: the six nearest other served cities, never the city itself.
      const nearby = hrefs(sectionWith(page, 'data-areas-grid'));
      expect(nearby).toEqual(nearbyCities(cities, city.slug).map((c) => routes.city(c.slug)));
      expect(nearby).toHaveLength(6);
      expect(nearby).not.toContain(routes.city(city.slug));
      for (const href of nearby) expect(SPEC_CITY_SLUGS).toContain(href.replace('/locations/', ''));
      expect(page).toMatch(/data-fallback-src="\/images\/[\w-]+\.svg"/);
      expect(page).toMatch(/data-fallback-alt="[^"]+"/);
    }
    expect(intros.size).toBe(14);
    expect(getCity('charlotte-nc').neighborhoods.length).toBeGreaterThanOrEqual(3);
  });

  it('shows 10 gallery items with image, title and description, and 3 offerings', async () => {
    const { html } = await get('/gallery');
    const items = [...html.matchAll(/<li\b[^>]*data-gallery-item[\s\S]*?<\/li>/g)].map((m) => m[0]);
    expect(items).toHaveLength(10);
    for (const item of items) {
      expect(item).toMatch(/<img\b[^>]*alt="[^"]+"[^>]*width="\d+"[^>]*height="\d+"/);
      expect(item).toMatch(/<h3\b[^>]*>[^<]+<\/h3>/);
    }
    expect(sectionWith(html, 'data-offerings').match(/<li\b/g)?.length).toBe(3);
  });

  it('has 5 FAQ tabs with 4 questions each, General open, one open question at a time', async () => {
    const { html } = await get('/faqs');
    const tabs = [...html.matchAll(/data-faq-tab="([a-z]+)"/g)].map((m) => m[1]);
    expect(tabs).toEqual(['general', 'installation', 'repair', 'maintenance', 'openers']);
    for (const id of tabs) {
      const panel = sectionWith(html, `data-faq-panel="${id}"`);
      expect(panel.match(/<details\b/g)?.length, id).toBe(4);
      expect(panel.match(/<details name="faq"/g)?.length, id).toBe(4);
    }
    expect(sectionWith(html, 'data-faq-panel="general"')).not.toMatch(/^<section[^>]*hidden/);
    expect(sectionWith(html, 'data-faq-panel="repair"')).toMatch(/^<section[^>]*hidden/);
    expect(html).toMatch(
      /<a[^>]*aria-current="true"[^>]*data-faq-tab="general"|data-faq-tab="general"[^>]*aria-current="true"/,
    );
    // Without JavaScript the tabs are links the server answers.
    const repair = (await get('/faqs?tab=repair')).html;
    expect(sectionWith(repair, 'data-faq-panel="repair"')).not.toMatch(/^<section[^>]*hidden/);
    expect(sectionWith(repair, 'data-faq-panel="general"')).toMatch(/^<section[^>]*hidden/);
    expect(html).toContain('Still Have Questions?');
    expect(hrefs(sectionWith(html, 'data-call-box'))).toEqual([
      business.phones.main.href,
      '/contact',
    ]);
  });

  it('shows all testimonials with the aggregate rating, and the contact details', async () => {
    const { html } = await get('/testimonials');
    expect(countAttribute(html, 'data-testimonial')).toBeGreaterThanOrEqual(14);
    const aggregate = sectionWith(html, 'data-aggregate-rating');
    expect(aggregate).toContain(String(business.rating.value));
    expect(aggregate).toContain(String(business.rating.count));

    const contact = (await get('/contact')).html;
    const info = sectionWith(contact, 'data-contact-info');
    expect(info).toContain(business.phones.main.href);
    expect(info).toContain(`mailto:${business.emails.info}`);
    expect(info).toContain(`mailto:${business.emails.service}`);
    expect(sectionWith(contact, 'data-faq-list').match(/<details\b/g)?.length).toBe(4);
    expect(contact).toContain('Request a Service or Quote');
  });

  it("shows today's date in America/New_York on the privacy policy, and every section", async () => {
    const { html } = await get('/privacy-policy');
    const today = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date());
    expect(textOf(html).includes(`Last Updated: ${today}`), today).toBe(true);
    for (const heading of [
      'Information We Collect',
      'How We Collect Information',
      'How We Use Your Information',
      'Disclosure of Your Information',
      'Data Security',
      'Children Under 16',
      'Changes to This Policy',
      'Contact Information',
    ]) {
      expect(html).toContain(heading);
    }
    expect(html).toContain('data-disclaimer');
  });

  it('carries the business JSON-LD with every field on every page', async () => {
    for (const path of SPEC_PATHS) {
      const { html } = await get(path);
      const [business1, ...more] = jsonLdOfType(html, 'HomeAndConstructionBusiness');
      expect(more, path).toHaveLength(0);
      expectBusinessJsonLd(business1, path);
    }
  });

  it('every page has one JSON-LD graph, and it parses', async () => {
    for (const path of SPEC_PATHS) {
      const { html } = await get(path);
      // Every JSON-LD script tag, whatever its other attributes: none may escape the parse below.
      const tags = html.match(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>/g) ?? [];
      // One graph (issue 40): blocks of their own could disagree about the business.
      expect(tags.length, path).toBe(1);
      const [script] = jsonLdScripts(html); // JSON.parse: throws on a broken one
      expect(script?.['@context'], path).toBe('https://schema.org');
      const blocks = jsonLdBlocks(html);
      expect(blocks.length, path).toBe((script?.['@graph'] as unknown[]).length);
      for (const block of blocks) {
        expect(block['@context'], path).toBe('https://schema.org');
        expect(typeof block['@type'], path).toBe('string');
      }
    }
  });

  it('adds Service, FAQPage and BreadcrumbList where they belong', async () => {
    for (const service of services) {
      const path = routes.service(service.slug);
      const { html } = await get(path);
      const [node] = jsonLdOfType(html, 'Service');
      expect(node?.name).toBe(service.title);
      expect(node?.url).toBe(`${ORIGIN}${path}`);
      expect((node?.provider as JsonObject)['@id']).toBe(`${ORIGIN}/#business`);
      const [faq] = jsonLdOfType(html, 'FAQPage');
      expect((faq?.mainEntity as unknown[]).length).toBe(4);
      const [crumbs] = jsonLdOfType(html, 'BreadcrumbList');
      expect((crumbs?.itemListElement as JsonObject[]).map((c) => c.item)).toEqual([
        `${ORIGIN}/`,
        `${ORIGIN}/services`,
        `${ORIGIN}${path}`,
      ]);
    }
    for (const city of cities) {
      const path = routes.city(city.slug);
      const [crumbs] = jsonLdOfType((await get(path)).html, 'BreadcrumbList');
      expect((crumbs?.itemListElement as JsonObject[]).map((c) => c.item)).toEqual([
        `${ORIGIN}/`,
        `${ORIGIN}/locations`,
        `${ORIGIN}${path}`,
      ]);
    }
    const faqs = jsonLdOfType((await get('/faqs')).html, 'FAQPage');
    expect((faqs[0]?.mainEntity as JsonObject[]).length).toBe(20);
    expect(jsonLdOfType((await get('/contact')).html, 'FAQPage')).toHaveLength(1);
    expect(jsonLdOfType((await get('/')).html, 'FAQPage')).toHaveLength(0);
    expect(jsonLdOfType((await get('/')).html, 'BreadcrumbList')).toHaveLength(0);
  });

  it('lists every public URL in the sitemap and nothing private; robots points to it', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The blog's index follows the shipped pages (and the published posts, none here: issue 40).
    expect(locs).toEqual([...publicPaths(), '/blog'].map((p) => `${ORIGIN}${p}`));
    for (const path of SPEC_PATHS) expect(locs).toContain(`${ORIGIN}${path}`);
    expect(locs.filter((l) => l?.includes('/locations/'))).toHaveLength(14);
    expect(locs.filter((l) => l?.includes('/services/'))).toHaveLength(6);
    for (const loc of locs) expect(loc).not.toMatch(/\/(admin|init-admin|api)(\/|$)/);

    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await robots.text();
    for (const path of ['/admin', '/init-admin', '/api']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);

    // The private pages say so themselves too (header or meta), whatever they answer.
    for (const path of ['/admin', '/init-admin']) {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      const html = await res.text();
      const noindex =
        /noindex/.test(res.headers.get('x-robots-tag') ?? '') ||
        /noindex/.test(metaContent(html, 'robots') ?? '');
      expect(noindex, `${path} (${res.status})`).toBe(true);
    }
  });

  it('shows the quote form where the spec puts one, with the city and service preset', async () => {
    const forms: Record<string, number> = {
      '/': 1,
      '/contact': 1,
      '/free-estimate': 1,
      '/services/garage-door-repair': 1,
      '/locations/charlotte-nc': 1,
      '/about': 0,
    };
    for (const [path, count] of Object.entries(forms)) {
      const { html } = await get(path);
      expect(html.match(/<form\b[^>]*data-quote-form/g)?.length ?? 0, path).toBe(count);
    }
    const contact = (await get('/contact')).html;
    expect(titleOf(contact)).toBeTruthy();
    expect(textOf(contact)).toContain('Request a Service or Quote');
    const city = (await get('/locations/charlotte-nc')).html;
    expect(city).toMatch(/<input[^>]*name="location"[^>]*value="Charlotte, NC"/);
    const repair = (await get('/services/garage-door-repair')).html;
    expect(repair).toMatch(/<option value="repair" selected=""/);
  });

  it('takes a quote request without JavaScript on a city page and keeps the city', async () => {
    const html = (await get('/locations/rock-hill-sc')).html;
    const form = sectionWith(html, 'data-quote-form');
    const hidden = Object.fromEntries(
      [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    const body = new URLSearchParams({
      ...hidden,
      name: 'Pat Integration',
      email: 'pat@example.com',
      phone: '(803) 555-0101',
      service: 'repair',
      location: 'Rock Hill, SC',
      message: 'Spring snapped',
    });
    const res = await fetch(`${server.url}/locations/rock-hill-sc`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        // As a browser sends it: PUBLIC_ORIGIN is https, so the page was served over https.
        Origin: server.url.replace(/^http:/, 'https:'),
      },
      body,
    });
    const page = await res.text();
    const alert = /role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(page)?.[1] ?? '';
    expect(res.status, textOf(alert) || page.slice(0, 300)).toBe(200);
    expect(textOf(page)).toContain(messages.contactForm.success);
    expect(page).toMatch(/<input[^>]*name="location"[^>]*value="Rock Hill, SC"/);
    const rows = await server.query<{ name: string; location: string }>(
      'select name, location from contact_submissions where email = ?',
      ['pat@example.com'],
    );
    expect(rows).toEqual([{ name: 'Pat Integration', location: 'Rock Hill, SC' }]);
  });

  it('answers a refused no-JavaScript request with the API status, the message on the page', async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${server.url}/contact`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: server.url.replace(/^http:/, 'https:'),
        },
        body: new URLSearchParams(fields),
      });
    const invalid = await post({ name: 'Pat', email: 'not-an-email', phone: '', service: '' });
    expect(invalid.status).toBe(400);
    expect(textOf(await invalid.text())).toContain(messages.contactForm.required);
    // The same browser (address and user agent) sent a lead in the test above: cooldown.
    const again = await post({
      name: 'Pat Again',
      email: 'pat.again@example.com',
      phone: '(803) 555-0102',
      service: 'repair',
    });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(textOf(await again.text())).toContain(messages.contactForm.rateLimited);
    const wrongType = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: server.url.replace(/^http:/, 'https:') },
      body: 'name=x',
    });
    expect(wrongType.status).toBe(415);
    const stored = await server.query('select 1 from contact_submissions where email = ?', [
      'pat.again@example.com',
    ]);
    expect(stored).toHaveLength(0);
  });

  it('answers unknown city and service slugs with the 404 page and status 404', async () => {
    for (const path of ['/locations/atlanta-ga', '/services/pool-cleaning', '/locations/concord']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(titleOf(html)).toBe('Page Not Found');
      expect(html).toContain('Oops! Page not found');
      expect(html).toContain(`data-not-found-path="${path}"`);
      expect(html).toContain('data-emergency-banner'); // inside the shared layout
      expect(metaContent(html, 'robots')).toBe('noindex');
    }
  });

  it('gives every image its width and height, and the hero image high priority', async () => {
    for (const path of [
      '/',
      '/services/garage-door-repair',
      '/locations/charlotte-nc',
      '/gallery',
    ]) {
      const { html } = await get(path);
      for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
        expect(img, path).toMatch(/\bwidth="\d+"/);
        expect(img, path).toMatch(/\bheight="\d+"/);
        expect(img, path).toMatch(/\balt="/);
      }
      const priority = [...html.matchAll(/<img\b[^>]*fetchPriority="high"[^>]*>/g)];
      expect(priority, path).toHaveLength(1);
      expect(priority[0]?.[0], path).not.toContain('loading="lazy"');
    }
  });

  it('keeps the home page HTML within 35 KB gzip', async () => {
    const { html } = await get('/');
    const gz = gzipSync(html).length;
    console.info(`home HTML: ${html.length} B raw, ${gz} B gzip`);
    expect(gz).toBeLessThanOrEqual(35 * 1024);
  });
});

function expectBusinessJsonLd(node: JsonObject | undefined, path: string) {
  expect(node, path).toBeDefined();
  const b = node as JsonObject;
  expect(b['@context']).toBe('https://schema.org');
  expect(b.name).toBe(business.name);
  expect(b.telephone).toBe(business.phones.main.e164);
  expect(b.email).toBe(business.emails.info);
  expect(b.url).toBe(`${ORIGIN}/`);
  expect(b.logo).toBe(`${ORIGIN}${business.logo.src}`);
  expect((b.address as JsonObject).addressLocality).toBe('Concord');
  const geo = b.geo as JsonObject;
  expect(geo.latitude).toBe(business.geo.latitude);
  expect(geo.longitude).toBe(business.geo.longitude);
  const area = b.areaServed as JsonObject[];
  const cityNodes = area.filter((a) => a['@type'] === 'City');
  expect(cityNodes).toHaveLength(14);
  expect(cityNodes.map((c) => c.url)).toEqual(
    SPEC_CITY_SLUGS.map((s) => `${ORIGIN}/locations/${s}`),
  );
  const circle = area.find((a) => a['@type'] === 'GeoCircle');
  expect(circle?.geoRadius).toBe(50000);
  const hours = b.openingHoursSpecification as JsonObject[];
  expect(hours).toEqual(
    business.hours.specification.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days,
      opens: h.opens,
      closes: h.closes,
    })),
  );
  expect(b.paymentAccepted).toBe('Cash, Check, Credit Card');
  expect(b.currenciesAccepted).toBe('USD');
  expect(b.priceRange).toBe('$$');
  expect(b.foundingDate).toBe('1995');
  expect(b.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4.9,
    reviewCount: 150,
    bestRating: 5,
    worstRating: 1,
  });
  const reviews = b.review as JsonObject[];
  expect(reviews).toHaveLength(1);
  expect(reviews[0]?.['@type']).toBe('Review');
  expect((reviews[0]?.reviewRating as JsonObject).ratingValue).toBe(5);
  expect(reviews[0]?.datePublished).toMatch(/^\d{4}-\d{2}$/);
  const catalog = b.hasOfferCatalog as JsonObject;
  expect(catalog['@type']).toBe('OfferCatalog');
  const offers = catalog.itemListElement as JsonObject[];
  expect(offers.map((o) => (o.itemOffered as JsonObject).url)).toEqual(
    SPEC_SERVICE_SLUGS.map((s) => `${ORIGIN}/services/${s}`),
  );
}
