import { randomBytes } from 'node:crypto';
import { renderToReadableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { wantsHydration } from './lib/route-handle.ts';
import { NonceContext } from './lib/react/nonce.ts';
import appCss from './app.css?inline';
import { getServices } from './server/context.ts';
import {
  classTokensIn,
  cutInlineStylesheet,
  parsePageStylesheet,
} from './server/pages/page-css.ts';
import { contentSecurityPolicy } from './server/security/headers.ts';

// The host reads the context keys from here so both sides share the same key objects.
export { servicesContext, requestInfoContext } from './server/context.ts';

export const streamTimeout = 10_000;

/**
 * Public pages inline app.css cut to the classes they use (app/server/pages/page-css.ts): split
 * once here; the classes the enhancement module adds or builds elements with are always kept
 * (its sources, read at build time).
 */
const pageStylesheet = parsePageStylesheet(appCss);
const enhanceClasses = classTokensIn(
  Object.values(
    import.meta.glob<string>(['./enhance/**/*.ts', '!./enhance/**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ),
);

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
          getServices(loadContext).errors.report(error, { url: request.url }, 'render failed');
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
  if (hydrate || !pageStylesheet) return new Response(stream, { status, headers: responseHeaders });
  const html = cutInlineStylesheet(
    await new Response(stream).text(),
    appCss,
    pageStylesheet,
    enhanceClasses,
  );
  return new Response(html, { status, headers: responseHeaders });
}

/**
 * Errors React Router meets while answering (loaders, actions, refused requests). Without this
 * export it prints each one's stack to stderr, so a client posting to pages without an action
 * could write megabytes of log in seconds (issue 19). Refusals are answers, not faults: not
 * logged. Anything else becomes one JSON line, repeats counted (services.errors).
 */
export const handleError: HandleErrorFunction = (error, args) => {
  // It runs inside the router's own error path: if it threw, the request it reports on would
  // fail as well (a loader's handled failure became a 500 and a second round of requests).
  try {
    reportRequestError(error, args);
  } catch (failure) {
    process.stderr.write(
      `${JSON.stringify({ level: 50, msg: 'handleError failed', err: String(failure) })}\n`,
    );
  }
};

function reportRequestError(
  error: unknown,
  { request, context }: Partial<Parameters<HandleErrorFunction>[1]>,
): void {
  if (request?.signal?.aborted || isExpectedRefusal(error)) return;
  const services = context ? tryServices(context) : undefined;
  const fields = { method: request?.method, path: pathOf(request?.url) };
  // The route error response of a real fault carries the error itself.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const cause = inner ?? error;
  if (services) services.errors.report(cause, fields, 'request failed');
  else process.stderr.write(`${JSON.stringify({ level: 50, msg: 'request failed', ...fields })}\n`);
}

function pathOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).pathname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the router refuses by design: a 4xx answer (404 no route, 405 no action, 400/403
 * refused input), and React Router's own cross-site check on actions (a plain Error, answered
 * 400).
 */
function isExpectedRefusal(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status < 500;
  return (
    error instanceof Error &&
    (/origin does not match `origin` header/.test(error.message) ||
      /`origin` header is not a valid URL/.test(error.message))
  );
}

function tryServices(context: Parameters<HandleErrorFunction>[1]['context']) {
  try {
    return getServices(context as RouterContextProvider);
  } catch {
    return undefined;
  }
}
