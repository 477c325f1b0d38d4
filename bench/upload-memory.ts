/**
 * Issue 19, finding 4: the server's memory under a burst of large uploads. 100 concurrent
 * 9.9 MB JPEG uploads from 20 client addresses (TRUST_PROXY=1, X-Forwarded-For), against the
 * real built server; its resident memory (VmRSS of the process) is sampled every 20 ms.
 * Target: peak under 500 MB, every answer 201, 429 or 503 (with Retry-After).
 *
 *   node bench/upload-memory.ts            (UPLOAD_BENCH_UPLOADS, UPLOAD_BENCH_ADDRESSES)
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { startServer } from '../tests/support/server.ts';
import { noiseJpegs } from './lib/noise-jpegs.ts';

const UPLOADS = Number(process.env.UPLOAD_BENCH_UPLOADS ?? 100);
const ADDRESSES = Number(process.env.UPLOAD_BENCH_ADDRESSES ?? 20);
const TARGET_BYTES = 9.9 * 1000 * 1000;
const LIMIT_MB = 500;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function main(): Promise<void> {
  process.stdout.write(`making ${UPLOADS} distinct JPEGs of ~9.9 MB... `);
  const images = await noiseJpegs(UPLOADS, TARGET_BYTES);
  const sizes = images.map((image) => image.length);
  console.info(
    `${(Math.min(...sizes) / 1e6).toFixed(2)}-${(Math.max(...sizes) / 1e6).toFixed(2)} MB`,
  );

  const server = await startServer({
    env: { TRUST_PROXY: '1', UPLOAD_RATE_LIMIT_PER_HOUR: '1000', UPLOAD_QUOTA_MB: '8192' },
  });
  const pid = server.process.pid!;
  try {
    // Warm up: one upload, so the image pipeline is loaded before the baseline is taken.
    const warm = new FormData();
    warm.append(
      'file',
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
              .jpeg()
              .toBuffer(),
          ),
        ],
        { type: 'image/jpeg' },
      ),
      'w.jpg',
    );
    await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      body: warm,
      headers: { 'X-Forwarded-For': '192.0.2.250' },
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const baseline = rssMb(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 20);

    const started = performance.now();
    const answers = await Promise.all(
      images.map(async (image, i) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `p${i}.jpg`);
        try {
          const res = await fetch(`${server.url}/api/uploads`, {
            method: 'POST',
            body: form,
            headers: { 'X-Forwarded-For': `198.51.100.${(i % ADDRESSES) + 1}` },
          });
          await res.arrayBuffer();
          return { status: res.status, retryAfter: res.headers.get('retry-after') };
        } catch (error) {
          return { status: 0, retryAfter: null, error: String(error) };
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));

    const byStatus: Record<string, number> = {};
    for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    const unexpected = answers.filter((a) => ![201, 429, 503].includes(a.status));
    const noRetryAfter = answers.filter((a) => a.status === 503 && !a.retryAfter);
    console.info(
      JSON.stringify({
        uploads: UPLOADS,
        addresses: ADDRESSES,
        seconds: Math.round(seconds * 10) / 10,
        byStatus,
        baselineRssMb: baseline,
        peakRssMb: peak,
        targetMb: LIMIT_MB,
      }),
    );
    const ok = peak < LIMIT_MB && unexpected.length === 0 && noRetryAfter.length === 0;
    console.info(
      ok
        ? 'PASS'
        : `FAIL${unexpected.length ? ` (unexpected: ${JSON.stringify(unexpected.slice(0, 3))})` : ''}`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.dispose();
  }
}

await main();
