import { describe, expect, it } from 'vitest';
import { defaultContentSnapshot } from '../live.ts';
import { getService } from '../services.ts';
import { pageMeta } from './page-meta.ts';
import {
  breadcrumbJsonLd,
  businessJsonLd,
  isoMonth,
  serviceJsonLd,
  type JsonLdGraph,
} from './structured-data.ts';

const ORIGIN = 'https://doors.example';
const content = defaultContentSnapshot().content;
const { business } = content;

describe('structured data', () => {
  it('turns month-year dates into ISO months and refuses anything else', () => {
    expect(isoMonth('March 2026')).toBe('2026-03');
    expect(isoMonth('December 1999')).toBe('1999-12');
    expect(() => isoMonth('Smarch 2026')).toThrow();
    expect(() => isoMonth('March 26')).toThrow();
  });

  it('builds the business from the profile, with absolute URLs on the given origin', () => {
    const node = businessJsonLd(ORIGIN, content);
    expect(node['@type']).toBe('HomeAndConstructionBusiness');
    expect(node['@id']).toBe(`${ORIGIN}/#business`);
    expect(node.telephone).toBe(business.phones.main.e164);
    expect(node.logo).toBe(`${ORIGIN}${business.logo.src}`);
    expect(JSON.stringify(node)).not.toMatch(/"\/(?!\/)/); // no relative paths anywhere
  });

  it('points a service at the business and lists the served cities', () => {
    const node = serviceJsonLd(
      ORIGIN,
      content,
      getService(content.services, 'garage-door-openers'),
    );
    expect(node.provider).toMatchObject({ '@id': `${ORIGIN}/#business` });
    expect(node.areaServed).toHaveLength(14);
    expect(node.url).toBe(`${ORIGIN}/services/garage-door-openers`);
  });

  it('numbers breadcrumbs from 1', () => {
    const node = breadcrumbJsonLd(ORIGIN, [
      { name: 'Home', path: '/' },
      { name: 'Locations', path: '/locations' },
    ]);
    expect(node.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Locations', item: `${ORIGIN}/locations` },
    ]);
  });
});

describe('page meta', () => {
  it('gives canonical, og:url and twitter tags from one input, business JSON-LD first', () => {
    const tags = pageMeta({
      origin: `${ORIGIN}/`,
      path: '/faqs',
      seo: { title: 'Garage door FAQs', description: 'x'.repeat(60), keywords: ['a', 'b', 'c'] },
      content,
    });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}/faqs` });
    expect(tags).toContainEqual({ property: 'og:url', content: `${ORIGIN}/faqs` });
    expect(tags).toContainEqual({ name: 'keywords', content: 'a, b, c' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: expect.stringMatching(new RegExp(`^${ORIGIN}/og/faqs\\.jpg\\?v=`)) as string,
    });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    const ld = tags.filter((t) => 'script:ld+json' in t);
    expect(ld).toHaveLength(1);
    // One graph (issue 40), the business first, no node with a context of its own.
    const graph = (ld as Array<{ 'script:ld+json': JsonLdGraph }>)[0]!['script:ld+json'];
    expect(graph['@context']).toBe('https://schema.org');
    expect(graph['@graph'][0]?.['@type']).toBe('HomeAndConstructionBusiness');
    expect(graph['@graph'].some((node) => '@context' in node)).toBe(false);
  });
});
