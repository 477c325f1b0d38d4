/** What a route module may put in its `handle` export. */
export interface RouteHandle {
  /** Load React Router's client scripts and hydrate (admin). Public pages leave this off. */
  hydrate?: boolean;
  /**
   * Stylesheets the root layout links first in <head> (admin): before React's module
   * preloads, so a phone fetches them first, and in the same place in the browser's render.
   */
  stylesheets?: readonly string[];
}

export function wantsHydration(handles: ReadonlyArray<unknown>): boolean {
  return handles.some(
    (h) => typeof h === 'object' && h !== null && (h as RouteHandle).hydrate === true,
  );
}

/** Every stylesheet the matched routes' handles ask for, in route order, each once. */
export function handleStylesheets(handles: ReadonlyArray<unknown>): string[] {
  const hrefs = handles.flatMap((h) =>
    typeof h === 'object' && h !== null ? ((h as RouteHandle).stylesheets ?? []) : [],
  );
  return [...new Set(hrefs)];
}
