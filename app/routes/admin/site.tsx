import { Outlet, useLocation, useSearchParams } from 'react-router';
import { previewPathFor, siteSections } from '#app/components/admin/site/labels.ts';
import { keepShown } from '#app/components/admin/network-guard.ts';
import { tabClientLoader, tabMeta } from '#app/components/admin/tab-route.ts';
import {
  docPartOf,
  initialContent,
  type InitialContent,
} from '#app/components/admin/site/first-screen.ts';
import { SiteEditorProvider } from '#app/components/admin/site/site-editor.tsx';
import { SiteFrame } from '#app/components/admin/site/site-frame.tsx';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { readDraft, readPublished } from '#app/server/content/site-content-store.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import type { Route } from './+types/site';

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => tabMeta('Site');

/**
 * `/admin/site` and its sections (issue 15). The loader reads the live version and the owner's
 * draft once, so the first screen is rendered with them (no round trip before the form shows);
 * the sections have no loaders, so moving between them loads nothing again and keeps the edits.
 * Everything after that goes through the content API (app/components/admin/site/site-editor.tsx).
 * When the database cannot be read, `initial` is null and the editor tries the API itself (and
 * says so, with a retry, when that fails too).
 *
 * A page load of one section (the owner's phone opening /admin/site/business) carries only that
 * section's part of the documents (first-screen.ts); a move from another admin tab, whose code
 * is already loaded, gets the whole documents in its one request.
 */
export async function loader({
  request,
  context,
}: Route.LoaderArgs): Promise<{ initial: InitialContent | null }> {
  const pageLoad = request.headers.get('Sec-Fetch-Dest') === 'document';
  const part = pageLoad ? docPartOf(sectionIdOf(new URL(request.url).pathname)) : null;
  return runAdminLogged(
    request,
    context,
    async (services, admin) => {
      const [published, draft] = await Promise.all([
        readPublished(services.db),
        readDraft(services.db, admin.userId),
      ]);
      return {
        initial: initialContent(
          { version: published.version, content: published.document },
          draft && typeof draft.document === 'object' && draft.document !== null
            ? {
                baseVersion: draft.baseVersion,
                content: draft.document as InitialContent['published']['content'],
              }
            : null,
          part,
        ),
      };
    },
    { log: 'loading the site content failed', answer: () => ({ initial: null }) },
  );
}

/** No answer from the server: the editor loads through the API (or says it cannot). */
export const clientLoader = tabClientLoader((_: Route.ClientLoaderArgs) => ({
  route: 'site',
  message: null,
  fallback: () => ({ initial: null }),
}));

/** The edits live in the page: moving between sections or saving never reloads the content. */
export function shouldRevalidate() {
  return false;
}

/** `/admin/site/business` → `business`; the overview → undefined. */
function sectionIdOf(pathname: string) {
  const id = pathname.slice(adminRoutes.site.length + 1).split('/')[0] ?? '';
  return siteSections.find((s) => s.id === id)?.id;
}

export default function Site({ loaderData }: Route.ComponentProps) {
  keepShown('site', loaderData);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const section = sectionIdOf(pathname);
  const previewPath = previewPathFor(section, params.get('service') ?? params.get('city'));
  return (
    <SiteEditorProvider initial={loaderData.initial}>
      <SiteFrame previewPath={previewPath} part={docPartOf(section)}>
        <Outlet />
      </SiteFrame>
    </SiteEditorProvider>
  );
}

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';
