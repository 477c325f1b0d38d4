import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../support/dialects.ts';
import { startServer, type TestServer } from '../support/server.ts';

/**
 * Issue 13, "Public pages: the last kilobytes": what a phone's first paint of the four measured
 * pages waits for. The hero (the LCP element) is requested from the top of <head> with high
 * priority, no script request blocks the first paint, and the inline stylesheet carries only
 * the utilities the page uses (with every rule its elements need).
 */
const PAGES = ['/', '/services/garage-door-repair', '/locations/charlotte-nc', '/contact'];

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The site's whole stylesheet as the server build holds it (`app.css?inline`, a string in one
 * of its chunks): no page loads it as a file any more, the admin included.
 */
function builtAppCss(): string {
  const dir = path.join(ROOT, 'build/server/assets');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const literal = /= ("\/\*! tailwindcss(?:[^"\\]|\\.)*")/.exec(text)?.[1];
    if (literal) return JSON.parse(literal) as string;
  }
  throw new Error('the server build holds no app.css');
}
const appCss = builtAppCss();

describe.each(await dialects())('public pages on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(() => server?.dispose());

  it.each(PAGES)(
    '%s: the hero is preloaded with high priority before anything else loads',
    async (page) => {
      const html = await (await fetch(`${server.url}${page}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const body = html.slice(html.indexOf('</head>'));
      const hero = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(body)?.[0] ?? '';
      expect(hero, 'the hero image has fetchpriority="high"').not.toBe('');
      expect(hero).not.toMatch(/loading="lazy"/);
      const src = /\bsrc="([^"]+)"/.exec(hero)?.[1] ?? '';
      const preload = new RegExp(
        `<link rel="preload" as="image" href="${src.replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&')}"[^>]*fetchPriority="high"`,
      );
      expect(head).toMatch(preload);
      // Before the stylesheet and any script: the request starts as the first bytes arrive.
      expect(head.search(preload)).toBeLessThan(head.indexOf('<style>'));
      // No request blocks the first paint: no external script in <head>, no stylesheet link.
      expect(head).not.toMatch(/<script\b[^>]*\bsrc=/);
      expect(head).not.toMatch(/<link rel="stylesheet"/);
    },
  );

  it.each(PAGES)(
    '%s: the inline stylesheet is cut to the page, keeping its rules',
    async (page) => {
      const html = await (await fetch(`${server.url}${page}`)).text();
      const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      expect(css.length).toBeGreaterThan(10_000);
      expect(css.length).toBeLessThan(appCss.length);
      // Base and theme whole; every utility of the page's elements that app.css defines is there.
      expect(css).toContain(appCss.slice(0, appCss.indexOf('@layer utilities{')));
      const used = new Set(
        [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)),
      );
      let checked = 0;
      for (const name of used) {
        if (!/^[\w-]+$/.test(name)) continue;
        const rule = new RegExp(`[{}]\\.${name}\\{`);
        if (!rule.test(appCss)) continue;
        expect(css, name).toMatch(rule);
        checked++;
      }
      expect(checked).toBeGreaterThan(20);
    },
  );
});
