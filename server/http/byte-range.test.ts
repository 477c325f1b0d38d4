import { describe, expect, it } from 'vitest';
import { chooseRange } from './byte-range.ts';
import type { RequestConditions } from './conditional.ts';

const v = { etag: '"a"', lastModified: Date.UTC(2026, 0, 1) };

function get(range: string | undefined, fields: Partial<RequestConditions> = {}) {
  return {
    method: 'GET',
    acceptEncoding: undefined,
    ifNoneMatch: undefined,
    ifModifiedSince: undefined,
    ifRange: undefined,
    range,
    ...fields,
  };
}

describe('chooseRange', () => {
  it.each([
    ['bytes=0-9', { kind: 'partial', start: 0, end: 9 }],
    ['bytes=90-', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=90-500', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-5', { kind: 'partial', start: 95, end: 99 }],
    ['bytes=-500', { kind: 'partial', start: 0, end: 99 }],
    ['BYTES=1-1', { kind: 'partial', start: 1, end: 1 }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    // Sent whole: several ranges, another unit, nonsense.
    ['bytes=0-9,20-29', { kind: 'whole' }],
    ['bytes=0-9, 20-29', { kind: 'whole' }],
    ['items=0-9', { kind: 'whole' }],
    ['bytes=9-0', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=a-b', { kind: 'whole' }],
    [undefined, { kind: 'whole' }],
  ])('%j of 100 bytes -> %o', (range, expected) =>
    expect(chooseRange(get(range), 100, v)).toEqual(expected),
  );

  it('sends the whole file when If-Range is stale, or for a HEAD', () => {
    expect(chooseRange(get('bytes=0-9', { ifRange: '"a"' }), 100, v).kind).toBe('partial');
    expect(chooseRange(get('bytes=0-9', { ifRange: '"b"' }), 100, v).kind).toBe('whole');
    expect(chooseRange(get('bytes=0-9', { method: 'HEAD' }), 100, v).kind).toBe('whole');
  });
});
