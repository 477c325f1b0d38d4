import { test as base } from '@playwright/test';
import { startHttpProxy, type HttpProxy } from './http-proxy.ts';
import { startServer, type TestServer } from './server.ts';

export interface ProxiedSite {
  server: TestServer;
  proxy: HttpProxy;
}

/**
 * Each test gets its own server behind its own HTTP proxy, and the proxy is the origin the
 * browser sees: it counts the requests and injects the faults (a 5xx, a cut) without any
 * switch in the product. The service worker is on, as on a visitor's phone (the offline specs
 * reload pages from its cache).
 */
export const proxiedSiteTest = base.extend<{ site: ProxiedSite }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the pattern
  site: async ({}, use) => {
    const proxy = await startHttpProxy();
    const server = await startServer({ env: { PUBLIC_ORIGIN: proxy.url } });
    proxy.setTarget(server.url);
    await use({ server, proxy });
    await server.dispose();
    await proxy.close();
  },
  baseURL: async ({ site }, use) => use(site.proxy.url),
  serviceWorkers: 'allow',
});
