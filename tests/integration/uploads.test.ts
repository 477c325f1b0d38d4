import net from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specPlaceholderKeys } from '#app/content/index.ts';
import { messages } from '#app/lib/messages.ts';
import { postIntent } from '../support/admin-intent.ts';
import { dialects } from '../support/dialects.ts';
import {
  htmlPayload,
  jpegWithGps,
  jpegWithHtml,
  png,
  pngBomb,
  solidJpeg,
  svgWithScript,
  textFile,
  twelveMegabytes,
  webp,
} from '../support/images.ts';
import { keptConnection } from '../support/http-client.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { margins, quietFor } from '../support/waits.ts';

interface UploadAnswer {
  status: number;
  body: { name?: string; path?: string; url?: string; contentType?: string; error?: string };
}

async function upload(
  server: TestServer,
  bytes: Uint8Array,
  filename: string,
  type: string,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  // As a browser sends it: on a kept connection (an oversized file is refused before it is read).
  const res = await fetch(`${server.url}/api/uploads`, {
    method: 'POST',
    body: form,
    dispatcher: keptConnection(),
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as UploadAnswer['body'] };
}

async function storedCount(server: TestServer): Promise<number> {
  const [row] = await server.query<{ n: number | string }>(
    'select count(*) as n from uploaded_images',
  );
  return Number(row?.n);
}

/** A multipart body written by hand, for requests fetch() cannot make (no length, cut off). */
function multipartHead(boundary: string, filename: string, type: string): Buffer {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
}

describe.each(await dialects())('photo uploads on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(() => {
    if (process.env.DEBUG_SERVER) console.log(server?.output());
    return server?.dispose();
  });

  it('stores a phone JPEG upright with its GPS and every other metadata removed', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { status, body } = await upload(server, original, 'IMG_0001.jpg', 'image/jpeg');
    expect(status).toBe(201);
    expect(body.name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(body.path).toBe(`/uploads/${body.name}`);
    expect(body.contentType).toBe('image/jpeg');

    const res = await fetch(`${server.url}${body.path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const stored = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 was applied: the 1200x800 landscape buffer is a portrait photo.
    expect([meta.width, meta.height]).toEqual([800, 1200]);
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);
    expect(stored.includes(Buffer.from('TestPhone'))).toBe(false);

    const [row] = await server.query<{ sha256: string; byte_size: number; width: number }>(
      'select sha256, byte_size, width from uploaded_images where name = ?',
      [body.name],
    );
    expect(Number(row?.byte_size)).toBe(stored.length);
    expect(Number(row?.width)).toBe(800);
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores PNG and WebP as what they are, whatever the declared type or file name', async () => {
    const a = await upload(server, await png(), 'drawing.png', 'image/png');
    expect(a.status).toBe(201);
    expect(a.body.name).toMatch(/\.png$/);
    const b = await upload(server, await webp(), 'photo.jpg', 'application/octet-stream');
    expect(b.status).toBe(201);
    expect(b.body.name).toMatch(/\.webp$/);
    const res = await fetch(`${server.url}${b.body.path}`);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('stores the same photo once', async () => {
    const photo = await solidJpeg('#4477aa');
    const before = await storedCount(server);
    const first = await upload(server, photo, 'a.jpg', 'image/jpeg');
    const second = await upload(server, photo, 'b.jpg', 'image/jpeg');
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.name).toBe(first.body.name);
    expect(await storedCount(server)).toBe(before + 1);
  });

  it('accepts a JPEG with HTML appended, re-encoded so the HTML is gone', async () => {
    const polyglot = await jpegWithHtml();
    const { status, body } = await upload(server, polyglot, 'x.jpg', 'image/jpeg');
    expect(status).toBe(201);
    const stored = Buffer.from(await (await fetch(`${server.url}${body.path}`)).arrayBuffer());
    expect(stored.includes(Buffer.from('<script'))).toBe(false);
    expect(stored.includes(Buffer.from(htmlPayload.slice(0, 12)))).toBe(false);
  });

  it.each([
    [
      'a text file named .jpg',
      () => textFile,
      'notes.jpg',
      'image/jpeg',
      415,
      messages.upload.notImage,
    ],
    [
      'an SVG with a script',
      () => svgWithScript,
      'logo.svg',
      'image/svg+xml',
      415,
      messages.upload.notImage,
    ],
    [
      'an SVG renamed .png',
      () => svgWithScript,
      'logo.png',
      'image/png',
      415,
      messages.upload.notImage,
    ],
    [
      'an HTML page',
      () => Buffer.from(htmlPayload),
      'a.html',
      'text/html',
      415,
      messages.upload.notImage,
    ],
    [
      'a PDF',
      () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      'a.pdf',
      'application/pdf',
      415,
      messages.upload.notImage,
    ],
    [
      'a 20000x20000 PNG bomb',
      () => pngBomb(),
      'bomb.png',
      'image/png',
      413,
      messages.upload.tooLarge,
    ],
    [
      'a 12 MB file',
      () => twelveMegabytes(),
      'big.jpg',
      'image/jpeg',
      413,
      messages.upload.tooLarge,
    ],
  ])(
    'refuses %s with the spec message and stores nothing',
    async (_name, make, filename, type, status, error) => {
      const before = await storedCount(server);
      const answer = await upload(server, make(), filename, type);
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ error });
      expect(await storedCount(server)).toBe(before);
    },
  );

  it('stops reading a body without a length at 10 MB (413) and stores nothing', async () => {
    const before = await storedCount(server);
    const boundary = 'x-boundary-413';
    const head = multipartHead(boundary, 'big.jpg', 'image/jpeg');
    const chunk = Buffer.alloc(1024 * 1024, 0xab);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        // An endless stream: only the server's limit ends this request.
        sent += chunk.length;
        if (sent > 64 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
      dispatcher: keptConnection(),
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: messages.upload.tooLarge });
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    expect(await storedCount(server)).toBe(before);
  });

  it('refuses a request with no file', async () => {
    const res = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: new FormData() });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: messages.upload.noFiles });
  });

  it('leaves nothing stored when the client goes away half-way', async () => {
    const before = await storedCount(server);
    const photo = await jpegWithGps(1600, 1200, 5);
    const boundary = 'x-boundary-cut';
    const head = multipartHead(boundary, 'cut.jpg', 'image/jpeg');
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = head.length + photo.length + tail.length;
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(server.port, '127.0.0.1', () => {
        socket.write(
          `POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
            `Content-Length: ${length}\r\n\r\n`,
        );
        socket.write(head);
        socket.write(photo.subarray(0, Math.floor(photo.length / 2)), () => {
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 200);
        });
      });
      socket.on('error', reject);
    });
    // The server has seen the cut by now (a local socket's close) and kept nothing.
    await quietFor(margins.lateMs);
    expect(await storedCount(server)).toBe(before);
    // The server is unharmed and the same photo, sent whole, is taken.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await upload(server, photo, 'whole.jpg', 'image/jpeg')).status).toBe(201);
  });

  it('takes 20 uploads at once, each stored whole under its own name', async () => {
    const before = await storedCount(server);
    const colors = Array.from(
      { length: 20 },
      (_, i) => `#${(0x102030 + i * 0x0a0b07).toString(16).slice(-6)}`,
    );
    const files = await Promise.all(colors.map((color) => solidJpeg(color, 640, 480)));
    const answers = await Promise.all(
      files.map((bytes, i) => upload(server, bytes, `burst-${i}.jpg`, 'image/jpeg')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const names = new Set(answers.map((a) => a.body.name));
    expect(names.size).toBe(20);
    expect(await storedCount(server)).toBe(before + 20);
    for (const answer of answers.slice(0, 3)) {
      const res = await fetch(`${server.url}${answer.body.path}`);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(640);
    }
  });

  it('serves the public address as an inert, immutable image with ETag revalidation', async () => {
    const { body } = await upload(server, await solidJpeg('#775533'), 'a.jpg', 'image/jpeg');
    const res = await fetch(`${server.url}${body.path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="${body.name}"`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await fetch(`${server.url}${body.path}`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);

    expect((await fetch(`${server.url}/uploads/../../etc/passwd`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/not-a-name.jpg`)).status).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000.jpg';
    expect((await fetch(`${server.url}/uploads/${missing}`)).status).toBe(404);
  });

  it('serves responsive widths in AVIF or WebP by Accept, made once then from the cache', async () => {
    const { body } = await upload(server, await jpegWithGps(2000, 1500, 9), 'w.jpg', 'image/jpeg');
    const url = `${server.url}${body.path}?w=640`;
    const avif1 = await fetch(url, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(avif1.status).toBe(200);
    expect(avif1.headers.get('content-type')).toBe('image/avif');
    expect(avif1.headers.get('vary')).toContain('Accept');
    expect(avif1.headers.get('x-variant-cache')).toBe('miss');
    const first = Buffer.from(await avif1.arrayBuffer());
    expect((await sharp(first).metadata()).width).toBe(640);
    const avif2 = await fetch(url, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(avif2.headers.get('x-variant-cache')).toBe('hit');
    expect(Buffer.from(await avif2.arrayBuffer()).equals(first)).toBe(true);

    const webpRes = await fetch(url, { headers: { Accept: 'image/webp,*/*' } });
    expect(webpRes.headers.get('content-type')).toBe('image/webp');
    const explicit = await fetch(`${url}&fm=webp`, { headers: { Accept: '*/*' } });
    expect(explicit.headers.get('content-type')).toBe('image/webp');
    expect(explicit.headers.get('x-variant-cache')).toBe('hit');
    const plain = await fetch(url, { headers: { Accept: '*/*' } });
    expect(plain.headers.get('content-type')).toBe('image/jpeg');

    const [row] = await server.query<{ n: number | string }>(
      'select count(*) as n from image_variants where name = ?',
      [body.name],
    );
    expect(Number(row?.n)).toBe(3);
    expect((await fetch(`${server.url}${body.path}?w=641`)).status).toBe(400);
    expect((await fetch(`${server.url}${body.path}?w=640&fm=gif`)).status).toBe(400);
  });

  it('lets anyone read the mappings, the spec keys first in order', async () => {
    const res = await fetch(`${server.url}/api/image-mappings`);
    expect(res.status).toBe(200);
    const { mappings } = (await res.json()) as {
      mappings: { placeholderKey: string; placeholderIndex: number; objectPath: string | null }[];
    };
    expect(mappings.slice(0, 15).map((m) => m.placeholderKey)).toEqual([...specPlaceholderKeys]);
    expect(mappings[0]).toMatchObject({ placeholderIndex: 1, objectPath: null });
  });

  it('refuses listing (401), deleting and mapping to anonymous clients', async () => {
    const { body } = await upload(server, await solidJpeg('#010203'), 'keep.jpg', 'image/jpeg');
    const list = await fetch(`${server.url}/api/uploads`);
    expect(list.status).toBe(401);
    expect(await list.json()).toEqual({ error: 'Unauthorized' });
    // The changes are the Images tab's intents (issue 38); without a session, the sign-in gate.
    const name = String(body.name);
    const changes: Record<string, string>[] = [
      { intent: 'delete', name },
      { intent: 'add', key: 'x.y' },
      { intent: 'assign', key: 'home.hero', objectPath: name },
      { intent: 'populate' },
    ];
    for (const fields of changes) {
      const answer = await postIntent(server, '', '/admin/images', fields);
      // Single fetch answers a redirect (to the sign-in gate) as data for the page to follow.
      expect([202, 204, 302], fields['intent']).toContain(answer.status);
    }
    expect((await fetch(`${server.url}${body.path}`)).status).toBe(200);
    const [hero] = await server.query<{ object_path: string | null }>(
      "select object_path from site_image_mappings where placeholder_key = 'home.hero'",
    );
    expect(hero?.object_path).toBeNull();
    const added = await server.query(
      "select placeholder_key from site_image_mappings where placeholder_key = 'x.y'",
    );
    expect(added).toEqual([]);
  });
});

describe('upload limits per visitor and for the whole store', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      env: { UPLOAD_RATE_LIMIT_PER_HOUR: '3', UPLOAD_QUOTA_MB: '1' },
    });
  });
  afterAll(() => server?.dispose());

  it('refuses a photo that would pass the storage quota, then rate limits the address', async () => {
    expect((await upload(server, await solidJpeg('#aa0000'), 'a.jpg', 'image/jpeg')).status).toBe(
      201,
    );
    const { noisyPng } = await import('../support/images.ts');
    const big = await upload(server, await noisyPng(800, 600), 'big.png', 'image/png');
    expect(big).toEqual({ status: 507, body: { error: messages.upload.storageFull } });
    expect((await upload(server, await solidJpeg('#00aa00'), 'b.jpg', 'image/jpeg')).status).toBe(
      201,
    );
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await solidJpeg('#0000aa'))], { type: 'image/jpeg' }),
      'c.jpg',
    );
    const limited = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: messages.upload.rateLimited });
    expect(await storedCount(server)).toBe(2);
  });
});

describe('an upload cut off by the server dying', () => {
  it('leaves nothing stored after a restart', async () => {
    const first = await startServer({ keepData: true });
    const boundary = 'x-boundary-kill';
    const head = multipartHead(boundary, 'kill.jpg', 'image/jpeg');
    const photo = await jpegWithGps(1600, 1200, 11);
    const socket = net.connect(first.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/uploads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${head.length + photo.length + 100}\r\n\r\n`,
    );
    socket.write(head);
    await new Promise<void>((resolve) =>
      socket.write(photo.subarray(0, photo.length / 2), () => resolve()),
    );
    // The half sent reaches the server and is being received when it dies.
    await quietFor(margins.lateMs);
    await first.stop('SIGKILL');
    socket.destroy();
    const second = await startServer({ dataDir: first.dataDir });
    try {
      expect(await storedCount(second)).toBe(0);
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    } finally {
      await second.dispose();
      const fs = await import('node:fs');
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
