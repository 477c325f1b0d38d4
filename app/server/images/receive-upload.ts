import busboy from 'busboy';
import { untilParsed } from './until-parsed.ts';

export interface ReceivedFile {
  bytes: Buffer;
  /** What the browser said; informational only: the bytes decide what the file is. */
  declaredType: string;
}

export type ReceiveFailure =
  | 'not-multipart'
  | 'too-large'
  | 'too-many-files'
  | 'malformed'
  /** The client went away before the body was complete. */
  | 'aborted';

export type ReceiveResult =
  { ok: true; files: ReceivedFile[] } | { ok: false; reason: ReceiveFailure };

export interface ReceiveOptions {
  maxFileBytes: number;
  maxFiles: number;
}

/** Room for the multipart boundaries and part headers around the file bytes. */
const ENVELOPE_BYTES = 64 * 1024;

/**
 * Reads a multipart body as it streams in, keeping at most `maxFileBytes` of each file in
 * memory. It stops reading the moment a file goes over the limit, and never looks at the
 * client's file name. Nothing is stored here: callers store only complete, checked files, so
 * an upload cut off half-way leaves nothing behind.
 */
export async function receiveUpload(
  headers: Headers,
  body: ReadableStream<Uint8Array> | null,
  options: ReceiveOptions,
): Promise<ReceiveResult> {
  const contentType = headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(contentType) || !body) {
    return { ok: false, reason: 'not-multipart' };
  }
  const declared = Number(headers.get('content-length') ?? NaN);
  if (declared > options.maxFiles * options.maxFileBytes + ENVELOPE_BYTES) {
    return { ok: false, reason: 'too-large' };
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        fileSize: options.maxFileBytes,
        files: options.maxFiles,
        fields: 20,
        fieldSize: 8 * 1024,
        parts: options.maxFiles + 20,
        headerPairs: 20,
      },
    });
  } catch {
    return { ok: false, reason: 'malformed' };
  }

  const files: ReceivedFile[] = [];
  let failure: ReceiveFailure | undefined;
  const fail = (reason: ReceiveFailure) => {
    failure ??= reason;
  };
  parser.on('file', (_field, stream, info) => {
    const file = boundedBuffer(
      Number.isFinite(declared) && declared > 0 ? declared : undefined,
      options.maxFileBytes,
    );
    stream.on('data', (chunk: Buffer) => {
      if (!failure) file.append(chunk);
    });
    // Destroying the parser mid-file errors the file stream: expected, handled, not a crash.
    stream.on('error', () => fail('aborted'));
    stream.on('limit', () => {
      fail('too-large');
      file.clear();
    });
    stream.on('end', () => {
      if (!failure && !stream.truncated) {
        files.push({ bytes: file.bytes(), declaredType: info.mimeType });
      }
    });
  });
  const finished = untilParsed(parser, fail);

  const reader = body.getReader();
  try {
    while (!failure) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!parser.write(value)) {
        await new Promise<void>((resolve) => parser.once('drain', resolve));
      }
    }
  } catch {
    fail('aborted');
  }
  if (failure) {
    // Stop pulling; the host discards whatever the client still sends after our answer.
    reader.cancel().catch(() => undefined);
    parser.destroy();
    return { ok: false, reason: failure };
  }
  parser.end();
  await finished;
  return failure ? { ok: false, reason: failure } : { ok: true, files };
}

/**
 * One file's bytes in a single buffer that grows (doubling) up to `max`, sized from the
 * request's Content-Length when it has one. Keeping the stream's chunks and joining them at
 * the end would hold each upload twice at that moment (issue 19: memory under a burst).
 */
function boundedBuffer(expected: number | undefined, max: number) {
  let buffer = Buffer.allocUnsafe(Math.min(expected ?? 256 * 1024, max));
  let length = 0;
  return {
    append(chunk: Buffer) {
      // busboy stops at `max` (the `limit` event); never grow past it here either.
      const needed = Math.min(length + chunk.length, max);
      if (needed > buffer.length) {
        const grown = Buffer.allocUnsafe(Math.min(Math.max(needed, buffer.length * 2), max));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      length += chunk.copy(buffer, length, 0, needed - length);
    },
    clear() {
      buffer = Buffer.alloc(0);
      length = 0;
    },
    bytes(): Buffer {
      return buffer.subarray(0, length);
    },
  };
}
