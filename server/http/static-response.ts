import { formatHttpDate } from '#app/lib/http-date.ts';
import { chooseEncoding, CODINGS, type Coding, type Encoding } from './accept-encoding.ts';
import { chooseRange } from './byte-range.ts';
import { isNotModified, type RequestConditions } from './conditional.ts';

/** A file the host serves as it is, with the coded copies made at build time. */
export interface StaticFile {
  /** Bytes of each stored copy; `identity` is the file itself. */
  sizes: Partial<Record<Coding, number>> & { identity: number };
  /** Modification time of the file (epoch ms). */
  modifiedMs: number;
  contentType: string;
  cacheControl: string;
}

export type StaticAnswer =
  | { status: 200; encoding: Encoding; headers: Array<[string, string]>; sendBody: boolean }
  | {
      status: 206;
      encoding: Encoding;
      headers: Array<[string, string]>;
      start: number;
      end: number;
    }
  | { status: 304 | 416; headers: Array<[string, string]> };

/**
 * A strong ETag per stored copy: a range of the brotli bytes is not a range of the gzip ones,
 * so each coding needs its own tag (RFC 9110 §8.8.3).
 */
export function staticEtag(file: Pick<StaticFile, 'sizes' | 'modifiedMs'>, encoding: Encoding) {
  const base = `${file.sizes.identity.toString(16)}-${Math.floor(file.modifiedMs).toString(16)}`;
  return `"${base}${encoding === 'identity' ? '' : `-${encoding}`}"`;
}

/**
 * The whole HTTP answer to a GET or HEAD of a static file, for the in-memory build assets and
 * the files on disk alike: content coding, preconditions (ETag and Last-Modified; a 304 keeps
 * the 200's Cache-Control, ETag and Vary), then Range with If-Range. The caller only writes
 * the bytes the answer names.
 */
export function answerStatic(c: RequestConditions, file: StaticFile): StaticAnswer {
  const offered = CODINGS.filter((coding) => file.sizes[coding] !== undefined);
  const encoding = chooseEncoding(c.acceptEncoding, offered);
  const etag = staticEtag(file, encoding);
  const validators = { etag, lastModified: file.modifiedMs };
  const metadata: Array<[string, string]> = [
    ['cache-control', file.cacheControl],
    ['etag', etag],
    ['last-modified', formatHttpDate(file.modifiedMs)],
  ];
  if (offered.length > 0) metadata.push(['vary', 'Accept-Encoding']);

  if (isNotModified(c, validators)) return { status: 304, headers: metadata };

  const size = file.sizes[encoding]!;
  const range = chooseRange(c, size, validators);
  if (range.kind === 'unsatisfiable') {
    return {
      status: 416,
      headers: [...metadata, ['content-range', `bytes */${size}`], ['content-length', '0']],
    };
  }
  const representation: Array<[string, string]> = [
    ['content-type', file.contentType],
    ...metadata,
    ['accept-ranges', 'bytes'],
  ];
  if (encoding !== 'identity') representation.push(['content-encoding', encoding]);
  if (range.kind === 'partial') {
    const { start, end } = range;
    representation.push(
      ['content-range', `bytes ${start}-${end}/${size}`],
      ['content-length', String(end - start + 1)],
    );
    return { status: 206, encoding, headers: representation, start, end };
  }
  representation.push(['content-length', String(size)]);
  return { status: 200, encoding, headers: representation, sendBody: c.method !== 'HEAD' };
}
