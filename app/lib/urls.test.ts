import { describe, expect, it } from 'vitest';
import { citySlugs, serviceSlugs } from './slugs.ts';
import {
  absoluteUrl,
  directionsHref,
  isKnownPath,
  mailtoHref,
  phoneHref,
  pagePaths,
  publicPaths,
  routes,
  staticRoutes,
  telHref,
} from './urls.ts';

describe('routes', () => {
  it('builds every route of the spec', () => {
    expect(routes.home).toBe('/');
    expect(routes.contact).toBe('/contact');
    expect(routes.about).toBe('/about');
    expect(routes.services).toBe('/services');
    expect(routes.locations).toBe('/locations');
    expect(routes.freeEstimate).toBe('/free-estimate');
    expect(routes.gallery).toBe('/gallery');
    expect(routes.testimonials).toBe('/testimonials');
    expect(routes.faqs).toBe('/faqs');
    expect(routes.privacyPolicy).toBe('/privacy-policy');
    expect(routes.upload).toBe('/upload');
    expect(routes.admin).toBe('/admin');
    expect(routes.initAdmin).toBe('/init-admin');
    expect(routes.sitemap).toBe('/sitemap.xml');
    expect(routes.robots).toBe('/robots.txt');
    expect(routes.service('garage-door-repair')).toBe('/services/garage-door-repair');
    expect(routes.city('rock-hill-sc')).toBe('/locations/rock-hill-sc');
  });

  it('lists every public page once, and no private one', () => {
    const paths = publicPaths();
    expect(paths).toHaveLength(Object.keys(staticRoutes).length + 6 + 14);
    expect(new Set(paths).size).toBe(paths.length);
    for (const slug of serviceSlugs) expect(paths).toContain(`/services/${slug}`);
    for (const slug of citySlugs) expect(paths).toContain(`/locations/${slug}`);
    expect(paths).not.toContain('/admin');
    expect(paths).not.toContain('/init-admin');
    expect(pagePaths()).toContain('/admin');
  });

  it('recognises known paths only', () => {
    expect(isKnownPath('/')).toBe(true);
    expect(isKnownPath('/contact#form')).toBe(true);
    expect(isKnownPath('/contact?service=repair')).toBe(true);
    expect(isKnownPath('/locations/concord-nc')).toBe(true);
    expect(isKnownPath('/sitemap.xml')).toBe(true);
    expect(isKnownPath('/locations/atlanta-ga')).toBe(false);
    expect(isKnownPath('/services/')).toBe(false);
    expect(isKnownPath('//evil.example/contact')).toBe(false);
    expect(isKnownPath('https://example.com/')).toBe(false);
  });
});

describe('absoluteUrl', () => {
  it('joins origin and path', () => {
    expect(absoluteUrl('https://example.com', '/')).toBe('https://example.com/');
    expect(absoluteUrl('https://example.com/', '/contact')).toBe('https://example.com/contact');
    expect(absoluteUrl('http://localhost:3000', '/locations/york-sc')).toBe(
      'http://localhost:3000/locations/york-sc',
    );
    expect(absoluteUrl('https://example.com/site/', '/faqs')).toBe('https://example.com/site/faqs');
  });

  it('rejects relative paths and non-http origins', () => {
    expect(() => absoluteUrl('https://example.com', 'contact')).toThrow();
    expect(() => absoluteUrl('ftp://example.com', '/')).toThrow();
    expect(() => absoluteUrl('not a url', '/')).toThrow();
  });
});

describe('link helpers', () => {
  it('builds tel: and mailto: links', () => {
    expect(telHref('+17045550134')).toBe('tel:+17045550134');
    expect(() => telHref('704-555-0134')).toThrow();
    expect(mailtoHref('info@example.com')).toBe('mailto:info@example.com');
    expect(mailtoHref("o'brien+x@example.com")).toBe("mailto:o'brien%2Bx@example.com");
  });
});

describe('mailto: and tel: links from visitor input (issue 19)', () => {
  it('encodes mail parameters so an address stays one address', () => {
    const href = mailtoHref('a@x.test?bcc=evil%40evil.example');
    expect(href).toBe('mailto:a@x.test%3Fbcc%3Devil%2540evil.example');
    const url = new URL(href);
    expect(url.search).toBe('');
    expect(mailtoHref('a&cc=b@x.test')).toBe('mailto:a%26cc%3Db@x.test');
    expect(mailtoHref('a b/c@x.test')).toBe('mailto:a%20b%2Fc@x.test');
  });

  it('keeps digits and a leading plus in tel: links', () => {
    expect(phoneHref('+1 (704) 555-0100')).toBe('tel:+17045550100');
    expect(phoneHref('704-555-0100')).toBe('tel:7045550100');
    expect(phoneHref('70+4')).toBe('tel:704');
    expect(phoneHref('---')).toBeNull();
  });
});

describe('directions to a visit (issue 37)', () => {
  it('keeps the whole address one destination, whatever it holds', () => {
    const href = directionsHref('12 Main St #4 & Rear, Concord, NC?x=1');
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect([...url.searchParams.keys()]).toEqual(['api', 'destination']);
    expect(url.searchParams.get('destination')).toBe('12 Main St #4 & Rear, Concord, NC?x=1');
  });
});
