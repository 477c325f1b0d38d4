import type { Plugin } from 'vite';

/**
 * The admin's browser build on Preact (decision 0010, issue 13): React DOM alone was ~57 KB
 * gzip of every admin screen's first load; Preact with its React compatibility layer is ~12 KB.
 * Only the production client build is switched: the server renders with React (public pages
 * ship no framework at all; the admin's HTML is React's, which Preact hydrates), and `npm run
 * dev` keeps React in the browser for its warnings.
 */
const REACT = '\0react-on-preact';
const REACT_DOM_CLIENT = '\0react-dom-client-on-preact';
const ALIASES: Record<string, string> = {
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/** `preact/compat`, plus what it lacks and our dependencies import. */
const REACT_SOURCE = `
import { options } from 'preact';
import compat from 'preact/compat';
export * from 'preact/compat';
/**
 * A <select>'s defaultValue: compat marks the matching <option> only when the options are its
 * direct children; Mantine's NativeSelect draws them through a component. The value is set
 * once, when the element is first mounted (later renders keep what the person chose).
 */
const selectsSet = new WeakSet();
const vnodeHook = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props;
  if (vnode.type === 'select' && props.defaultValue != null && props.value == null && !props.multiple) {
    const ref = vnode.ref;
    const wanted = String(props.defaultValue);
    vnode.ref = (element) => {
      if (element && !selectsSet.has(element)) {
        selectsSet.add(element);
        element.value = wanted;
      }
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    };
  }
  if (vnodeHook) vnodeHook(vnode);
};
/** React Router's RouterProvider calls it; without its useTransitions flag it only hands the state back. */
export function useOptimistic(state) {
  return [state, () => {}];
}
/** Mantine's TabsPanel and Tree wrap kept-mounted content in it; the panel itself is display: none. */
export function Activity(props) {
  return props.children;
}
export default { ...compat, useOptimistic, Activity };
`;

/**
 * "Hydration" on Preact is a first render over the server's DOM, not Preact's hydrate():
 *
 * - React 19 moves some elements of the document on the server (the module preloads, icons and
 *   stylesheets into <head>, in its own order) and tolerates the difference when it hydrates.
 *   Preact's hydrate() pairs elements by tag name in order and never corrects attributes: the
 *   stylesheet links paired with module preloads and the real ones were removed. A render over
 *   existing DOM pairs the same way but sets every attribute and text to the browser's tree,
 *   so the document ends up exactly as the browser renders it.
 * - Preact renders a document's tree into its <html> element, so the root layout's <html> is
 *   drawn as its children (its attributes stay as the server wrote them).
 * - React Router's HydratedRouter suspends (throws a promise) until it has read the server's
 *   data stream; React suspends the root for that. Preact has no root suspension: the render
 *   is tried again when the promise settles. The failed attempt stopped before any element.
 */
const REACT_DOM_CLIENT_SOURCE = `
import { cloneElement, Fragment, options, render } from 'preact';
import { createRoot } from 'preact/compat/client';
export { createRoot };
export function hydrateRoot(container, children) {
  const parent = container.nodeType === 9 ? container.documentElement : container;
  if (container.nodeType === 9) {
    const vnodeHook = options.vnode;
    options.vnode = (vnode) => {
      if (vnode.type === 'html') {
        vnode.type = Fragment;
        vnode.props = { children: vnode.props.children };
      }
      if (vnodeHook) vnodeHook(vnode);
    };
  }
  // React put the module preloads of <Scripts> into <head> (they have done their work): the
  // browser's render draws them in <body>, and would otherwise pair <head>'s other links with them.
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  const attempt = () => {
    try {
      render(cloneElement(children), container);
    } catch (thrown) {
      if (!thrown || typeof thrown.then !== 'function') throw thrown;
      // Forget the abandoned tree (Preact's _children): the next attempt starts over the DOM.
      delete parent.__k;
      thrown.then(attempt, attempt);
    }
  };
  attempt();
  return createRoot(container);
}
export default { createRoot, hydrateRoot };
`;

const SOURCES: Record<string, string> = {
  [REACT]: REACT_SOURCE,
  [REACT_DOM_CLIENT]: REACT_DOM_CLIENT_SOURCE,
};

export function preactClient(): Plugin {
  return {
    name: 'preact-client',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment.name !== 'client') return null;
      if (source === 'react') return REACT;
      if (source === 'react-dom/client') return REACT_DOM_CLIENT;
      const target = ALIASES[source];
      if (!target) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
    load(id) {
      return SOURCES[id] ?? null;
    },
  };
}
