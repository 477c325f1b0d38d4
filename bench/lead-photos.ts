/**
 * A quote with 5 photos (issue 18): five 4000x3000 camera JPEGs sent ahead one after another
 * (as the form sends them), then the lead naming them; and the same 5 photos in one multipart
 * post (the form without JavaScript). Reports the wall time and the server's memory: its
 * resident size before, and its peak (VmHWM) after, on SQLite and (when reachable) PostgreSQL.
 *
 *   node bench/lead-photos.ts     # prints a table, writes bench/results/lead-photos.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkPostgres } from '../tests/support/postgres.ts';
import { cameraJpeg } from '../tests/support/images.ts';
import { leadPayload } from '../tests/support/lead-payloads.ts';
import { startServer, type DialectName, type TestServer } from '../tests/support/server.ts';

const PHOTOS = 5;

/** The server process: the one whose environment holds this server's data folder. */
function serverPid(server: TestServer): number {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const env = fs.readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (env.includes(`DATA_DIR=${server.dataDir}`)) return Number(entry);
    } catch {
      // a process that ended or is not ours
    }
  }
  throw new Error('server process not found');
}

function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
  return Math.round(kb / 1024);
}

interface Row {
  dialect: DialectName;
  path: 'sent ahead + JSON lead' | 'one multipart post (no JS)';
  totalMs: number;
  perPhotoMs: number;
  rssBeforeMb: number;
  peakRssMb: number;
  inputMb: number;
}

const photos = await Promise.all(
  Array.from({ length: PHOTOS }, (_, i) => cameraJpeg(4000, 3000 + i * 8)),
);
const inputMb = Math.round((photos.reduce((n, p) => n + p.length, 0) / 1024 / 1024) * 10) / 10;
const dialects: DialectName[] = (await checkPostgres()) ? ['sqlite', 'postgres'] : ['sqlite'];
const rows: Row[] = [];

for (const dialect of dialects) {
  for (const mode of ['ahead', 'multipart'] as const) {
    // A fresh server per run: its peak memory is this quote's, not an earlier one's.
    const server = await startServer({ dialect, env: { TRUST_PROXY: '1' } });
    try {
      const pid = serverPid(server);
      const rssBeforeMb = memoryMb(pid, 'VmRSS');
      const started = performance.now();
      if (mode === 'ahead') {
        const tokens: string[] = [];
        for (const photo of photos) {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'a.jpg');
          const res = await fetch(`${server.url}/api/lead-photos`, { method: 'POST', body: form });
          if (res.status !== 201) throw new Error(`photo refused: ${res.status}`);
          tokens.push(((await res.json()) as { id: string }).id);
        }
        const res = await fetch(`${server.url}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({ ...leadPayload('bench'), photos: tokens }),
        });
        if (res.status !== 201) throw new Error(`lead refused: ${res.status}`);
      } else {
        const form = new FormData();
        for (const [field, value] of Object.entries(leadPayload('bench')))
          form.append(field, value);
        for (const photo of photos) {
          form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'a.jpg');
        }
        const res = await fetch(`${server.url}/contact`, {
          method: 'POST',
          body: form,
          headers: { Origin: server.url },
        });
        if (res.status !== 200) throw new Error(`form refused: ${res.status}`);
      }
      const totalMs = Math.round(performance.now() - started);
      const [stored] = await server.query<{ n: number | string }>(
        'select count(*) as n from lead_photos where lead_id is not null',
      );
      if (Number(stored?.n) !== PHOTOS) throw new Error(`stored ${stored?.n} photos`);
      rows.push({
        dialect,
        path: mode === 'ahead' ? 'sent ahead + JSON lead' : 'one multipart post (no JS)',
        totalMs,
        perPhotoMs: Math.round(totalMs / PHOTOS),
        rssBeforeMb,
        peakRssMb: memoryMb(pid, 'VmHWM'),
        inputMb,
      });
    } finally {
      await server.dispose();
    }
  }
}

console.table(rows);
const out = path.resolve(import.meta.dirname, 'results/lead-photos.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), rows }, null, 2)}\n`);
console.log(`written ${path.relative(process.cwd(), out)}`);
