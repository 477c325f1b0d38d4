import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { limits } from '#app/lib/limits.ts';
import { untilParsed } from '../images/until-parsed.ts';

import { PHOTO_INPUT_NAME as PHOTO_FIELD } from '#app/lib/lead-photo-fields.ts';

/** One photo of the form, received onto disk (or left out unread: over the size limit). */
export interface ReceivedPhoto {
  /** Its bytes on disk; null when over the size limit or read without a folder (dropped). */
  file: string | null;
  tooLarge: boolean;
  /** The visitor's file name, cut to what a message can show; null without one. */
  name: string | null;
}

export type QuoteFormBody =
  | { ok: true; fields: URLSearchParams; photos: ReceivedPhoto[] }
  | {
      ok: false;
      reason: 'too-large' | 'too-many-files' | 'malformed';
      /** The text fields read before the refusal (they come first): put back in the form. */
      fields: URLSearchParams;
    };

/** Room for the text fields, boundaries and part headers around the photos. */
const ENVELOPE_BYTES = limits.lead.maxBodyBytes;
/** A file name longer than this is cut in the message that names it. */
const NAME_MAX = 60;

/**
 * Reads the quote form posted as multipart (no JavaScript, with photos): the text fields and
 * up to 5 photos of at most 10 MB each. Each photo streams to a file in `dir` as it arrives
 * (issue 27: twenty such posts held in memory took the server past 1 GB); with `dir` null the
 * photos are read and dropped (a sender already over its limit still gets its text back). A
 * photo over the size limit is left out, not the form (the caller names it); the body over its
 * cap, or more than 5 photos, refuses the form. The empty part a browser sends for a file input
 * left empty is skipped.
 */
export async function readQuoteFormMultipart(
  request: Request,
  dir: string | null,
): Promise<QuoteFormBody> {
  const contentType = request.headers.get('content-type') ?? '';
  const maxFiles = limits.leadPhotos.maxPerLead;
  const maxFileBytes = limits.upload.maxFileBytes;
  const declared = Number(request.headers.get('content-length') ?? NaN);
  // Every part may be up to a byte over the limit (that is how an oversized one is told).
  const maxBodyBytes = (maxFiles + 1) * (maxFileBytes + 1) + ENVELOPE_BYTES;
  if (declared > maxBodyBytes) {
    return { ok: false, reason: 'too-large', fields: new URLSearchParams() };
  }
  if (!request.body) return { ok: false, reason: 'malformed', fields: new URLSearchParams() };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        fileSize: maxFileBytes,
        // An empty file input is a part too; over the count is refused below.
        files: maxFiles + 1,
        fields: 30,
        fieldSize: 16 * 1024,
        parts: maxFiles + 31,
        headerPairs: 20,
      },
    });
  } catch {
    return { ok: false, reason: 'malformed', fields: new URLSearchParams() };
  }

  const fields = new URLSearchParams();
  // By their place in the form: a photo's file may be finished after the next one's.
  const received: (ReceivedPhoto | undefined)[] = [];
  const writes: Promise<void>[] = [];
  let parts = 0;
  let failure: 'too-large' | 'too-many-files' | 'malformed' | undefined;
  const fail = (reason: NonNullable<typeof failure>) => {
    failure ??= reason;
  };
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) fail('too-large');
    else fields.append(name, value);
  });
  parser.on('fieldsLimit', () => fail('malformed'));
  parser.on('file', (name, stream, info) => {
    if (failure || name !== PHOTO_FIELD) {
      stream.resume();
      return;
    }
    const index = parts++;
    const file = dir === null ? null : path.join(dir, String(index));
    const out = file === null ? new Dropped() : createWriteStream(file);
    writes.push(
      pipeline(stream, out).then(
        async () => {
          const empty = out.bytesWritten === 0;
          const kept = file !== null && !stream.truncated && !empty;
          if (file !== null && !kept) await rm(file, { force: true });
          if (!empty) {
            received[index] = {
              file: kept ? file : null,
              tooLarge: stream.truncated === true,
              name: shownName(info.filename),
            };
          }
        },
        () => fail('malformed'),
      ),
    );
  });
  const finished = untilParsed(parser, fail);

  const reader = request.body.getReader();
  let bytes = 0;
  let complete = false;
  try {
    while (!failure) {
      const { done, value } = await reader.read();
      if (done) {
        complete = true;
        break;
      }
      bytes += value.byteLength;
      if (bytes > maxBodyBytes) fail('too-large');
      else if (!parser.write(value)) {
        await new Promise<void>((resolve) => parser.once('drain', resolve));
      }
    }
    // A browser without JavaScript reads the answer only once it has sent the whole body:
    // the rest is read and dropped (up to the cap) so the visitor sees the message, not a
    // reset connection.
    while (failure && failure !== 'malformed' && !complete && bytes <= maxBodyBytes) {
      const { done, value } = await reader.read();
      if (done) complete = true;
      else bytes += value.byteLength;
    }
  } catch {
    fail('malformed');
  }
  if (failure) {
    if (!complete) reader.cancel().catch(() => undefined);
    parser.destroy();
    await Promise.allSettled(writes);
    return { ok: false, reason: failure, fields };
  }
  parser.end();
  await finished;
  await Promise.all(writes);
  const photos = received.filter((photo) => photo !== undefined);
  if (photos.length > maxFiles) fail('too-many-files');
  return failure ? { ok: false, reason: failure, fields } : { ok: true, fields, photos };
}

/** A sink for photos read only to reach the text after them. */
class Dropped extends Writable {
  bytesWritten = 0;
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    this.bytesWritten += chunk.length;
    done();
  }
}

/** The file name as the visitor's device showed it: no folders, no control characters, cut. */
function shownName(filename: string | undefined): string | null {
  const base = (filename ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\p{Cc}/gu, '');
  const trimmed = base.trim();
  if (!trimmed) return null;
  return trimmed.length > NAME_MAX ? `${trimmed.slice(0, NAME_MAX - 1)}…` : trimmed;
}
