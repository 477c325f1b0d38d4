import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import { dialects } from '../support/dialects.ts';
import { rawRequest } from '../support/raw-http.ts';
import { startServer, type TestServer } from '../support/server.ts';

/**
 * Issue 37: what a visitor or a client gets when the address or the method is wrong. A wrong
 * token link is the site's own not-found page (header, call link, its text), never the root's
 * error page; every 405 names the methods the address does take (RFC 9110 15.5.6).
 */
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const telLinks = (html: string) => [...new Set(html.match(/href="tel:[^"]+"/g) ?? [])].sort();

describe.each(await dialects())('refusals on %s', (dialect) => {
  let server: TestServer;
  let siteNotFound: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    const res = await fetch(`${server.url}/no-such-page`);
    expect(res.status).toBe(404);
    siteNotFound = await res.text();
  });
  afterAll(async () => {
    await server?.dispose();
  });

  /** The site's 404: its title, heading and text, the header's and footer's call links. */
  const expectSiteNotFound = (html: string) => {
    expect(html).not.toContain(messages.errorBoundary.title);
    expect(title(html)).toBe(title(siteNotFound));
    expect(html).toContain(messages.notFound.heading);
    expect(html).toContain(messages.notFound.text);
    expect(telLinks(siteNotFound).length).toBeGreaterThan(0);
    expect(telLinks(html)).toEqual(telLinks(siteNotFound));
  };

  it("answers a wrong visit link with the site's 404 page (GET and the page's form POST)", async () => {
    const shown = await fetch(`${server.url}/visit/not-a-real-token`);
    expect(shown.status).toBe(404);
    expectSiteNotFound(await shown.text());
    const posted = await fetch(`${server.url}/visit/not-a-real-token`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    expect(posted.status).toBe(404);
    expectSiteNotFound(await posted.text());
  });

  it("answers unknown service and town slugs with the site's 404 page", async () => {
    for (const path of ['/services/not-a-service', '/locations/not-a-town']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
      expectSiteNotFound(await res.text());
    }
  });

  it("answers a form posted to a page that takes none inside the site's header and footer, saying nothing was sent", async () => {
    for (const path of ['/about', '/faqs', '/privacy-policy']) {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'name=Jane&phone=7045550100',
      });
      expect(res.status, path).toBe(405);
      const html = await res.text();
      expect(html, path).not.toContain(messages.errorBoundary.title);
      expect(title(html), path).toBe(messages.pageError.noFormHeading);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
      expect(html, path).toContain(messages.pageError.noFormText);
      expect(html, path).toContain('href="/free-estimate"');
      // The header's and footer's call links, and the page's own.
      expect(telLinks(html), path).toEqual(telLinks(siteNotFound));
      expect(html.match(/href="tel:/g)!.length, path).toBeGreaterThan(
        siteNotFound.match(/href="tel:/g)!.length,
      );
    }
  });

  it('names the allowed methods in every 405 (Allow, RFC 9110 15.5.6), pages and host alike', async () => {
    const cases: Array<[method: string, path: string, allow: string]> = [
      ['POST', '/about', 'GET, HEAD'],
      ['PUT', '/', 'GET, HEAD'],
      ['DELETE', '/offline', 'GET, HEAD'],
      ['POST', '/no-such-page', 'GET, HEAD'],
      ['POST', '/sitemap.xml', 'GET, HEAD'],
      ['POST', '/admin/insights/export.csv', 'GET, HEAD'],
      ['TRACE', '/', 'GET, HEAD, POST'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await rawRequest(`${server.url}${path}`, {}, method);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow, `${method} ${path}`).toBe(allow);
    }
  });

  it('answers a wrong method on an API endpoint 405 with its methods, and an unknown endpoint 404', async () => {
    const cases: Array<[method: string, path: string, allow: string]> = [
      ['GET', '/api/leads', 'POST'],
      ['OPTIONS', '/api/leads', 'POST'],
      ['PUT', '/api/leads', 'POST'],
      ['GET', '/api/events', 'POST'],
      ['OPTIONS', '/api/events', 'POST'],
      ['DELETE', '/api/events', 'POST'],
      ['DELETE', '/api/admin/site-content', 'GET, HEAD, PUT'],
      ['POST', '/api/availability', 'GET, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      const res = await rawRequest(`${server.url}${path}`, {}, method);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.allow, `${method} ${path}`).toBe(allow);
      expect(JSON.parse(res.body.toString()), `${method} ${path}`).toEqual({
        error: 'Method Not Allowed',
      });
    }
    for (const [method, path] of [
      ['GET', '/api/no-such-endpoint'],
      ['POST', '/api/no-such-endpoint'],
      ['GET', '/api/leads/extra'],
    ] as const) {
      const res = await rawRequest(`${server.url}${path}`, {}, method);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.allow, `${method} ${path}`).toBeUndefined();
    }
  });

  it('answers a static file only at its own address: an encoded slash names no file (404)', async () => {
    const file = '/images/about-family.svg';
    expect((await rawRequest(`${server.url}${file}`)).status).toBe(200);
    // `/contact%2Fx` is no page either: one address per file, for caches and CDNs alike.
    for (const path of ['/images%2Fabout-family.svg', '/images%2fabout-family.svg']) {
      const res = await rawRequest(`${server.url}${path}`);
      expect(res.status, path).toBe(404);
    }
  });
});
