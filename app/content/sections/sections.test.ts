import { describe, expect, it } from 'vitest';
import { routes } from '../../lib/urls.ts';
import { defaultCities } from '../cities/index.ts';
import { defaultSiteDocument } from '../default-site-document.ts';
import { defaultGalleryItems } from '../gallery.ts';
import { defaultServices } from '../services.ts';
import type { SiteContentDocument } from '../site-document.ts';
import { selectAbout } from './about.ts';
import { selectBanner } from './banner.ts';
import { selectFaqCategories } from './faqs.ts';
import { selectGalleryItems } from './gallery.ts';
import { selectNavigation } from './navigation.ts';
import { selectServices } from './services.ts';
import { selectTestimonials } from './testimonials.ts';
import { selectCities } from './towns.ts';

function doc(): SiteContentDocument {
  return structuredClone(defaultSiteDocument);
}

function menu(d: SiteContentDocument, label: string) {
  const items = selectNavigation(selectServices(d), selectCities(d)).items;
  return items.find((i) => i.label === label)?.children ?? [];
}

describe('section selectors', () => {
  it('give the shipped records back for the shipped document', () => {
    const d = doc();
    expect(selectServices(d)).toEqual(defaultServices);
    expect(selectGalleryItems(d)).toEqual(defaultGalleryItems);
    expect(selectCities(d).map((c) => c.slug)).toEqual(defaultCities.map((c) => c.slug));
  });

  it('rename a service, its hero and its menu entry by reference', () => {
    const d = doc();
    d.services['garage-door-repair'].title = 'Door Repair';
    const repair = selectServices(d).find((s) => s.slug === 'garage-door-repair');
    expect(repair?.title).toBe('Door Repair');
    expect(repair?.hero.title).toBe('Door Repair');
    expect(menu(d, 'Services')).toContainEqual({
      label: 'Door Repair',
      href: routes.service('garage-door-repair'),
    });
    expect(menu(d, 'Services').map((c) => c.label)).not.toContain('Garage Door Repair');
  });

  it('rename a town in the menu by its slug', () => {
    const d = doc();
    d.cities['concord-nc']!.name = 'Concord City';
    expect(menu(d, 'Areas Served')[0]).toEqual({
      label: 'Concord City',
      href: routes.city('concord-nc'),
    });
  });

  it('leave bullets out of a main-text section that has none', () => {
    const d = doc();
    d.services['garage-door-repair'].mainText[0]!.bullets = [];
    const repair = selectServices(d).find((s) => s.slug === 'garage-door-repair');
    expect(repair?.body[0]).not.toHaveProperty('bullets');
  });

  it('make a town the owner adds a page, after the shipped ones', () => {
    const d = doc();
    // A shipped town's record under another name: the page comes from the document alone.
    d.cities['mint-hill-nc'] = { ...d.cities['concord-nc']!, name: 'Mint Hill', testimonial: null };
    const cities = selectCities(d);
    expect(cities).toHaveLength(defaultCities.length + 1);
    expect(cities.at(-1)).toMatchObject({
      slug: 'mint-hill-nc',
      cityName: 'Mint Hill',
      serviceHighlights: [],
      neighborhoodPlaceholderKey: null,
    });
  });

  it('keep the shipped picture of a gallery item without an uploaded image', () => {
    const d = doc();
    d.gallery[0]!.title = 'A New Door';
    d.gallery[1]!.image = 'a1b2c3.jpg';
    const [first, second] = selectGalleryItems(d);
    expect(first).toMatchObject({ title: 'A New Door', src: defaultGalleryItems[0]!.src });
    expect(first).not.toHaveProperty('upload');
    expect(second).toMatchObject({ upload: 'a1b2c3.jpg', src: defaultGalleryItems[1]!.src });
  });

  it('give testimonials the shipped ids, and the town pages their own on /testimonials', () => {
    const d = doc();
    d.testimonials.push({ ...d.testimonials[0]!, name: 'Ann B.' });
    const cities = selectCities(d);
    const t = selectTestimonials(d, cities);
    expect(t.testimonials.at(-1)?.id).toBe(`testimonial-${d.testimonials.length}`);
    expect(t.homeTestimonials).toEqual(t.testimonials.slice(0, 3));
    expect(t.featuredReview).toEqual(t.testimonials[0]);
    expect(t.allTestimonials).toHaveLength(
      t.testimonials.length + cities.filter((c) => c.testimonial).length,
    );
  });

  it('take the FAQs, the banner and the about copy from the document', () => {
    const d = doc();
    d.faqs.openers[0]!.question = 'Which opener is quietest?';
    d.banner = { enabled: false, long: 'Closed for the storm', short: 'Closed' };
    d.about.story = ['One paragraph.'];
    expect(selectFaqCategories(d).find((c) => c.id === 'openers')?.faqs[0]?.question).toBe(
      'Which opener is quietest?',
    );
    expect(selectBanner(d)).toMatchObject({ enabled: false, long: 'Closed for the storm' });
    expect(selectAbout(d).story.paragraphs).toEqual(['One paragraph.']);
  });
});
