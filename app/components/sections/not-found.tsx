import { isRouteErrorResponse } from 'react-router';
import { messages } from '#app/lib/messages.ts';
import { buttonClass } from '../ui/link-button.tsx';
import { NOT_FOUND_PATH, hook } from '#app/lib/dom-hooks.ts';

/**
 * The 404 page body. `data-not-found-path` lets app/enhance/not-found.ts log the attempted
 * path with the spec's console message.
 */
export function NotFound({ path }: { path: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" {...hook(NOT_FOUND_PATH, path)}>
      <h1 className="text-6xl font-bold">{messages.notFound.heading}</h1>
      <p className="mt-4 text-xl text-ink-700">{messages.notFound.text}</p>
      <a className={buttonClass('primary', 'mt-8')} href="/">
        {messages.notFound.returnHome}
      </a>
    </div>
  );
}

/**
 * Error boundary of routes with a slug: an unknown slug (404 thrown by the loader) renders the
 * not-found page inside the shared layout; anything else is an unexpected error.
 */
export function SlugErrorBoundary({ error, path }: { error: unknown; path: string }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound path={path} />;
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">{messages.errorBoundary.title}</h1>
      <p className="mt-4 rounded bg-brand-50 p-4 font-mono text-sm">{message}</p>
    </div>
  );
}
