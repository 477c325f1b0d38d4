import { useEffect, useState, type ReactElement, type ReactNode } from 'react';

/**
 * Progressive hydration for long admin lists (issue 13: on a phone the inbox froze for ~0.5 s
 * while the browser code took over its 25 cards in one task).
 *
 * On the first load a `HydrateLater` block keeps the server's markup (shown, but `inert`) and
 * is taken over by the browser code one block per task afterwards, so the screen's top is
 * usable at once and a tap is never stuck behind the whole page. Anywhere else (a block
 * mounted by a later navigation, the server) it is just its wrapper and children.
 *
 * Its `<div data-hydrate-later>` wrapper is how the first render finds its own markup.
 * Blocks are taken over in the order they were rendered, top to bottom.
 */

/** Until the first commit: only then is the document still the server's markup. */
let firstRender = typeof document !== 'undefined';
const pending: Array<() => void> = [];
const settledListeners = new Set<() => void>();
let scheduled = false;

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // A task per block: input and paint get their turn in between.
  setTimeout(takeOverNext, 0);
}

function takeOverNext(): void {
  scheduled = false;
  // The state change renders at once (Preact renders on a microtask), inside this task.
  pending.shift()?.();
  if (pending.length > 0) schedule();
  else setTimeout(notifySettled, 0);
}

function notifySettled(): void {
  if (pending.length > 0 || scheduled) return;
  for (const listener of settledListeners) listener();
  settledListeners.clear();
}

/** The block's inner markup as the server sent it, on the first render only. */
function serverMarkup(id: string): string | null {
  if (!firstRender) return null;
  return document.querySelector(`[data-hydrate-later="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}

export function HydrateLater({
  id,
  eager = false,
  children,
}: {
  /** Unique on the screen and the same on the server and in the browser. */
  id: string;
  /** Taken over in the first render like any component (the screen's top). */
  eager?: boolean;
  children: ReactNode;
}): ReactElement {
  const [markup, setMarkup] = useState(() => (eager ? null : serverMarkup(id)));
  useEffect(() => {
    firstRender = false;
    if (markup === null) return;
    let mounted = true;
    pending.push(() => {
      if (mounted) setMarkup(null);
    });
    schedule();
    return () => {
      mounted = false;
    };
    // Only the first render's markup is ever kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (markup !== null) {
    // The render over the server's document keeps this element and only sets its inner markup
    // again, which the browser parses natively.
    return <div data-hydrate-later={id} inert dangerouslySetInnerHTML={{ __html: markup }} />;
  }
  return <div data-hydrate-later={id}>{children}</div>;
}

/**
 * False until every `HydrateLater` block of the first load is taken over: the screens'
 * `data-hydrated` marker (what people and the end-to-end tests wait for before they type).
 */
export function useHydrationSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    // Effects run children first: every block of this screen has queued itself by now.
    const listener = () => setSettled(true);
    settledListeners.add(listener);
    if (pending.length === 0 && !scheduled) setTimeout(notifySettled, 0);
    return () => {
      settledListeners.delete(listener);
    };
  }, []);
  return settled;
}
