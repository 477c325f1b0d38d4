import fs from 'node:fs';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import {
  inspectorUrl,
  lowestOfEach,
  openHeapProbe,
  slope,
  type RetainedMemory,
} from '../support/heap-probe.ts';
import { sendLead, startLeadStream } from '../support/lead-stream.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

/**
 * The soak: 200 visitors browsing plus 10 leads a second. No request may get an error answer,
 * and memory must stay flat once warm. `npm test` runs it for 3 minutes (SOAK_SECONDS, default
 * 180); `npm run soak` for the 10 minutes (600).
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
/**
 * "Flat" is judged on the high-water mark, not on the lowest sample: V8 frees its heap in big
 * steps (a full collection drops RSS by 25 % at once, then the heap grows back to its working
 * size), so the lowest sample says when the last full collection ran, not whether memory is
 * retained. A leak keeps raising the peaks: the highest RSS of the second half of the measured
 * window may exceed the highest of the first half by 10 % at most (the bar). A run
 * shorter than 10 minutes has not settled yet and only catches a gross leak (50 %).
 */
const MAX_PEAK_GROWTH = SECONDS >= 600 ? 1.1 : 1.5;
const WARM_UP_SECONDS = Math.max(10, Math.round(SECONDS / 4));
/**
 * What the server keeps (heap in use plus Buffers and other external memory, read after a full
 * collection) may not grow once warm: the trend (median of the pairwise slopes, `slope`) of its
 * floor (the lowest of each three samples, `lowestOfEach`) after warm-up stays under 2 MB a
 * minute. A lead's mail kept by mistake (~25 KB at 10 leads/s) would climb 15 MB a minute, 100
 * bytes kept per page request over 100 MB.
 */
const MAX_RETAINED_MB_PER_MINUTE = 2;
/**
 * Every 5 s (at least 36 samples in a short run): one sample catches what is in flight (200
 * connections' buffers, a lead's mail) and reads 1-4 MB high. Read every 10 s, the trend of a
 * 3-minute run ranged from -1.25 to 1.9 MB a minute with nothing leaking; the floor of three
 * readings leaves out what was in flight.
 */
const RETAINED_EVERY_MS = Math.min(5_000, (SECONDS * 1000) / 36);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Math.round((kb / 1024) * 10) / 10;
}

describe('soak: mixed load', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      env: {
        SMTP_URL: smtp.url,
        TRUST_PROXY: '1',
        MAIL_POLL_MS: '500',
        // The inspector on a free loopback port: the test forces full collections through it.
        NODE_OPTIONS: '--inspect=127.0.0.1:0',
      },
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  it(`keeps memory flat and answers every request for ${SECONDS} s`, async () => {
    const html = await (await fetch(server.url)).text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '/favicon.svg';
    const pages = [
      '/',
      '/locations/charlotte-nc',
      '/services/garage-door-repair',
      css,
      '/about',
      '/locations/rock-hill-sc',
      '/contact',
      '/faqs',
    ];
    const pid = server.process.pid!;
    const samples: Array<{ at: number; rss: number }> = [];
    const retained: Array<{ at: number } & RetainedMemory> = [];
    const inspector = inspectorUrl(server.output());
    if (!inspector) throw new Error(`the server printed no inspector address:\n${server.output()}`);
    const probe = await openHeapProbe(inspector);
    const started = Date.now();
    const sampler = setInterval(() => {
      samples.push({ at: (Date.now() - started) / 1000, rss: rssMb(pid) });
    }, 2000);
    let probing = Promise.resolve();
    const retainedSampler = setInterval(() => {
      probing = probing.then(async () => {
        retained.push({ at: (Date.now() - started) / 1000, ...(await probe.retained()) });
      });
    }, RETAINED_EVERY_MS);

    // Each lead waits as long as the quote form does (20 s) before it counts as unanswered.
    const leads = startLeadStream(() => server.url, 10, 'soak', limits.lead.sendTimeoutMs);
    const browsing = await autocannon({
      url: server.url,
      connections: 200,
      duration: SECONDS,
      timeout: 30,
      requests: pages.map((path) => ({
        method: 'GET',
        path,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      })),
    });
    const attempts = await leads.stop();
    clearInterval(sampler);
    clearInterval(retainedSampler);
    await probing;
    probe.close();
    await sleep(100);

    // A lead the form waited for in vain is not lost: the form keeps it and sends it again with
    // the same key, as this does. At the lowest priority beside the integration tier, leads
    // sent in the first half-minute, while that tier starts its servers, waited up to 16-18 s
    // for the CPU (fsync stayed under 13 ms); pages from the memory cache within 5 s.
    const unanswered = attempts.filter((a) => a.status === undefined);
    const retries = [];
    for (const a of unanswered) {
      retries.push(await sendLead(server.url, a, limits.lead.sendTimeoutMs));
    }
    const [stored] = await server.query<{ n: number; keys: number }>(
      'select count(*) as n, count(distinct idempotency_key) as keys from contact_submissions',
    );

    const warmRetained = retained.filter((s) => s.at >= WARM_UP_SECONDS);
    const retainedFloor = lowestOfEach(
      warmRetained.map((s) => ({ x: s.at, y: s.heapUsedMb + s.externalMb })),
      3,
    );
    const retainedSlope = slope(retainedFloor) * 60;

    const warmSamples = samples.filter((s) => s.at >= WARM_UP_SECONDS);
    const warm = warmSamples.map((s) => s.rss);
    const middle = (WARM_UP_SECONDS + SECONDS) / 2;
    const firstPeak = Math.max(...warmSamples.filter((s) => s.at < middle).map((s) => s.rss));
    const secondPeak = Math.max(...warmSamples.filter((s) => s.at >= middle).map((s) => s.rss));
    const low = Math.min(...warm);
    const high = Math.max(...warm);
    const leadStatuses = countBy(attempts.map((a) => String(a.status ?? a.failure)));
    const summary = {
      seconds: SECONDS,
      browsing: {
        requests: browsing.requests.total,
        perSecond: Math.round(browsing.requests.total / browsing.duration),
        p50Ms: browsing.latency.p50,
        p99Ms: browsing.latency.p99,
        non2xx: browsing.non2xx,
        errors: browsing.errors,
        timeouts: browsing.timeouts,
      },
      leads: {
        ...leadStatuses,
        slowestMs: Math.max(0, ...attempts.map((a) => a.ms ?? 0)),
        waitLimitMs: limits.lead.sendTimeoutMs,
        sentAgain: countBy(retries.map((r) => String(r.status ?? r.failure))),
        stored: Number(stored?.n),
      },
      rssMb: {
        warmUpSeconds: WARM_UP_SECONDS,
        low,
        high,
        spread: `${((high / low - 1) * 100).toFixed(1)} %`,
        firstHalfPeak: firstPeak,
        secondHalfPeak: secondPeak,
        peakGrowth: `${((secondPeak / firstPeak - 1) * 100).toFixed(1)} %`,
      },
      retainedMb: {
        slopePerMinute: Math.round(retainedSlope * 100) / 100,
        bar: MAX_RETAINED_MB_PER_MINUTE,
        samples: retained
          .map((s) => `${Math.round(s.at)}s:${s.heapUsedMb}+${s.externalMb}`)
          .join(' '),
      },
      samples: samples.map((s) => `${Math.round(s.at)}s:${s.rss}`).join(' '),
    };
    console.info(`soak: ${JSON.stringify(summary, null, 2)}`);

    expect(browsing.requests.total).toBeGreaterThan(SECONDS * 50);
    expect(browsing.non2xx).toBe(0);
    expect(browsing.errors).toBe(0);
    expect(browsing.timeouts).toBe(0);
    expect(attempts.length).toBeGreaterThan(SECONDS * 5);
    // Every answer was 201; a lead without one was stored once when sent again.
    expect(attempts.filter((a) => a.status !== undefined && a.status !== 201)).toEqual([]);
    for (const retry of retries) expect([200, 201]).toContain(retry.status);
    expect(Number(stored?.n)).toBe(attempts.length);
    expect(Number(stored?.keys)).toBe(attempts.length);
    expect(warm.length).toBeGreaterThanOrEqual(4);
    expect(secondPeak / firstPeak).toBeLessThanOrEqual(MAX_PEAK_GROWTH);
    expect(retainedFloor.length).toBeGreaterThanOrEqual(6);
    expect(retainedSlope).toBeLessThanOrEqual(MAX_RETAINED_MB_PER_MINUTE);
    expect(server.process.exitCode).toBeNull();
  });
});
