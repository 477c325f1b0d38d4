import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding.ts';

describe('chooseEncoding', () => {
  it.each([
    // What browsers send.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    // q=0 refuses, by name or by *.
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['gzip;q=0', 'identity'],
    ['*;q=0', 'identity'],
    ['gzip, *;q=0', 'gzip'],
    // Weights decide; equal weights go to brotli.
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.9', 'br'],
    ['gzip;Q=1.000, br;q=0.999', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    // identity competes only when named (or covered by *).
    ['br;q=0.5', 'br'],
    ['identity, br;q=0.5', 'identity'],
    ['identity;q=0.5, gzip', 'gzip'],
    ['*;q=0.9, identity;q=1', 'identity'],
    // Nothing acceptable, not even identity: the header is disregarded (no 406).
    ['identity;q=0, gzip;q=0', 'identity'],
    ['identity;q=0, zstd', 'identity'],
    // A malformed weight drops that member only.
    ['br;q=2, gzip', 'gzip'],
    ['br;q=abc', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    [null, 'identity'],
  ] as const)('%j -> %s', (header, expected) => expect(chooseEncoding(header)).toBe(expected));

  it('chooses only among the codings the resource has', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBe('identity');
    expect(chooseEncoding('br, gzip', [])).toBe('identity');
  });
});
