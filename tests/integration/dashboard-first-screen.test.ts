import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { inboxLeads, seedLeads } from '#tests/support/seed-leads.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

/**
 * Issue 28: the inbox's first screen does not grow with the inbox. The same 20 newest leads,
 * first in an inbox of 20, then of 1,000: the page the browser hydrates and the loader data it
 * parses stay the size they were, but for the counts' digits and the "Show more" pager. (A
 * screen that listed every lead, every town or every service would grow by ~5 KB a card.)
 */
interface FirstScreen {
  /** The document the server renders: what the browser parses, lays out and hydrates. */
  html: string;
  /** The loader data of a client-side visit (React Router's single fetch). */
  data: string;
  /** The cards' headings, in order. */
  cards: string[];
  /** Elements in the document's body. */
  elements: number;
}

const SCREENS = ['/admin/submissions', '/admin'];
/** The pager (`nav` with "Show more") a 1,000-lead inbox adds: a few elements, ~1 KB. */
const PAGER = { elements: 6, bytes: 1200 };
/** The counts, the chart's weeks and "1000 leads" take a few more digits. */
const DIGITS_BYTES = 200;

describe.each(await dialects())('The inbox first screen at 20 and 1,000 leads on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;
  const now = Date.now();
  const small = inboxLeads(20, now);
  const at20 = new Map<string, FirstScreen>();

  async function firstScreen(path: string): Promise<FirstScreen> {
    const headers = { Cookie: cookie };
    const page = await fetch(`${server.url}${path}`, { headers });
    expect(page.status).toBe(200);
    const html = await page.text();
    const dataPath = path === '/admin' ? '/admin.data' : `${path}.data`;
    const data = await fetch(`${server.url}${dataPath}`, { headers });
    expect(data.status).toBe(200);
    const body = html.slice(html.indexOf('<body'));
    return {
      html,
      data: await data.text(),
      cards: [...html.matchAll(/id="lead-\d+-name"[^>]*>([^<]+)</g)].map((m) => m[1] ?? ''),
      elements: body.match(/<[a-z]/g)?.length ?? 0,
    };
  }

  beforeAll(async () => {
    server = await startServer({ dialect });
    cookie = (await signedInAdmin(server)).cookie;
    await seedLeads(server, small);
    for (const path of SCREENS) at20.set(path, await firstScreen(path));
    // The same inbox grown to 1,000: every added lead older than the first 20.
    await seedLeads(server, inboxLeads(1000, now).slice(small.length));
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it.each(SCREENS)('%s shows the same page of cards and stays the same size', async (path) => {
    const before = at20.get(path)!;
    const after = await firstScreen(path);
    expect(before.cards).toHaveLength(limits.admin.pageSize);
    expect(after.cards).toEqual(before.cards);
    expect(before.html).not.toContain('data-testid="show-more"');
    expect(after.html).toContain('data-testid="show-more"');
    expect(after.html).toMatch(/data-testid="matching"[^>]*>1000</);
    console.info(
      `[first screen ${dialect}] ${path}: HTML ${before.html.length} → ${after.html.length} chars, ` +
        `${before.elements} → ${after.elements} elements; loader data ${before.data.length} → ` +
        `${after.data.length} chars`,
    );
    expect(after.elements - before.elements).toBeLessThanOrEqual(PAGER.elements);
    expect(after.html.length - before.html.length).toBeLessThanOrEqual(
      PAGER.bytes + 2 * DIGITS_BYTES,
    );
    expect(Math.abs(after.data.length - before.data.length)).toBeLessThanOrEqual(DIGITS_BYTES);
  });
});
