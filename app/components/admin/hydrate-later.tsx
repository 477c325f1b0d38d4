import {
  createElement,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';

/**
 * Progressive hydration for long admin lists (issue 13: on a phone the inbox froze for ~0.5 s
 * while the browser code took over its 25 cards in one task).
 *
 * On the first load a `HydrateLater` block keeps the server's markup (shown, but `inert`) and
 * is taken over by the browser code one block per task afterwards, so the screen's top is
 * usable at once and a tap is never stuck behind the whole page. Anywhere else (a block
 * mounted by a later navigation, the server) it is just its wrapper and children.
 *
 * The wrapper carries `data-hydrate-later`: it is how the first render finds its own markup.
 * Blocks are taken over in the order they were rendered, top to bottom.
 */

interface ServerMarkup {
  tag: string;
  attributes: Record<string, string>;
  html: string;
}

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

function serverMarkup(id: string): ServerMarkup | null {
  if (!firstRender) return null;
  const element = document.querySelector(`[data-hydrate-later="${CSS.escape(id)}"]`);
  if (!element) return null;
  const attributes: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) {
    attributes[attribute.name] = attribute.value;
  }
  return { tag: element.localName, attributes, html: element.innerHTML };
}

type WrapperProps = { 'data-hydrate-later': string; children?: ReactNode } & Record<
  string,
  unknown
>;

export function HydrateLater({
  id,
  component = 'div',
  eager = false,
  children,
  ...rest
}: {
  /** Unique on the screen and the same on the server and in the browser. */
  id: string;
  /** The wrapper (default `div`; a `Table.Tbody` for a table's rows). */
  component?: string | ComponentType<WrapperProps>;
  /** Taken over in the first render like any component (the screen's top). */
  eager?: boolean;
  children: ReactNode;
} & Record<string, unknown>): ReactElement {
  const [markup, setMarkup] = useState(() => (eager ? null : serverMarkup(id)));
  useEffect(() => {
    firstRender = false;
    if (!markup) return;
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
  if (markup) {
    // The same element with the same attributes: the render over the server's document keeps
    // it and only re-reads its inner markup, which the browser parses natively.
    return createElement(markup.tag, {
      ...markup.attributes,
      inert: true,
      dangerouslySetInnerHTML: { __html: markup.html },
    });
  }
  return createElement(component, { ...rest, 'data-hydrate-later': id }, children);
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
