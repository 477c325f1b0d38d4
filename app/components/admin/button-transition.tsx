import type { TransitionProps } from '@mantine/core';

/**
 * What Mantine's Button and ActionIcon get for `Transition` in the browser build (vite/mantine-lean-plugin.ts):
 * the loader of a busy button appears in its final place without the 150 ms slide. Mantine's
 * Transition (its named animations, the state machine and reduced-motion handling, about
 * 2.5 KB gzip) is otherwise on every admin screen's first load for that slide alone. The
 * server renders Mantine's own: a button is never busy in the server's HTML (nothing is
 * submitting yet), so both render nothing there and hydration matches.
 */
export function Transition({ mounted, transition, children }: TransitionProps) {
  if (!mounted) return null;
  // A named transition's end state ('slide-down': opacity 1, no transform) is the element's own.
  const shown = typeof transition === 'object' ? { ...transition.common, ...transition.in } : {};
  return <>{children(shown)}</>;
}
