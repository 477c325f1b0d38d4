import type { IncomingMessage } from 'node:http';
import { parseHttpDate } from '#app/lib/http-date.ts';

/** The request fields negotiation and conditional requests read, from either request shape. */
export interface RequestConditions {
  method: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  ifModifiedSince: string | undefined;
  range: string | undefined;
  ifRange: string | undefined;
}

/** What a response can be validated by: its entity tag and its modification time (epoch ms). */
export interface Validators {
  etag?: string | undefined;
  lastModified?: number | undefined;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

export function conditionsOfNode(req: IncomingMessage): RequestConditions {
  const h = req.headers;
  return {
    method: req.method ?? 'GET',
    acceptEncoding: single(h['accept-encoding']),
    ifNoneMatch: single(h['if-none-match']),
    ifModifiedSince: single(h['if-modified-since']),
    range: single(h.range),
    ifRange: single(h['if-range']),
  };
}

export function conditionsOfFetch(request: Request): RequestConditions {
  const h = request.headers;
  const get = (name: string) => h.get(name) ?? undefined;
  return {
    method: request.method,
    acceptEncoding: get('accept-encoding'),
    ifNoneMatch: get('if-none-match'),
    ifModifiedSince: get('if-modified-since'),
    range: get('range'),
    ifRange: get('if-range'),
  };
}

const isWeak = (tag: string) => tag.startsWith('W/');

/** If-None-Match against an ETag, with the weak comparison GET and HEAD use (RFC 9110 §8.8.3.2). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = isWeak(etag) ? etag.slice(2) : etag;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return (isWeak(tag) ? tag.slice(2) : tag) === bare;
  });
}

/** HTTP-dates have whole seconds: compare modification times at that resolution. */
const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * Whether a GET or HEAD can be answered 304 (RFC 9110 §13.2.2): If-None-Match when present
 * (weak comparison), and only without it If-Modified-Since against Last-Modified. An
 * unreadable date is ignored, as the RFC asks. (If-Match and If-Unmodified-Since guard state
 * changes; nothing the host serves this way changes on a request.)
 */
export function isNotModified(c: RequestConditions, v: Validators): boolean {
  if (c.method !== 'GET' && c.method !== 'HEAD') return false;
  if (c.ifNoneMatch !== undefined) return !!v.etag && etagMatches(c.ifNoneMatch, v.etag);
  if (c.ifModifiedSince === undefined || v.lastModified === undefined) return false;
  const date = parseHttpDate(c.ifModifiedSince);
  return date !== undefined && seconds(v.lastModified) <= seconds(date);
}

/**
 * Whether a Range request's If-Range still holds (RFC 9110 §13.1.5): an entity-tag must be
 * strong and equal the current one; a date must equal Last-Modified exactly. Anything else
 * (weak tag, other date, unreadable value) means the client's copy is stale: send it all.
 */
export function ifRangeHolds(ifRange: string | undefined, v: Validators): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || isWeak(value)) {
    return !!v.etag && !isWeak(value) && !isWeak(v.etag) && value === v.etag;
  }
  const date = parseHttpDate(value);
  return (
    date !== undefined && v.lastModified !== undefined && seconds(v.lastModified) === seconds(date)
  );
}
