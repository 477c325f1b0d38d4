import { keepShown } from '#app/components/admin/network-guard.ts';
import { PostList } from '#app/components/admin/posts/post-list.tsx';
import { tabClientLoader, tabMeta } from '#app/components/admin/tab-route.ts';
import { easternDateTime } from '#app/lib/lead-display.ts';
import { postEditorMessages as m } from '#app/lib/messages/post-editor.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { routes } from '#app/lib/urls.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import { listPosts } from '#app/server/posts/post-queries.ts';
import type { Route } from './+types/posts';

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => tabMeta(m.screenTitle);

export async function loader({ request, context }: Route.LoaderArgs) {
  return runAdminLogged(
    request,
    context,
    async (services) => ({
      posts: (await listPosts(services.db)).map((post) => ({
        id: post.id,
        title: post.title,
        status: post.status,
        liveUrl: post.liveSlug ? routes.post(post.liveSlug) : null,
        changed: post.status === 'published' && post.hasUnpublishedChanges,
        // Written here: the browser would build an Intl formatter for it while the screen opens.
        updated: easternDateTime(post.updatedAt),
      })),
      loadError: null,
    }),
    { log: 'loading posts failed', answer: () => ({ posts: [], loadError: m.loadFailed }) },
  );
}

export const clientLoader = tabClientLoader((_: Route.ClientLoaderArgs) => ({
  route: 'posts',
  message: m.loadFailed,
  fallback: () => ({ posts: [], loadError: m.loadFailed }),
}));

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';

export default function Posts({ loaderData }: Route.ComponentProps) {
  keepShown('posts', loaderData);
  return <PostList posts={loaderData.posts} loadError={loaderData.loadError} />;
}
