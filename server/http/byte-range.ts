import { ifRangeHolds, type RequestConditions, type Validators } from './conditional.ts';

export type RangeAnswer =
  { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const WHOLE: RangeAnswer = { kind: 'whole' };

/**
 * What a GET with `Range` gets (RFC 9110 §14.2): one satisfiable byte range → 206 with it;
 * one range past the end → 416. Everything else is sent whole with 200, as §14.2 allows a
 * server to ignore Range: a stale If-Range (§13.1.5), several ranges (no multipart/byteranges
 * here: nothing the site serves is read in pieces by a browser, and a whole file is always a
 * correct answer), another unit, or a malformed value.
 */
export function chooseRange(c: RequestConditions, size: number, v: Validators): RangeAnswer {
  if (c.method !== 'GET' || c.range === undefined) return WHOLE;
  if (!ifRangeHolds(c.ifRange, v)) return WHOLE;
  const match = /^bytes=([^,]*)$/i.exec(c.range.trim());
  if (!match) return WHOLE;
  const spec = /^(\d*)-(\d*)$/.exec(match[1]!.trim());
  if (!spec || (spec[1] === '' && spec[2] === '')) return WHOLE;
  const [, first, last] = spec;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return WHOLE;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
