import { describe, expect, it } from 'vitest';
import { etagMatches, ifRangeHolds, isNotModified, type RequestConditions } from './conditional.ts';

const MODIFIED = Date.UTC(2026, 10, 27, 15, 19, 3, 456);
const AT = 'Fri, 27 Nov 2026 15:19:03 GMT';
const BEFORE = 'Fri, 27 Nov 2026 15:19:02 GMT';
const AFTER = 'Fri, 27 Nov 2026 15:19:04 GMT';

function get(fields: Partial<RequestConditions>): RequestConditions {
  return {
    method: 'GET',
    acceptEncoding: undefined,
    ifNoneMatch: undefined,
    ifModifiedSince: undefined,
    range: undefined,
    ifRange: undefined,
    ...fields,
  };
}

describe('etagMatches', () => {
  it('compares weakly and handles lists and *', () => {
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', 'W/"a"')).toBe(true);
    expect(etagMatches('"b"', 'W/"a"')).toBe(false);
    expect(etagMatches('"a-br"', '"a"')).toBe(false);
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
  });
});

describe('isNotModified', () => {
  const v = { etag: '"a"', lastModified: MODIFIED };
  it('answers If-Modified-Since by Last-Modified, in whole seconds', () => {
    expect(isNotModified(get({ ifModifiedSince: AT }), v)).toBe(true);
    expect(isNotModified(get({ ifModifiedSince: AFTER }), v)).toBe(true);
    expect(isNotModified(get({ ifModifiedSince: BEFORE }), v)).toBe(false);
    expect(isNotModified(get({ ifModifiedSince: 'yesterday' }), v)).toBe(false);
    expect(isNotModified(get({ ifModifiedSince: AT }), { etag: '"a"' })).toBe(false);
  });
  it('lets If-None-Match decide when both are sent', () => {
    expect(isNotModified(get({ ifNoneMatch: '"b"', ifModifiedSince: AFTER }), v)).toBe(false);
    expect(isNotModified(get({ ifNoneMatch: '"a"', ifModifiedSince: BEFORE }), v)).toBe(true);
  });
  it('holds for GET and HEAD only', () => {
    expect(isNotModified(get({ method: 'HEAD', ifNoneMatch: '"a"' }), v)).toBe(true);
    expect(isNotModified(get({ method: 'POST', ifNoneMatch: '"a"' }), v)).toBe(false);
  });
});

describe('ifRangeHolds', () => {
  const v = { etag: '"a"', lastModified: MODIFIED };
  it('holds without If-Range, with the same strong tag, or the exact date', () => {
    expect(ifRangeHolds(undefined, v)).toBe(true);
    expect(ifRangeHolds('"a"', v)).toBe(true);
    expect(ifRangeHolds(AT, v)).toBe(true);
  });
  it('fails on another tag, a weak tag, another date or nonsense', () => {
    expect(ifRangeHolds('"b"', v)).toBe(false);
    expect(ifRangeHolds('W/"a"', v)).toBe(false);
    expect(ifRangeHolds('"a"', { etag: 'W/"a"' })).toBe(false);
    expect(ifRangeHolds(BEFORE, v)).toBe(false);
    expect(ifRangeHolds(AFTER, v)).toBe(false);
    expect(ifRangeHolds('x', v)).toBe(false);
  });
});
