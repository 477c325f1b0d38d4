import { PostList } from '#app/components/admin/posts/post-list.tsx';
import { adminTab, loadFailure } from '#app/components/admin/tab-route.ts';
import { easternDateTime } from '#app/lib/lead-display.ts';
import { postEditorMessages as m } from '#app/lib/messages/post-editor.ts';
import { routes } from '#app/lib/urls.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import { listPosts } from '#app/server/posts/post-queries.ts';
import type { Route } from './+types/posts';

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
        withdrawnPhotos: post.withdrawnPhotos.length,
        // Written here: the browser would build an Intl formatter for it while the screen opens.
        updated: easternDateTime(post.updatedAt),
      })),
      loadError: null,
    }),
    { log: 'loading posts failed', answer: failure.fallback },
  );
}

const failure = loadFailure(m.loadFailed, () => ({ posts: [] }));

const tab = adminTab<Route.ClientLoaderArgs>({
  title: m.screenTitle,
  route: 'posts',
  ...failure,
});
export const { handle, meta, clientLoader, ErrorBoundary } = tab;

export default function Posts({ loaderData }: Route.ComponentProps) {
  tab.keepShown(loaderData);
  return <PostList posts={loaderData.posts} loadError={loaderData.loadError} />;
}
