import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
} from 'react-router';
import enhanceModuleUrl from 'virtual:enhance-module';
import pwaHead from 'virtual:pwa-head';
import type { Route } from './+types/root';
import { ADMIN_COLOR_SCHEME } from './lib/admin-color-scheme.ts';
import { BANNER_STATE_SCRIPT } from './lib/banner-state.ts';
import { wantsHydration, handleStylesheets } from './lib/route-handle.ts';
import { errorBoundaryMessages } from './lib/messages/error-boundary.ts';
import { useNonce } from './lib/react/nonce.ts';

/**
 * Public pages carry their stylesheet inline (about 7 KB gzip, in the cached HTML): one
 * render-blocking request less before the first paint on a phone's first visit. The text is
 * loaded on the server only (a static `?inline` import would put it into the admin's
 * JavaScript); the admin, which navigates in the browser, keeps the cached `<link>`.
 */
const inlineStylesheet = import.meta.env.SSR ? (await import('./app.css?inline')).default : '';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // The manifest is linked in Layout: the admin's pages link the owner's app.
  ...(pwaHead ? [{ rel: 'apple-touch-icon', href: pwaHead.appleTouchIcon }] : []),
];

/** The owner's app covers /admin and what is under it (its manifest's scope). */
function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const { pathname } = useLocation();
  const handles = matches.map((m) => m.handle);
  const hydrate = wantsHydration(handles);
  const stylesheets = handleStylesheets(handles);
  const nonce = useNonce();
  return (
    <html lang="en" data-mantine-color-scheme={hydrate ? ADMIN_COLOR_SCHEME : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {pwaHead ? <meta name="theme-color" content={pwaHead.themeColor} /> : null}
        {pwaHead ? (
          <link
            rel="manifest"
            href={isAdminPath(pathname) ? pwaHead.adminManifest : pwaHead.manifest}
          />
        ) : null}
        <Meta />
        {/* Hydrated (admin) routes name their stylesheets in their handle: app/routes/admin/styles.ts. */}
        {hydrate ? (
          stylesheets.map((href) => (
            // `precedence`: React puts them first in <head>, before the module preloads.
            <link key={href} rel="stylesheet" href={href} precedence="admin" nonce={nonce} />
          ))
        ) : (
          <style dangerouslySetInnerHTML={{ __html: inlineStylesheet }} />
        )}
        <Links />
        {/* Before the first paint, inline (allowed by its CSP hash): see app/lib/banner-state.ts. */}
        {hydrate ? null : <script dangerouslySetInnerHTML={{ __html: BANNER_STATE_SCRIPT }} />}
      </head>
      <body className="min-h-screen bg-white font-sans text-ink-900 antialiased">
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          <script type="module" src={enhanceModuleUrl} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let message = 'Something went wrong.';
  let status: number | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = error.statusText || (typeof error.data === 'string' ? error.data : message);
  } else if (error instanceof Error) {
    message = error.message;
  }
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <title>{errorBoundaryMessages.title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">{errorBoundaryMessages.title}</h1>
      {status ? <p className="mt-2 text-ink-700">Status {status}</p> : null}
      <p className="mt-4 rounded bg-brand-50 p-4 font-mono text-sm">{message}</p>
      <p className="mt-6">
        <a className="text-brand-700 underline" href="/">
          Return to Home
        </a>
      </p>
    </main>
  );
}
