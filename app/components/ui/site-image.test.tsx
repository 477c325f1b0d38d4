import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ResolvedImage } from '#app/lib/resolved-image.ts';
import { SiteImage } from './site-image.tsx';

const fallbackImage: ResolvedImage = {
  key: 'home.hero',
  src: '/images/hero-home.svg',
  alt: 'A home',
  width: 1600,
  height: 900,
  isDefault: true,
};

const uploaded: ResolvedImage = {
  key: 'home.hero',
  src: '/uploads/x.jpg',
  srcSet: '/uploads/x.jpg?w=320 320w, /uploads/x.jpg 400w',
  alt: 'A home',
  width: 400,
  height: 300,
  isDefault: false,
  sources: [
    { type: 'image/avif', srcSet: '/uploads/x.jpg?w=320&fm=avif 320w' },
    { type: 'image/webp', srcSet: '/uploads/x.jpg?w=320&fm=webp 320w' },
  ],
};

describe('SiteImage', () => {
  it('renders a default as a lazy <img> with its intrinsic size', () => {
    const html = renderToStaticMarkup(<SiteImage image={fallbackImage} className="h-full" />);
    expect(html).toMatch(/^<img /);
    expect(html).toContain('src="/images/hero-home.svg"');
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="900"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="A home"');
    expect(html).toContain('class="h-full"');
    expect(html.toLowerCase()).not.toContain('fetchpriority');
    expect(html).not.toContain('sizes=');
  });

  it('renders the priority (hero) image eagerly with fetchpriority=high', () => {
    const html = renderToStaticMarkup(<SiteImage image={fallbackImage} priority />);
    expect(html).toContain('loading="eager"');
    // React writes `fetchPriority`; HTML attribute names are case-insensitive.
    expect(html).toMatch(/<img [^>]*fetchpriority="high"/i);
  });

  it('renders an upload as a <picture> with AVIF and WebP sources, srcset and sizes', () => {
    const html = renderToStaticMarkup(
      <SiteImage image={uploaded} sizes="(min-width: 768px) 50vw, 100vw" />,
    );
    expect(html).toMatch(/^<picture[^>]*><source type="image\/avif"/);
    expect(html).toContain(
      '<source type="image/webp" srcSet="/uploads/x.jpg?w=320&amp;fm=webp 320w"',
    );
    expect(html).toContain('sizes="(min-width: 768px) 50vw, 100vw"');
    expect(html).toContain('srcSet="/uploads/x.jpg?w=320 320w, /uploads/x.jpg 400w"');
    expect(html).toContain('width="400"');
    expect(html).toMatch(/<img [^>]*\/><\/picture>$/);
  });

  it('carries the fallback image as data attributes', () => {
    const html = renderToStaticMarkup(
      <SiteImage image={fallbackImage} fallback={{ src: '/images/n.svg', alt: 'Generic' }} />,
    );
    expect(html).toContain('data-fallback-src="/images/n.svg"');
    expect(html).toContain('data-fallback-alt="Generic"');
  });
});
