import { Outlet, useLocation } from 'react-router';
import { SiteChrome } from '#app/components/layout/site-chrome.tsx';
import { siteChromeOf } from '#app/lib/react/site-chrome.ts';
import { getContent } from '#app/routes/_context/context.server.ts';
import type { Route } from './+types/layout';

/**
 * The chrome's content from the request's snapshot (the published one, or a preview's): the
 * component below shows only what this returns.
 */
export function loader({ context }: Route.LoaderArgs) {
  return siteChromeOf(getContent(context).content);
}

/** Shared public layout: emergency banner, sticky header, the page, four-column footer. */
export default function MarketingLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <SiteChrome chrome={loaderData} pathname={pathname}>
      <Outlet />
    </SiteChrome>
  );
}
