import { describe, expect, it } from 'vitest';
import { isCacheablePath, pageCacheKey } from './cache-key.ts';

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

describe('isCacheablePath', () => {
  it.each(['/', '/locations/concord-nc', '/upload', '/administrator-tips', '/apis'])(
    'allows %s',
    (p) => expect(isCacheablePath(p)).toBe(true),
  );
  it.each([
    '/admin',
    '/admin/images',
    '/Admin',
    '/%61dmin',
    '/init-admin',
    '/api/leads',
    '/uploads/x',
  ])('refuses %s', (p) => expect(isCacheablePath(p)).toBe(false));
});
