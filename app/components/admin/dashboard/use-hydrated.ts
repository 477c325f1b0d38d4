import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and during hydration, true once the browser's code runs (tests
 * wait for it). An effect rather than useSyncExternalStore's server snapshot: the browser
 * build runs on Preact (decision 0010), whose compat layer reads that snapshot only while it
 * marks a subtree as hydrating, and then never re-renders to the browser's value.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
