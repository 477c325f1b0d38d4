import { Outlet } from 'react-router';
import { PublicPageError, pageErrorTitle } from '#app/components/sections/page-error.tsx';
import type { Route } from './+types/page-boundary';

/**
 * Every public page sits below this pathless route, so a page that fails (a form posted to a
 * page that takes none, an unexpected error) is answered inside the site's header and footer,
 * which the layout above has already read, rather than by the root's bare error page.
 */
export default function PublicPage() {
  return <Outlet />;
}

/** Only for its own error: each page below has its meta (and the layout and root have none). */
export const meta: Route.MetaFunction = ({ error }) =>
  error === undefined
    ? []
    : [{ title: pageErrorTitle(error) }, { name: 'robots', content: 'noindex' }];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}
