import { Outlet, useLocation, useSearchParams } from 'react-router';
import { previewPathFor, siteSections } from '#app/components/admin/site/labels.ts';
import { SiteEditorProvider } from '#app/components/admin/site/site-editor.tsx';
import { SiteFrame } from '#app/components/admin/site/site-frame.tsx';
import { messages } from '#app/lib/messages.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import type { Route } from './+types/site';

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: `Site · ${messages.admin.title}` }];

/**
 * `/admin/site` and its sections (issue 15). No loader: the layout has already checked the
 * session, and the content comes from the content API in the browser (app/components/admin/
 * site/site-editor.tsx), so moving between sections loads nothing again and keeps the edits.
 */
export default function Site() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = pathname.slice(adminRoutes.site.length + 1).split('/')[0] ?? '';
  const section = siteSections.find((s) => s.id === id)?.id;
  const previewPath = previewPathFor(section, params.get('service') ?? params.get('city'));
  return (
    <SiteEditorProvider>
      <SiteFrame previewPath={previewPath}>
        <Outlet />
      </SiteFrame>
    </SiteEditorProvider>
  );
}

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';
