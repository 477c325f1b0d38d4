/** What a route module may put in its `handle` export. */
export interface RouteHandle {
  /**
   * Load React Router's client scripts and hydrate (admin), with the admin's stylesheet inline
   * (app/root.tsx). Public pages leave this off.
   */
  hydrate?: boolean;
}

export function wantsHydration(handles: ReadonlyArray<unknown>): boolean {
  return handles.some(
    (h) => typeof h === 'object' && h !== null && (h as RouteHandle).hydrate === true,
  );
}

