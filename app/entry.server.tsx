import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import { wantsHydration } from './lib/route-handle.ts';
import { NonceContext } from './lib/react/nonce.ts';
import appCss from './app.css?inline';
import { getServices } from '#app/routes/_context/context.server.ts';
import {
  classTokensIn,
  cutInlineStylesheet,
  parsePageStylesheet,
} from './server/pages/page-css.ts';
import { contentSecurityPolicy } from './server/security/headers.ts';

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

  let status = responseStatusCode;
  const body = await renderDocument(
    <NonceContext value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
    </NonceContext>,
    {
      // The document is sent whole (below): a Suspense boundary's finished content goes in
      // place, never "outlined" behind a script that reveals it (React does that for large
      // boundaries), which a browser without JavaScript would never run (the admin's sign-in).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(nonce ? { nonce } : {}),
    },
    (error, aborted) => {
      status = 500;
      if (!aborted)
        getServices(loadContext).errors.report(error, { url: request.url }, 'render failed');
    },
  );

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy({ nonce: nonce || undefined, https: config.isHttps }),
  );
  // Bytes, not a string, for the Response: a string body is checked for lone surrogates and
  // encoded again by undici (~2 % of a page rendered per request); Buffer.from gives the same
  // UTF-8 bytes.
  const html =
    hydrate || !pageStylesheet
      ? body
      : Buffer.from(
          cutInlineStylesheet(body.toString('utf8'), appCss, pageStylesheet, enhanceClasses),
          'utf8',
        );
  return new Response(html, { status, headers: responseHeaders });
}

/**
 * The whole document, as UTF-8 bytes. Whole documents, never streamed shells: pages are small,
 * and a complete body can be cached, compressed and given an ETag by the host. Node's
 * pipeable stream into a collecting sink, not `renderToReadableStream` read back with
 * `Response.text()`: the web stream's per-chunk promises and copies cost ~5 % of the CPU of a
 * page rendered per request (docs/performance.md). A render still running after
 * `streamTimeout` (+1 s) is aborted: what is missing is left to the client, as before.
 */
function renderDocument(
  element: ReactNode,
  options: Pick<RenderToPipeableStreamOptions, 'progressiveChunkSize' | 'nonce'>,
  onError: (error: unknown, aborted: boolean) => void,
): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    let aborted = false;
    const timer = setTimeout(() => {
      aborted = true;
      stream.abort();
    }, streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      ...options,
      onAllReady: () => stream.pipe(sink),
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error: unknown) => onError(error, aborted),
    });
  });
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
