import { gzipSync } from 'node:zlib';
import type { Response as PageResponse } from '@playwright/test';
import { solidJpeg } from '../support/images.ts';
import { adminCookie } from '../support/admin-session.ts';
import type { TestServer } from '../support/server.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './helpers/axe.ts';

/**
 * What a visitor on a phone gets of the owner's posts (issue 40): the blog lists a post, the
 * post opens from it with its photos, an old slug redirects; both pages pass axe at 390 and
 * 1280 px and stay within the public JavaScript budget (no React).
 */

const JS_BUDGET_GZIP = 15 * 1024;

async function api(
  server: TestServer,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      cookie,
      'Sec-Fetch-Site': 'same-origin',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${method} ${path}: ${res.status}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

async function upload(server: TestServer, color: string): Promise<string> {
  const form = new FormData();
  const jpeg = await solidJpeg(color, 1600, 1000);
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'door.jpg');
  const res = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form });
  return ((await res.json()) as { name: string }).name;
}

test.describe('the blog on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor opens a post from /blog; the pages pass axe and the budget; an old slug redirects', async ({
    page,
    server,
  }) => {
    test.setTimeout(120_000);
    const cookie = await adminCookie(server);
    const [before, after] = [await upload(server, '#884422'), await upload(server, '#228844')];
    const created = await api(server, cookie, 'POST', '/api/admin/posts', {
      title: 'Spring Replacement in Kannapolis',
      summary: 'A snapped torsion spring, replaced the same morning.',
      bodyHtml: `<h2>What we found</h2><p>The <strong>left spring</strong> had snapped. See our <a href="/services/garage-door-repair">repair service</a>.</p><img src="/uploads/${before}" alt="The snapped spring above the door"><h2>After</h2><ul><li>New springs</li><li>Balanced door</li></ul><img src="/uploads/${after}" alt="The door opening smoothly">`,
    });
    const id = Number(created.id);
    const { url } = (await api(server, cookie, 'POST', `/api/admin/posts/${id}/publish`)) as {
      url: string;
    };

    await page.goto('/blog');
    await page.getByRole('link', { name: 'Spring Replacement in Kannapolis' }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Spring Replacement in Kannapolis',
    );
    await expect(page.getByAltText('The snapped spring above the door')).toBeVisible();

    for (const path of ['/blog', url]) {
      const found: Record<number, string[]> = {};
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        found[width] = await axeViolations(page);
      }
      expect(found, path).toEqual({ 390: [], 1280: [] });
    }

    for (const path of ['/blog', url]) {
      const scripts: Buffer[] = [];
      const pending: Promise<void>[] = [];
      const listener = (res: PageResponse) => {
        if (res.request().resourceType() === 'script')
          pending.push(
            res.body().then(
              (b) => void scripts.push(b),
              () => undefined,
            ),
          );
      };
      page.on('response', listener);
      await page.goto(path, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      page.off('response', listener);
      const js = scripts.reduce((n, b) => n + gzipSync(b).length, 0);
      console.info(`${path}: JS ${js} B (gzip)`);
      expect(js, `${path} JS`).toBeLessThanOrEqual(JS_BUDGET_GZIP);
      expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    }

    // The owner moves the post: the old address leads to the new one.
    await api(server, cookie, 'PUT', `/api/admin/posts/${id}`, {
      title: 'Spring Replacement in Kannapolis',
      slug: 'kannapolis-spring-replacement',
      summary: 'A snapped torsion spring, replaced the same morning.',
      bodyHtml: `<p>The left spring had snapped.</p><img src="/uploads/${after}" alt="The door opening smoothly">`,
    });
    await api(server, cookie, 'POST', `/api/admin/posts/${id}/publish`);
    await page.goto(url);
    await expect(page).toHaveURL(/\/blog\/kannapolis-spring-replacement$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Spring Replacement in Kannapolis',
    );
  });
});
