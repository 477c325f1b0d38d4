import { randomBytes } from 'node:crypto';
import { renderToReadableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { wantsHydration } from './lib/route-handle.ts';
import { NonceContext } from './lib/react/nonce.ts';
import { getServices } from './server/context.ts';
import { contentSecurityPolicy } from './server/security/headers.ts';

// The host reads the context keys from here so both sides share the same key objects.
export { servicesContext, requestInfoContext } from './server/context.ts';

export const streamTimeout = 10_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  const matches = routerContext.staticHandlerContext.matches;
  const hydrate = wantsHydration(
    matches.map((m) => routerContext.routeModules[m.route.id]?.handle),
  );
  const nonce = hydrate ? randomBytes(16).toString('base64') : '';
  const { config } = getServices(loadContext);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), streamTimeout + 1000);
  let status = responseStatusCode;
  const stream = await renderToReadableStream(
    <NonceContext value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
    </NonceContext>,
    {
      signal: controller.signal,
      // The document is sent whole (below): a Suspense boundary's finished content goes in
      // place, never "outlined" behind a script that reveals it (React does that for large
      // boundaries), which a browser without JavaScript would never run (the admin's sign-in).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(nonce ? { nonce } : {}),
      onError(error: unknown) {
        status = 500;
        if (!controller.signal.aborted)
          getServices(loadContext).log.error({ err: error }, 'render failed');
      },
    },
  );
  // Whole documents, never streamed shells: pages are small, and a complete body can be
  // cached, compressed and given an ETag by the host.
  await stream.allReady;
  clearTimeout(timer);

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy({ nonce: nonce || undefined, https: config.isHttps }),
  );
  return new Response(stream, { status, headers: responseHeaders });
}
