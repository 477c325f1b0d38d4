/**
 * Where an admin screen's main-thread time goes on a slowed CPU: signs in, seeds an inbox,
 * records a CPU profile of the first load in Chromium and prints the heaviest functions
 * (self time) and the long tasks. A tool for finding what to change, not a benchmark.
 *
 *   node scripts/profile-admin.ts [/admin/submissions] [cpu-slowdown, default 5]
 */
import { chromium } from '@playwright/test';
import { signedInAdmin } from '../tests/support/dashboard-session.ts';
import { inboxLeads, seedLeads } from '../tests/support/seed-leads.ts';
import { ensureBuild } from '../server/build-freshness.ts';
import { startServer } from '../tests/support/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const screen = process.argv[2] ?? '/admin/submissions';
const slowdown = Number(process.argv[3] ?? 5);
const root = process.cwd();
ensureBuild(root);
const server = await startServer({ root });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const admin = await signedInAdmin(server);
  await seedLeads(server, inboxLeads(Number(process.env.ADMIN_LEADS ?? 200), Date.now()));
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    extraHTTPHeaders: { Cookie: admin.cookie },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.evaluate(() => undefined);
  await cdp.send('Profiler.start');
  await page.addInitScript(() => {
    const tasks: Array<[number, number]> = [];
    (window as unknown as { __tasks: typeof tasks }).__tasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'disabled-by-default-devtools.timeline.invalidationTracking',
    ],
  });
  await page.goto(`${server.url}${screen}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: Array<{
      name: string;
      ph: string;
      dur?: number;
      ts: number;
      args?: {
        data?: {
          stackTrace?: Array<{ functionName: string; url: string; lineNumber: number }>;
          elementCount?: number;
        };
      };
      tid: number;
    }>;
  };
  const main = trace.traceEvents.filter((e) => e.ph === 'X' && e.dur);
  const sum = new Map<string, [number, number]>();
  for (const e of main) {
    if (
      ![
        'UpdateLayoutTree',
        'Layout',
        'ParseHTML',
        'EvaluateScript',
        'v8.compile',
        'FunctionCall',
        'TimerFire',
        'FireAnimationFrame',
        'EventDispatch',
        'RunMicrotasks',
        'V8.RunMicrotasks',
        'v8.run',
        'Paint',
        'RunTask',
        'ParseAuthorStyleSheet',
        'ScheduleStyleRecalculation',
        'RecalculateStyles',
        'PrePaint',
        'Layerize',
        'HitTest',
        'UpdateLayer',
      ].includes(e.name)
    )
      continue;
    const [n, d] = sum.get(e.name) ?? [0, 0];
    sum.set(e.name, [n + 1, d + (e.dur ?? 0) / 1000]);
  }
  console.log(
    'trace totals (count, ms):',
    [...sum].map(([k, [n, d]]) => `${k} ${n}x ${d.toFixed(0)}`).join(' | '),
  );
  // Each long task on the renderer's main thread: what it spent its time on.
  const calls = new Map<number, number>();
  for (const e of main)
    if (e.name === 'FunctionCall') calls.set(e.tid, (calls.get(e.tid) ?? 0) + 1);
  const mainTid = [...calls].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = main.filter((e) => e.tid === mainTid);
  const t0 = onMain.find((e) => e.name === 'ParseHTML')?.ts ?? 0;
  for (const task of onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter(
      (e) =>
        e !== task &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= end &&
        [
          'UpdateLayoutTree',
          'Layout',
          'ParseHTML',
          'FunctionCall',
          'EvaluateScript',
          'Paint',
          'TimerFire',
          'FireAnimationFrame',
          'EventDispatch',
          'v8.run',
          'RunMicrotasks',
          'V8.RunMicrotasks',
        ].includes(e.name),
    );
    const parts = inside
      .filter((e) => (e.dur ?? 0) > 5_000)
      .slice(0, 10)
      .map((e) => {
        const d = e.args?.data as
          { url?: string; functionName?: string; type?: string } | undefined;
        return `${e.name}${d?.functionName ? ' ' + d.functionName : ''}${d?.url ? ' ' + d.url.split('/').pop() : ''}${d?.type ? ' ' + d.type : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`;
      });
    console.log(
      `task @${((task.ts - t0) / 1000).toFixed(0)} ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${parts.join(' ; ')}`,
    );
  }
  // What invalidated style before the biggest recalculation.
  const biggest = onMain
    .filter((e) => e.name === 'UpdateLayoutTree')
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  if (biggest) {
    const inv = trace.traceEvents.filter(
      (e) =>
        /Invalidation|ScheduleStyle/.test(e.name) &&
        e.ts <= biggest.ts &&
        e.ts > biggest.ts - 400_000,
    );
    const reasons = new Map<string, number>();
    for (const e of inv) {
      const d = (e.args?.data ?? {}) as Record<string, unknown>;
      const key = `${e.name} ${String(d.reason ?? d.changedAttribute ?? d.changedClass ?? d.extraData ?? '')} ${String(d.nodeName ?? '')} ${String(d.selectors ? JSON.stringify(d.selectors).slice(0, 80) : '')} ${String((d.stackTrace as Array<{ functionName: string }> | undefined)?.[0]?.functionName ?? '')}`;
      reasons.set(key, (reasons.get(key) ?? 0) + 1);
    }
    console.log(
      `biggest style recalc ${((biggest.dur ?? 0) / 1000).toFixed(0)} ms @${((biggest.ts - t0) / 1000).toFixed(0)}; invalidations in the 400 ms before:`,
    );
    for (const [k, n] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${n}x ${k}`);
  }
  const styles = main
    .filter((e) => e.name === 'UpdateLayoutTree' || e.name === 'Layout')
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 12);
  for (const e of styles) {
    const st = e.args?.data?.stackTrace?.[0];
    console.log(
      `  ${e.name} ${((e.dur ?? 0) / 1000).toFixed(0)} ms elements=${e.args?.data?.elementCount ?? '?'} ${st ? `forced by ${st.functionName} ${st.url.split('/').pop()}:${st.lineNumber}` : ''}`,
    );
  }
  const tasks = await page.evaluate(
    () => (window as unknown as { __tasks: Array<[number, number]> }).__tasks,
  );
  const tbt = tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  console.log(
    `TBT ${tbt} ms; long tasks (start:ms) at ${slowdown}x:`,
    tasks.map(([s, d]) => `${s}:${d}`).join(' '),
  );
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries())
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const byFn = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const node of profile.nodes) {
    const t = (self.get(node.id) ?? 0) / 1000;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url.split('/').pop() || '(native)';
    const key = `${functionName || '(anon)'} ${file}:${lineNumber + 1}:${columnNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + t);
    byFile.set(file, (byFile.get(file) ?? 0) + t);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');
  // Inside each long task: the functions on the stack longest (inclusive), so a task reads as
  // "React's commit" or "hydrating <Component>" rather than as minified self time.
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const frame = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const sampleAt: number[] = [];
  let clock = profile.startTime;
  for (const delta of profile.timeDeltas) sampleAt.push((clock += delta));
  for (const task of onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000)) {
    const inclusive = new Map<string, number>();
    for (const [i, id] of profile.samples.entries()) {
      const at = sampleAt[i] ?? 0;
      if (at < task.ts || at > task.ts + (task.dur ?? 0)) continue;
      const seen = new Set<string>();
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
        const f = frame.get(n);
        if (!f?.url) continue;
        const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
      }
    }
    console.log(
      `task @${((task.ts - t0) / 1000).toFixed(0)} ${((task.dur ?? 0) / 1000).toFixed(0)} ms, inclusive:\n` +
        top(inclusive, Number(process.env.PROFILE_FRAMES ?? 25)),
    );
  }
  console.log('self time by file:\n' + top(byFile, 12));
  console.log('self time by function:\n' + top(byFn, 30));
} finally {
  await browser.close();
  await server.stop();
}
