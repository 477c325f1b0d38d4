import busboy from 'busboy';
import { limits } from '#app/lib/limits.ts';
import { untilParsed } from '../images/until-parsed.ts';

import { PHOTO_INPUT_NAME as PHOTO_FIELD } from '#app/lib/lead-photo-fields.ts';

export type QuoteFormBody =
  | { ok: true; fields: URLSearchParams; photos: Buffer[] }
  | {
      ok: false;
      reason: 'too-large' | 'too-many-files' | 'malformed';
      /** The text fields read before the refusal (they come first): put back in the form. */
      fields: URLSearchParams;
    };

/** Room for the text fields, boundaries and part headers around the photos. */
const ENVELOPE_BYTES = limits.lead.maxBodyBytes;

/**
 * Reads the quote form posted as multipart (no JavaScript, with photos): the text fields and
 * up to 5 photos of at most 10 MB each. It stops at the first file over the limit (nothing is
 * kept or stored), ignores the visitor's file names, and skips the empty part a browser sends
 * for a file input left empty.
 */
export async function readQuoteFormMultipart(request: Request): Promise<QuoteFormBody> {
  const contentType = request.headers.get('content-type') ?? '';
  const maxFiles = limits.leadPhotos.maxPerLead;
  const maxFileBytes = limits.upload.maxFileBytes;
  const declared = Number(request.headers.get('content-length') ?? NaN);
  const maxBodyBytes = maxFiles * maxFileBytes + ENVELOPE_BYTES;
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
  const photos: Buffer[] = [];
  let failure: 'too-large' | 'too-many-files' | 'malformed' | undefined;
  const fail = (reason: NonNullable<typeof failure>) => {
    failure ??= reason;
  };
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) fail('too-large');
    else fields.append(name, value);
  });
  parser.on('fieldsLimit', () => fail('malformed'));
  parser.on('file', (name, stream) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (!failure && name === PHOTO_FIELD) chunks.push(chunk);
    });
    stream.on('error', () => fail('malformed'));
    stream.on('limit', () => {
      fail('too-large');
      chunks.length = 0;
    });
    stream.on('end', () => {
      if (failure || stream.truncated || name !== PHOTO_FIELD || size === 0) return;
      if (photos.length >= maxFiles) fail('too-many-files');
      else photos.push(Buffer.concat(chunks));
    });
  });
  const finished = untilParsed(parser, fail);

  const reader = request.body.getReader();
  let received = 0;
  let complete = false;
  try {
    while (!failure) {
      const { done, value } = await reader.read();
      if (done) {
        complete = true;
        break;
      }
      received += value.byteLength;
      if (!parser.write(value)) {
        await new Promise<void>((resolve) => parser.once('drain', resolve));
      }
    }
    // A browser without JavaScript reads the answer only once it has sent the whole body:
    // the rest is read and dropped (up to the cap) so the visitor sees the message, not a
    // reset connection.
    while (failure && failure !== 'malformed' && !complete && received <= maxBodyBytes) {
      const { done, value } = await reader.read();
      if (done) complete = true;
      else received += value.byteLength;
    }
  } catch {
    fail('malformed');
  }
  if (failure) {
    if (!complete) reader.cancel().catch(() => undefined);
    parser.destroy();
    return { ok: false, reason: failure, fields };
  }
  parser.end();
  await finished;
  return failure ? { ok: false, reason: failure, fields } : { ok: true, fields, photos };
}
