/**
 * `npm run bench`: (a) a build asset and (b) the home and a city page, each through the app and
 * through nginx serving the same bytes, alternated in rounds; (c) POST /api/leads (bench/leads.ts,
 * SQLite and PostgreSQL); (d) mixed load: 200 visitors browsing plus 10 leads a second;
 * (e) POST /api/events, the Insights counters (bench/events.ts, SQLite).
 * Prints a table and writes bench/results/bench-<time>.json. About four minutes.
 *
 *   BENCH_DURATION  seconds per measurement (default 10: two alternated rounds of 5 s)
 *   BENCH_CITY      city page path (default /locations/charlotte-nc)
 *   BENCH_CLIENT    `wrk` (default; Debian's, installed when missing and root) or `autocannon`
 *                   for (a) and (b); leads and the mixed load always use autocannon (bodies)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { leadHeaders, leadPayload } from '#tests/support/lead-payloads.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';
import { ensureBuild } from '#server/build-freshness.ts';
import type { Request as RequestSpec } from 'autocannon';
import {
  measure,
  sideBySide,
  useWrkForGets,
  type MeasureOptions,
  type Measurement,
} from './lib/measure.ts';
import { findWrk } from './lib/wrk.ts';
import { everyAcceptedEventCounted, runEventsBench } from './events.ts';
import { runLeadsBench, type LeadsBenchResult } from './leads.ts';
import { findNginx, startNginxStatic, type Nginx } from '#tests/support/nginx.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROUNDS = 2;
const SECONDS = Number(process.env.BENCH_DURATION ?? 10) / ROUNDS;
const CONNECTIONS = 50;
const CITY = process.env.BENCH_CITY ?? '/locations/charlotte-nc';
const GZIP = { 'accept-encoding': 'gzip' };

interface Comparison {
  name: string;
  app: Measurement;
  nginx?: Measurement;
  /** app requests/s divided by nginx requests/s. */
  ratio?: number;
}

const log = (line: string) => console.info(line);

async function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}

/** The app's own headers that nginx should send too (security headers, caching). */
function sharedHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const skip = new Set([
    'date',
    'connection',
    'keep-alive',
    'content-length',
    'content-encoding',
    'content-type',
    'etag',
    'vary',
    'x-request-id',
    'x-page-cache',
    'transfer-encoding',
    'last-modified',
    'accept-ranges',
  ]);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!skip.has(name) && typeof value === 'string') out[name] = value;
  }
  return out;
}

/** Copies what the app serves for `urlPath` (plain and gzip bytes) into nginx's root. */
async function mirrorPage(app: TestServer, urlPath: string, root: string, file: string) {
  const plain = await rawGet(app.url + urlPath);
  const gz = await rawGet(app.url + urlPath, GZIP);
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), plain.body);
  if (gz.headers['content-encoding'] === 'gzip')
    fs.writeFileSync(path.join(root, `${file}.gz`), gz.body);
  return {
    status: plain.status,
    headers: plain.headers,
    bytes: plain.body.length,
    gzipBytes: gz.body.length,
  };
}

function target(
  label: string,
  url: string,
  headers: Record<string, string>,
  okStatus: number,
): MeasureOptions {
  return {
    label,
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    ok: (s) => s === okStatus,
  };
}

async function warm(url: string, headers: Record<string, string>) {
  await measure({ label: 'warm-up', url, connections: 10, duration: 1, headers });
}

async function compare(
  name: string,
  app: MeasureOptions,
  nginx: MeasureOptions | undefined,
): Promise<Comparison> {
  log(`\n== ${name}`);
  await warm(app.url, app.headers ?? {});
  if (!nginx) {
    const only = await measure({ ...app, duration: SECONDS * ROUNDS });
    return { name, app: only };
  }
  await warm(nginx.url, nginx.headers ?? {});
  const [a, n] = await sideBySide(ROUNDS, app, nginx);
  return {
    name,
    app: a,
    nginx: n,
    ratio: Math.round((a.requestsPerSecond / n.requestsPerSecond) * 1000) / 1000,
  };
}

function row(m: Measurement, ratio?: number): string {
  const cells = [
    m.label.padEnd(34),
    String(m.requestsPerSecond).padStart(8),
    m.p50Ms.toFixed(1).padStart(7),
    m.p99Ms.toFixed(1).padStart(7),
    String(m.errors).padStart(7),
    String(m.bytesPerRequest).padStart(7),
    ratio === undefined ? '' : `${(ratio * 100).toFixed(1)} %`.padStart(9),
  ];
  return cells.join(' ');
}

async function main() {
  const started = Date.now();
  ensureBuild(ROOT, log);
  log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const nginxBinary = findNginx(log);
  const wrk = process.env.BENCH_CLIENT === 'autocannon' ? undefined : findWrk(log);
  useWrkForGets(wrk);
  log(`page and asset measurements by ${wrk ? `wrk (${wrk}, one thread)` : 'autocannon'}`);
  const dataDirs: string[] = [];

  const app = await startServer({ env: { TRUST_PROXY: '1' } });
  dataDirs.push(app.dataDir);
  let nginx: Nginx | undefined;
  const comparisons: Comparison[] = [];
  const extra: Record<string, Measurement> = {};
  try {
    // What the app serves, mirrored for nginx byte for byte.
    const nginxRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-bench-www-'));
    fs.chmodSync(nginxRoot, 0o755);
    const home = await mirrorPage(app, '/', nginxRoot, 'home.html');
    const city = await mirrorPage(app, CITY, nginxRoot, 'city.html');
    const html = (await rawGet(app.url)).body.toString();
    // Public pages inline their CSS: the enhancement module is the asset every page loads.
    const css = /src="(\/assets\/enhance-[^"]+\.js)"/.exec(html)?.[1];
    if (!css) throw new Error('no enhancement module on the home page');
    fs.cpSync(path.join(ROOT, 'build/client/assets'), path.join(nginxRoot, 'assets'), {
      recursive: true,
    });
    const asset = await rawGet(app.url + css, GZIP);
    for (const dir of [nginxRoot, path.join(nginxRoot, 'assets')]) fs.chmodSync(dir, 0o755);
    log(
      `home ${home.status} ${home.bytes} B (gzip ${home.gzipBytes} B), city ${CITY} ${city.status} ${city.bytes} B (gzip ${city.gzipBytes} B), asset ${css} gzip ${asset.body.length} B`,
    );
    if (nginxBinary)
      nginx = await startNginxStatic(nginxBinary, nginxRoot, sharedHeaders(home.headers));

    const pair = (
      name: string,
      appPath: string,
      nginxPath: string,
      headers: Record<string, string>,
      status: number,
    ) =>
      compare(
        name,
        target(`app ${name}`, app.url + appPath, headers, status),
        nginx ? target(`nginx ${name}`, nginx.url + nginxPath, headers, 200) : undefined,
      );

    comparisons.push(await pair('static asset (gzip)', css, css, GZIP, 200));
    comparisons.push(await pair('home page (gzip)', '/', '/home.html', GZIP, home.status));
    comparisons.push(await pair('home page (identity)', '/', '/home.html', {}, home.status));
    comparisons.push(await pair(`city page (gzip)`, CITY, '/city.html', GZIP, city.status));

    log('\n== home page rendered per request (PAGE_CACHE=off), for reference');
    const uncached = await startServer({ env: { PAGE_CACHE: 'off' } });
    dataDirs.push(uncached.dataDir);
    try {
      await warm(uncached.url, GZIP);
      extra.uncachedHome = await measure(
        target('app home, no page cache (gzip)', uncached.url, GZIP, home.status),
      );
    } finally {
      await uncached.dispose();
    }

    const leadRequest: RequestSpec = {
      method: 'POST',
      path: '/api/leads',
      setupRequest: (request) => ({
        ...request,
        headers: leadHeaders(),
        body: JSON.stringify(leadPayload('bench')),
      }),
    };

    log('\n== mixed: 200 visitors browsing + 10 leads/s');
    const browse: RequestSpec[] = ['/', CITY, css, '/', CITY].map((p) => ({
      method: 'GET',
      path: p,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    }));
    const pageOk = (s: number) =>
      s === 200 || (s === 404 && (home.status === 404 || city.status === 404));
    const [browsing, leads] = await Promise.all([
      measure({
        label: 'mixed: browsing (200 conns)',
        url: app.url,
        connections: 200,
        duration: SECONDS * 4,
        requests: browse,
        ok: pageOk,
      }),
      measure({
        label: 'mixed: leads (10/s)',
        url: app.url,
        connections: 2,
        overallRate: 10,
        duration: SECONDS * 4,
        requests: [leadRequest],
        ok: (s) => s === 201,
      }),
    ]);
    extra.mixedBrowsing = browsing;
    extra.mixedLeads = leads;
  } finally {
    await nginx?.stop();
    await app.dispose();
  }

  // (c) bench/leads.ts: its own fresh servers, SQLite and PostgreSQL, every id checked.
  log('\n== POST /api/leads (bench/leads.ts)');
  const leads = await runLeadsBench({
    connections: CONNECTIONS,
    durationSeconds: SECONDS * ROUNDS,
  });
  const sqliteLeads = leads.find((r) => r.dialect === 'sqlite');

  // (e) bench/events.ts: the Insights counters (issue 16), SQLite.
  log('\n== POST /api/events (bench/events.ts)');
  const events = await runEventsBench({
    connections: CONNECTIONS,
    durationSeconds: SECONDS * ROUNDS,
  });

  log(
    '\n' +
      ['', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'B/req', 'app/nginx']
        .map((h, i) => (i === 0 ? h.padEnd(34) : h.padStart(i === 6 ? 9 : i === 1 ? 8 : 7)))
        .join(' '),
  );
  for (const c of comparisons) {
    log(row(c.app, c.ratio));
    if (c.nginx) log(row(c.nginx));
  }
  for (const m of Object.values(extra)) log(row(m));
  for (const r of leads) log(leadRow(r));
  log(
    [
      'POST /api/events (sqlite)'.padEnd(34),
      String(events.requestsPerSecond).padStart(8),
      String(events.latencyP50Ms).padStart(7),
      String(events.latencyP99Ms).padStart(7),
      String(events.errors + events.non2xx).padStart(7),
    ].join(' ') + `   ${events.counted} counted of ${events.accepted} accepted`,
  );

  const homeGzip = comparisons.find((c) => c.name === 'home page (gzip)');
  const targets = {
    homeRatioAtLeast50Percent: homeGzip?.ratio === undefined ? null : homeGzip.ratio >= 0.5,
    homeP99AtMost20ms: homeGzip ? homeGzip.app.p99Ms <= 20 : null,
    leadsAtLeast1000PerSecond: sqliteLeads ? sqliteLeads.requestsPerSecond >= 1000 : null,
    leadsP99AtMost50ms: sqliteLeads ? sqliteLeads.latencyP99Ms <= 50 : null,
    everyAcknowledgedLeadStored: leads.every((r) => r.foundInDatabase === r.acknowledged),
    eventsAtLeast5000PerSecond: events.requestsPerSecond >= 5000,
    eventsP99AtMost50ms: events.latencyP99Ms <= 50,
    everyAcceptedEventCounted: everyAcceptedEventCounted(events),
    noErrorsUnderMixedLoad:
      extra.mixedBrowsing && extra.mixedLeads
        ? extra.mixedBrowsing.errors + extra.mixedLeads.errors === 0
        : null,
  };
  log(
    '\ntargets: ' +
      Object.entries(targets)
        .map(([k, v]) => `${k}=${v === null ? 'n/a' : v ? 'PASS' : 'FAIL'}`)
        .join(' '),
  );

  const resultsDir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(
    resultsDir,
    `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        machine: {
          cores: os.cpus().length,
          model: os.cpus()[0]?.model,
          loadAverage: os.loadavg(),
          node: process.version,
        },
        settings: {
          secondsPerRound: SECONDS,
          rounds: ROUNDS,
          connections: CONNECTIONS,
          city: CITY,
          pageClient: comparisons[0]?.app.client ?? 'autocannon',
        },
        comparisons,
        ...extra,
        leads,
        events,
        targets,
        durationSeconds: Math.round((Date.now() - started) / 1000),
      },
      null,
      2,
    ),
  );
  log(`\nwrote ${path.relative(ROOT, file)} in ${Math.round((Date.now() - started) / 1000)} s`);
  if (!targets.everyAcknowledgedLeadStored) {
    console.error('acknowledged leads missing from the database');
    process.exitCode = 1;
  }
}

function leadRow(r: LeadsBenchResult): string {
  return [
    `POST /api/leads (${r.dialect})`.padEnd(34),
    String(r.requestsPerSecond).padStart(8),
    r.latencyP50Ms.toFixed(1).padStart(7),
    r.latencyP99Ms.toFixed(1).padStart(7),
    String(r.errors + r.non2xx).padStart(7),
    `${r.foundInDatabase}/${r.acknowledged} stored`.padStart(17),
  ].join(' ');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
