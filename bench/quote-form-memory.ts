/**
 * Issue 27, item 10: the server's memory under 20 quote forms posted at once without
 * JavaScript, each with 5 photos of 9.9 MB of pixels (noise JPEGs, decoded and re-encoded as a
 * camera's would be), from 20 client addresses (TRUST_PROXY=1, X-Forwarded-For), against the
 * real built server. Reports its resident memory before, its peak (VmHWM), every status.
 * Bound: growth under 300 MB, no 5xx.
 *
 *   node bench/quote-form-memory.ts     (QUOTE_BENCH_ROOT: another built copy, e.g. old code;
 *                                        QUOTE_BENCH_DIALECT: sqlite | postgres)
 */
import { leadPayload, postQuoteForm } from '../tests/support/lead-payloads.ts';
import { memoryMb } from '../tests/support/process-memory.ts';
import { startServer, type DialectName } from '../tests/support/server.ts';
import { noiseJpegs } from './lib/noise-jpegs.ts';

const SENDERS = 20;
const PHOTOS = 5;
const LIMIT_MB = 300;

process.stdout.write(`making ${PHOTOS} distinct JPEGs of ~9.9 MB... `);
const photos = (await noiseJpegs(PHOTOS, 9.9 * 1000 * 1000)).map(
  (bytes) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }),
);
console.info(photos.map((p) => (p.size / 1e6).toFixed(2)).join(', '), 'MB');

const server = await startServer({
  dialect: (process.env.QUOTE_BENCH_DIALECT ?? 'sqlite') as DialectName,
  env: { TRUST_PROXY: '1' },
  ...(process.env.QUOTE_BENCH_ROOT ? { root: process.env.QUOTE_BENCH_ROOT } : {}),
});
const post = async (sent: Blob[], from: string) =>
  (await postQuoteForm(server.url, sent, from, leadPayload('bench'))).status;
try {
  const pid = server.process.pid!;
  // Warm up the image pipeline and the form's route, so the baseline is the server at work.
  await post(photos.slice(0, 1), '192.0.2.250');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = memoryMb(pid, 'VmRSS');
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: SENDERS }, (_, i) => post(photos, `198.51.100.${i + 1}`)),
  );
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const peak = memoryMb(pid, 'VmHWM');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = memoryMb(pid, 'VmRSS');
  const [stored] = await server.query<{ n: number | string }>(
    'select count(*) as n from lead_photos where lead_id is not null',
  );
  const byStatus: Record<string, number> = {};
  for (const status of statuses) byStatus[status] = (byStatus[status] ?? 0) + 1;
  const growth = peak - before;
  console.info(
    JSON.stringify({
      dialect: server.dialect,
      senders: SENDERS,
      photosEach: PHOTOS,
      seconds,
      byStatus,
      photosStored: Number(stored?.n) - 1,
      rssBeforeMb: before,
      peakRssMb: peak,
      growthMb: growth,
      rssAfter2sMb: after,
      limitMb: LIMIT_MB,
    }),
  );
  const ok = growth < LIMIT_MB && statuses.every((s) => s > 0 && s < 500);
  console.info(ok ? 'PASS' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.dispose();
}
