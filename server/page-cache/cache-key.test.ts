import { describe, expect, it } from 'vitest';
import { isCacheablePath, namesItself, pageCacheKey } from './cache-key.ts';

describe('pageCacheKey', () => {
  it('keys on protocol and path', () => {
    expect(pageCacheKey('/locations/concord-nc', 'https:')).toBe('https:/locations/concord-nc');
    expect(pageCacheKey('/', 'http:')).not.toBe(pageCacheKey('/', 'https:'));
  });

  it('drops tracking parameters and orders the rest', () => {
    expect(pageCacheKey('/?utm_source=ad&utm_campaign=storm&gclid=x', 'http:')).toBe('http:/');
    expect(pageCacheKey('/contact?b=2&fbclid=z&a=1', 'http:')).toBe('http:/contact?a=1&b=2');
    expect(pageCacheKey('/contact?a=1&b=2', 'http:')).toBe(
      pageCacheKey('/contact?b=2&a=1', 'http:'),
    );
  });
});

describe('namesItself', () => {
  const head = (href: string) =>
    Buffer.from(
      `<!doctype html><html><head><title>t</title><link rel="canonical" href="${href}"/>`,
    );

  it('is true only for the URL the page calls its own, up to tracking parameters', () => {
    const contact = head('https://garage.example.com/contact');
    expect(namesItself(contact, '/contact')).toBe(true);
    expect(namesItself(contact, '/contact?utm_source=ad&gclid=x')).toBe(true);
    for (const target of ['/contact?n=1', '/Contact', '/contact/', '//contact', '/contact%2F']) {
      expect(namesItself(contact, target), target).toBe(false);
    }
    const faqs = head('https://garage.example.com/faqs?b=2&amp;a=1');
    expect(namesItself(faqs, '/faqs?a=1&b=2')).toBe(true);
    expect(namesItself(faqs, '/faqs?a=1')).toBe(false);
  });

  it('is false for a page that names no canonical URL, or one that is not a URL', () => {
    expect(namesItself(Buffer.from('<html><head></head><body>Not found</body>'), '/x')).toBe(false);
    expect(namesItself(head('not a url'), '/x')).toBe(false);
    expect(namesItself(Buffer.from('<link rel="canonical">'), '/x')).toBe(false);
  });
});

describe('isCacheablePath', () => {
  it.each([
    '/',
    '/locations/concord-nc',
    '/upload',
    '/administrator-tips',
    '/apis',
    '/booking-tips',
  ])('allows %s', (p) => expect(isCacheablePath(p)).toBe(true));
  it.each([
    '/admin',
    '/admin/images',
    '/Admin',
    '/%61dmin',
    '/init-admin',
    '/api/leads',
    '/uploads/x',
    // Issue 30: live availability and a customer's own visit.
    '/book',
    '/Book',
    '/visit/abc123',
  ])('refuses %s', (p) => expect(isCacheablePath(p)).toBe(false));
});
