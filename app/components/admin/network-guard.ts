import { notifications } from '@mantine/notifications';
import { isRouteErrorResponse } from 'react-router';
import { adminMessages } from '#app/lib/messages/admin.ts';

/**
 * The admin on a flaky phone connection (issue 13). A route's `clientAction`/`clientLoader`
 * passes the server call through these: when the request never got an answer (offline, a
 * dropped connection) or the answer is not ours (a proxy's 502 HTML page, a half-read stream),
 * the screen keeps what it shows and the owner gets the spec's failure toast, instead of React
 * Router's error page replacing the whole dashboard.
 *
 * A redirect (signed out) still goes through, and so does a request the router aborted itself
 * (a newer navigation or submission replaced it): that is not a failure to report.
 */

function passThrough(error: unknown, request: Request): boolean {
  return error instanceof Response || request.signal.aborted;
}

/**
 * What happened to a request that got no usable answer, in the owner's words: a proxy's error
 * page is the server's trouble, not a lost connection, and the owner should not go looking for
 * a signal that is there.
 */
export function whatHappened(error: unknown): string {
  if (isRouteErrorResponse(error)) return adminMessages.failedServerError(error.status);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return adminMessages.failedOffline;
  }
  // fetch() rejects with a TypeError when no answer came at all; anything else was an answer
  // the router could not read (a half-read stream, a page that is not ours).
  return error instanceof TypeError ? adminMessages.failedNoAnswer : adminMessages.failedUnreadable;
}

/**
 * A failed action answers `failure(form, reason)` (the route's own failure result; `reason`
 * says what happened, see whatHappened) instead of throwing.
 */
export async function guardAction<T, F>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<T> },
  failure: (form: FormData, reason: string) => F,
): Promise<T | F> {
  // Read a copy first: the original body is what serverAction() sends.
  const form = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  try {
    return await serverAction();
  } catch (error) {
    if (passThrough(error, request)) throw error;
    return failure(form, whatHappened(error));
  }
}

/** The last data each screen loaded, by route and path: what a failed reload keeps showing. */
const lastLoaded = new Map<string, unknown>();

/**
 * What a screen shows on the first load, for a failed reload to keep: the client loaders do
 * not run on hydration (that was a second render of the whole screen, ~100 ms of a phone's
 * main thread on the inbox), so each route's component hands over its first data.
 */
export function keepShown(route: string, data: unknown): void {
  if (typeof window === 'undefined') return;
  const key = `${route} ${window.location.pathname}`;
  if (!lastLoaded.has(key)) lastLoaded.set(key, data);
}

export interface LoaderGuard<F> {
  /** One name per route (a path can be matched by the layout and a tab). */
  route: string;
  /** The spec's toast when the screen keeps its data; null when another route reports it. */
  message: string | null;
  /** What the route shows when it has nothing to keep (its own load-failure answer). */
  fallback: () => F;
}

/**
 * A reload of the screen on display (a filter, a search, a page, revalidation after an action)
 * that fails keeps the data on screen and shows the toast. Opening another tab that fails shows
 * that tab's own failure answer (its alert and toast), inside the admin.
 */
export async function guardLoader<T, F>(
  { request, serverLoader }: { request: Request; serverLoader: () => Promise<T> },
  { route, message, fallback }: LoaderGuard<F>,
): Promise<T | F> {
  const path = new URL(request.url).pathname;
  const key = `${route} ${path}`;
  try {
    const data = await serverLoader();
    lastLoaded.set(key, data);
    return data;
  } catch (error) {
    if (passThrough(error, request)) throw error;
    // The router has not moved yet: the window still shows the screen being reloaded.
    const onScreen = window.location.pathname === path;
    if (onScreen && lastLoaded.has(key)) {
      if (message) showFailure(message);
      return lastLoaded.get(key) as T;
    }
    return fallback();
  }
}

export function showFailure(message: string): void {
  notifications.show({
    color: 'red',
    message,
    autoClose: 8000,
    closeButtonProps: { 'aria-label': 'Dismiss' },
  });
}
