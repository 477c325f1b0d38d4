import { describe, expect, it } from 'vitest';
import type { RequestConditions } from './conditional.ts';
import { answerStatic, staticEtag, type StaticFile } from './static-response.ts';

const file: StaticFile = {
  sizes: { identity: 1000, br: 300, gzip: 400 },
  modifiedMs: Date.UTC(2026, 10, 27, 15, 19, 3, 500),
  contentType: 'text/javascript; charset=utf-8',
  cacheControl: 'no-cache',
};
const LAST_MODIFIED = 'Fri, 27 Nov 2026 15:19:03 GMT';

function request(fields: Partial<RequestConditions>): RequestConditions {
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

const header = (headers: Array<[string, string]>, name: string) =>
  headers.find(([n]) => n === name)?.[1];

describe('answerStatic', () => {
  it('sends the coded copy the client prefers, each with its own strong ETag', () => {
    const br = answerStatic(request({ acceptEncoding: 'gzip, br' }), file);
    const gz = answerStatic(request({ acceptEncoding: 'br;q=0.5, gzip' }), file);
    const plain = answerStatic(request({ acceptEncoding: 'br;q=0, gzip;q=0' }), file);
    expect([br, gz, plain].map((a) => (a.status === 200 ? a.encoding : a.status))).toEqual([
      'br',
      'gzip',
      'identity',
    ]);
    expect(header(br.headers, 'content-encoding')).toBe('br');
    expect(header(br.headers, 'content-length')).toBe('300');
    expect(header(plain.headers, 'content-encoding')).toBeUndefined();
    expect(header(plain.headers, 'content-length')).toBe('1000');
    const tags = [br, gz, plain].map((a) => header(a.headers, 'etag'));
    expect(new Set(tags).size).toBe(3);
    for (const a of [br, gz, plain]) {
      expect(header(a.headers, 'vary')).toBe('Accept-Encoding');
      expect(header(a.headers, 'last-modified')).toBe(LAST_MODIFIED);
      expect(header(a.headers, 'accept-ranges')).toBe('bytes');
    }
  });

  it('answers 304 with the 200s Cache-Control, ETag and Vary', () => {
    const etag = staticEtag(file, 'br');
    for (const fields of [
      { ifNoneMatch: etag },
      { ifModifiedSince: LAST_MODIFIED },
      { ifModifiedSince: LAST_MODIFIED, method: 'HEAD' },
    ]) {
      const answer = answerStatic(request({ acceptEncoding: 'br', ...fields }), file);
      expect(answer.status).toBe(304);
      expect(Object.fromEntries(answer.headers)).toEqual({
        'cache-control': 'no-cache',
        etag,
        'last-modified': LAST_MODIFIED,
        vary: 'Accept-Encoding',
      });
    }
    // If-None-Match wins over a date that would have matched.
    const changed = answerStatic(
      request({ ifNoneMatch: '"old"', ifModifiedSince: LAST_MODIFIED }),
      file,
    );
    expect(changed.status).toBe(200);
  });

  it('serves one range of the chosen copy, or all of it when If-Range is stale', () => {
    const etag = staticEtag(file, 'identity');
    const part = answerStatic(request({ range: 'bytes=10-19', ifRange: etag }), file);
    expect(part).toMatchObject({ status: 206, encoding: 'identity', start: 10, end: 19 });
    expect(header(part.headers, 'content-range')).toBe('bytes 10-19/1000');
    expect(header(part.headers, 'content-length')).toBe('10');
    const brPart = answerStatic(request({ range: 'bytes=-10', acceptEncoding: 'br' }), file);
    expect(header(brPart.headers, 'content-range')).toBe('bytes 290-299/300');
    const stale = answerStatic(request({ range: 'bytes=10-19', ifRange: '"old"' }), file);
    expect(stale).toMatchObject({ status: 200, sendBody: true });
    const past = answerStatic(request({ range: 'bytes=5000-' }), file);
    expect(past.status).toBe(416);
    expect(header(past.headers, 'content-range')).toBe('bytes */1000');
  });

  it('gives HEAD the GETs headers without a body, and no Vary to a file without copies', () => {
    const head = answerStatic(request({ method: 'HEAD', acceptEncoding: 'br' }), file);
    expect(head).toMatchObject({ status: 200, encoding: 'br', sendBody: false });
    const small = answerStatic(request({ acceptEncoding: 'br' }), {
      ...file,
      sizes: { identity: 10 },
    });
    expect(small).toMatchObject({ status: 200, encoding: 'identity' });
    expect(header(small.headers, 'vary')).toBeUndefined();
  });
});
