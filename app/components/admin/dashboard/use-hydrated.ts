import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False in the server's HTML, true once React runs in the browser (tests wait for it). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
