/** What the browser console shows for an error React recovered from (see entry.client.tsx). */
export const hydrationErrorPrefix = 'React recovered from an error (a hydration mismatch?):';

/**
 * React's `onRecoverableError`: a hydration mismatch (the server's HTML and the browser's first
 * render differ) makes React throw the server's markup away and draw the subtree again, which is
 * slow on a phone and hides a bug. It is logged as a console error with a fixed prefix: the
 * admin's end-to-end specs fail on any console error (tests/e2e/console-guard.ts).
 */
export function reportHydrationError(
  error: unknown,
  info: { componentStack?: string | undefined },
): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(hydrationErrorPrefix, message, info.componentStack ?? '');
}
