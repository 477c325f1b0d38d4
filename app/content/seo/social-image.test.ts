import { describe, expect, it } from 'vitest';
import { images } from '../images.ts';
import { defaultSiteDocument } from '../default-site-document.ts';
import { contentSnapshot, defaultContentSnapshot } from '../live.ts';
import { publicPaths } from '../../lib/urls.ts';
import { pageMeta } from './page-meta.ts';
import {
  defaultHeroSrc,
  findSocialImagePage,
  pageOfSlug,
  socialImageAlt,
  socialImagePath,
  socialImageText,
} from './social-image.ts';

const ORIGIN = 'https://www.example.com';
const content = defaultContentSnapshot().content;
const name = content.business.name;

describe('social image pages', () => {
  it('has a page for every public path, found again from its image address', () => {
    for (const path of publicPaths()) {
      const page = findSocialImagePage(path, content);
      expect(page, path).toBeDefined();
      if (!page) continue;
      const address = socialImagePath(page, defaultHeroSrc(page.heroKey), name);
      const slug = /^\/og\/(.+)\.jpg\?v=[0-9a-z]{11}$/.exec(address)?.[1] ?? '';
      expect(pageOfSlug(slug, content), path).toBe(page);
    }
    expect(pageOfSlug('', content)).toBeUndefined();
    expect(pageOfSlug('/etc/passwd', content)).toBeUndefined();
    expect(pageOfSlug('services/nope', content)).toBeUndefined();
  });

  it('changes the address when the hero changes, and only then', () => {
    const home = findSocialImagePage('/', content);
    if (!home) throw new Error('no home page');
    const byDefault = socialImagePath(home, defaultHeroSrc(home.heroKey), name);
    expect(socialImagePath(home, defaultHeroSrc(home.heroKey), name)).toBe(byDefault);
    expect(
      socialImagePath(home, '/uploads/0b5b0a4e-6a42-4c1e-9d0c-2f7f5f6b8a11.jpg', name),
    ).not.toBe(byDefault);
    // A renamed business draws another picture: a new address.
    expect(socialImagePath(home, defaultHeroSrc(home.heroKey), 'Carolina Family Doors')).not.toBe(
      byDefault,
    );
    // Pages without a hero slot draw the generic hero.
    expect(findSocialImagePage('/privacy-policy', content)?.heroKey).toBeUndefined();
    expect(defaultHeroSrc(undefined)).toBe(images.heroGeneric.src);
  });

  it('takes the titles from the content given, so a published title gets a new address', () => {
    const doc = structuredClone(defaultSiteDocument);
    doc.business.foundedYear = 1987;
    const published = contentSnapshot(1, doc).content;
    const before = findSocialImagePage('/about', content);
    const after = findSocialImagePage('/about', published);
    if (!before || !after) throw new Error('no about page');
    expect(after.title).toBe(published.pageSeo.about.title);
    expect(after.title).toContain('1987');
    expect(after.title).not.toBe(before.title);
    const hero = defaultHeroSrc(after.heroKey);
    expect(socialImagePath(after, hero, name)).not.toBe(socialImagePath(before, hero, name));
    // A page whose title names no changed fact keeps its address.
    const repair = '/services/garage-door-repair';
    const [a, b] = [findSocialImagePage(repair, content), findSocialImagePage(repair, published)];
    if (!a || !b) throw new Error('no repair page');
    expect(socialImagePath(b, defaultHeroSrc(b.heroKey), name)).toBe(
      socialImagePath(a, defaultHeroSrc(a.heroKey), name),
    );
  });

  it('writes the title without the business name, split at " | "', () => {
    expect(socialImageText('Garage Door Repair | Springs, Cables & Tracks', name)).toEqual({
      headline: 'Garage Door Repair',
      tagline: 'Springs, Cables & Tracks',
    });
    expect(socialImageText(`Contact Us | ${name}`, name)).toEqual({
      headline: 'Contact Us',
      tagline: undefined,
    });
    expect(socialImageText(`${name} | Concord NC to Rock Hill SC`, name).headline).toBe(
      'Concord NC to Rock Hill SC',
    );
    expect(socialImageAlt('Garage Door Repair | Springs', name)).toBe(
      `${name}: Garage Door Repair: Springs`,
    );
  });

  it('puts the absolute, versioned address and its size in the meta tags', () => {
    const tags = pageMeta({
      origin: ORIGIN,
      path: '/privacy-policy',
      seo: content.pageSeo.privacyPolicy,
      content,
    });
    const find = (key: string) =>
      tags.find((t) => ('property' in t && t.property === key) || ('name' in t && t.name === key));
    const image = find('og:image');
    expect(image && 'content' in image ? image.content : '').toMatch(
      /^https:\/\/www\.example\.com\/og\/privacy-policy\.jpg\?v=[0-9a-z]{11}$/,
    );
    expect(find('og:image:type')).toMatchObject({ content: 'image/jpeg' });
    expect(find('og:image:width')).toMatchObject({ content: '1200' });
    expect(find('og:image:height')).toMatchObject({ content: '630' });
    expect(find('og:image:alt')).toMatchObject({
      content: `${name}: Privacy Policy`,
    });
    expect(find('twitter:card')).toMatchObject({ content: 'summary_large_image' });
    expect(find('twitter:image')).toEqual({
      name: 'twitter:image',
      content: image && 'content' in image ? image.content : '',
    });
  });
});
