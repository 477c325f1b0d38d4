import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and during hydration, true once the browser's code runs (tests
 * wait for it): set by an effect, which React runs once the component has hydrated.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
