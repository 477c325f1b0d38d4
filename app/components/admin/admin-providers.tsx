import { MantineProvider, createTheme } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { ADMIN_COLOR_SCHEME } from '#app/lib/admin-color-scheme.ts';
import { serviceWorkerUrl, type CacheAssetsMessage } from '#app/lib/service-worker-url.ts';
import { Notifications } from './toasts.tsx';

const theme = createTheme({
  primaryColor: 'blue',
  // WCAG AA contrast (axe): darker filled colours, and text picked by background lightness.
  primaryShade: 8,
  autoContrast: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});

/**
 * Mantine's default "dimmed" grey is below 4.5:1 on white; one shade darker passes. So is its
 * error red (red 6, 3.3:1) that colours a field's message and an invalid input's text: red 9.
 */
const dimmedText = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/** Mantine for the admin screens (the public pages never load it). */
export function AdminProviders({ children }: { children: ReactNode }) {
  useRegisterServiceWorker();
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme={ADMIN_COLOR_SCHEME}
      cssVariablesResolver={dimmedText}
    >
      <Notifications position="top-center" />
      {children}
    </MantineProvider>
  );
}

/**
 * The owner may open only `/admin` (from the installed app's shortcut or a bookmark): register
 * the site's service worker from here too, so the app is installable and a lost connection
 * shows the offline page instead of the browser's error. The worker never caches admin pages,
 * their data or API answers (app/service-worker/cache-policy.ts); updates are offered by the
 * public pages' prompt. Registering fetches no admin file: see useKeepAdminFiles.
 */
function useRegisterServiceWorker(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker
      .register(serviceWorkerUrl, { scope: '/', updateViaCache: 'none' })
      .catch(() => undefined);
  }, []);
}

/**
 * A signed-in screen hands the worker the admin to keep: the scripts and styles this page loaded
 * before the worker could see them (so the installed app's next open loads none of them over the
 * network, issue 28), and with them every other admin file of the build (issue 37). Only signed
 * in: anyone can open the sign-in page (a bot's browser, a stranger), and it must not make them
 * download the whole admin (171 files, about 1.5 MB in issue 37's build).
 */
export function useKeepAdminFiles(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn || !('serviceWorker' in navigator)) return;
    // `ready` waits for the registration AdminProviders makes (its effect runs after this one).
    navigator.serviceWorker.ready
      .then((registration) => {
        registration.active?.postMessage({
          type: 'cache-assets',
          urls: loadedBuildFiles(),
        } satisfies CacheAssetsMessage);
      })
      .catch(() => undefined);
  }, [signedIn]);
}

/** The same-origin `/assets/` files the page has loaded so far. */
function loadedBuildFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.href);
}
