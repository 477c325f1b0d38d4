/**
 * Responsive variants: what the first request for `?w=640` costs (decode, resize, encode,
 * store) and what every later one costs (a database read), for a 4000x3000 camera JPEG,
 * in AVIF and WebP, on SQLite and (when reachable) PostgreSQL.
 *
 *   node bench/image-variants.ts          # prints a table, writes bench/results/image-variants.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkPostgres } from '../tests/support/postgres.ts';
import { cameraJpeg } from '../tests/support/images.ts';
import { startServer, type DialectName } from '../tests/support/server.ts';

const CACHED_RUNS = 20;

interface Row {
  dialect: DialectName;
  format: 'avif' | 'webp';
  firstMs: number;
  firstCache: string | null;
  bytes: number;
  cachedMedianMs: number;
  cachedCache: string | null;
}

async function timed(url: string, accept: string) {
  const started = performance.now();
  const res = await fetch(url, { headers: { Accept: accept } });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    ms: performance.now() - started,
    bytes: body.length,
    type: res.headers.get('content-type'),
    cache: res.headers.get('x-variant-cache'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const photo = await cameraJpeg(4000, 3000);
const dialects: DialectName[] = (await checkPostgres()) ? ['sqlite', 'postgres'] : ['sqlite'];
const rows: Row[] = [];
let stored = { bytes: 0, width: 0, height: 0 };

for (const dialect of dialects) {
  const server = await startServer({ dialect });
  try {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'camera.jpg');
    const started = performance.now();
    const res = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form });
    const uploaded = (await res.json()) as {
      path: string;
      byteSize: number;
      width: number;
      height: number;
    };
    console.log(
      `${dialect}: upload of ${(photo.length / 1e6).toFixed(2)} MB 4000x3000 JPEG -> ${uploaded.width}x${uploaded.height}, ` +
        `${(uploaded.byteSize / 1e6).toFixed(2)} MB stored in ${(performance.now() - started).toFixed(0)} ms`,
    );
    stored = { bytes: uploaded.byteSize, width: uploaded.width, height: uploaded.height };
    for (const format of ['avif', 'webp'] as const) {
      const url = `${server.url}${uploaded.path}?w=640`;
      const accept = format === 'avif' ? 'image/avif,image/webp,*/*' : 'image/webp,*/*';
      const first = await timed(url, accept);
      if (first.type !== `image/${format}`)
        throw new Error(`expected image/${format}, got ${first.type}`);
      const cached: number[] = [];
      let last = first;
      for (let i = 0; i < CACHED_RUNS; i++) {
        last = await timed(url, accept);
        cached.push(last.ms);
      }
      rows.push({
        dialect,
        format,
        firstMs: Math.round(first.ms),
        firstCache: first.cache,
        bytes: first.bytes,
        cachedMedianMs: Math.round(median(cached) * 10) / 10,
        cachedCache: last.cache,
      });
    }
  } finally {
    await server.dispose();
  }
}

console.table(rows);
const out = path.resolve(import.meta.dirname, 'results');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(
  path.join(out, 'image-variants.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      source: { bytes: photo.length, width: 4000, height: 3000 },
      stored,
      rows,
    },
    null,
    2,
  ),
);
