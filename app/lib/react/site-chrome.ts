import { createContext, useContext } from 'react';
import { isRouteErrorResponse } from 'react-router';
import type { SiteContent } from '#app/content/live.ts';

/** What the public pages' header and footer show: the marketing layout's loader data. */
export type SiteChromeData = Pick<
  SiteContent,
  'business' | 'specialHours' | 'services' | 'cities' | 'emergencyBanner' | 'navigation' | 'footer'
>;

export function siteChromeOf(content: SiteChromeData): SiteChromeData {
  const { business, specialHours, services, cities, emergencyBanner, navigation, footer } = content;
  return { business, specialHours, services, cities, emergencyBanner, navigation, footer };
}

/**
 * The request's chrome, given by the server's render (entry.server.tsx) so the root error
 * boundary, which runs no loader of the layout, can still draw the site's own page (issue 37:
 * a 405 or 403 on a public address showed the bare error page). Null in the browser.
 */
export const SiteChromeContext = createContext<SiteChromeData | null>(null);

export function useSiteChrome(): SiteChromeData | null {
  return useContext(SiteChromeContext);
}

/**
 * Whether the root error boundary draws `error` as the site's own page: a refusal (4xx) on a
 * public address (anything outside /admin, the bootstrap page included). Such a page is never
 * hydrated, whatever route it was meant for: the server's render is the whole page (the
 * document (root.tsx) and entry.server.tsx ask this alike, so the two never disagree).
 */
export function isSiteRefusal(error: unknown, pathname: string): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    pathname !== '/admin' &&
    !pathname.startsWith('/admin/')
  );
}
