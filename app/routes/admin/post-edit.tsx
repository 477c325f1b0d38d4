import { data } from 'react-router';
import { PostForm, type EditedPost } from '#app/components/admin/posts/post-form.tsx';
import { PostList } from '#app/components/admin/posts/post-list.tsx';
import { adminTab, loadFailure, tabMeta } from '#app/components/admin/tab-route.ts';
import { easternDateTime } from '#app/lib/lead-display.ts';
import type { LinkTarget } from '#app/lib/link-suggestions.ts';
import { postEditorMessages as m } from '#app/lib/messages/post-editor.ts';
import { postMessages } from '#app/lib/messages/posts.ts';
import { postsScreen } from '#app/components/admin/posts/posts-intents.ts';
import { adminRoutes, routes } from '#app/lib/urls.ts';
import { getContent } from '#app/routes/_context/context.server.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import type { SiteContent } from '#app/content/live.ts';
import { listUploads } from '#app/server/images/admin-images.ts';
import { listRevisions, readPost } from '#app/server/posts/post-queries.ts';
import { postAction } from './post-intents.server.ts';
import type { Route } from './+types/post-edit';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  tabMeta(loaderData?.post?.title ? `${loaderData.post.title} · ${m.screenTitle}` : m.screenTitle);

const EMPTY: EditedPost = {
  id: 0,
  title: '',
  slug: '',
  summary: '',
  bodyHtml: '',
  seoTitle: '',
  seoDescription: '',
  status: 'draft',
  coverImage: '',
  liveUrl: null,
  withdrawnPhotos: 0,
  baseRevision: 0,
};

/** The site's services and towns as link suggestions name them. */
function linkTargets(content: SiteContent): LinkTarget[] {
  return [
    ...content.services.map((s) => ({
      name: s.title,
      url: routes.service(s.slug),
      aliases: [s.shortTitle],
    })),
    ...content.cities.map((c) => ({
      name: c.cityName,
      url: routes.city(c.slug),
      aliases: [`${c.cityName}, ${c.stateCode}`],
      properNoun: true,
    })),
  ];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = params.id === 'new' ? null : Number(params.id);
  if (id !== null && !(Number.isSafeInteger(id) && id > 0)) {
    throw data(postMessages.notFound, { status: 404 });
  }
  const content = getContent(context).content;
  return runAdminLogged(
    request,
    context,
    async (services) => {
      const [post, revisions, uploads] = await Promise.all([
        id === null ? undefined : readPost(services.db, id),
        id === null ? [] : listRevisions(services.db, id),
        listUploads(services.db),
      ]);
      if (id !== null && !post) throw data(postMessages.notFound, { status: 404 });
      const edited: EditedPost = post
        ? {
            id: post.id,
            title: post.title,
            slug: post.slug,
            summary: post.summary,
            bodyHtml: post.bodyHtml,
            seoTitle: post.seoTitle ?? '',
            seoDescription: post.seoDescription ?? '',
            status: post.status,
            coverImage: post.coverImage ?? '',
            liveUrl: post.liveSlug ? routes.post(post.liveSlug) : null,
            withdrawnPhotos: post.withdrawnPhotos.length,
            baseRevision: revisions?.[0]?.id ?? 0,
          }
        : EMPTY;
      return {
        post: edited,
        revisions: (revisions ?? []).map((r) => ({
          id: r.id,
          kind: r.kind,
          title: r.title,
          when: easternDateTime(r.createdAt),
        })),
        // The editor starts again from what is stored after a restore (its document is its own).
        restoredFrom: (revisions ?? []).find((r) => r.kind === 'restore')?.id ?? 0,
        library: uploads.images.map((u) => ({
          name: u.name,
          path: u.path,
          width: u.width,
          height: u.height,
        })),
        linkTargets: linkTargets(content),
        loadError: null,
      };
    },
    { log: 'loading a post failed', answer: failure.fallback },
  );
}

export const action = (args: Route.ActionArgs) =>
  postAction(getContent(args.context).content)(args);

const failure = loadFailure(m.loadFailed, () => ({
  post: null,
  revisions: [],
  restoredFrom: 0,
  library: [],
  linkTargets: [],
}));

/** No answer from the server: the form keeps what the owner wrote, the toast says it failed. */
const tab = adminTab<Route.ClientLoaderArgs, Route.ClientActionArgs>({
  screen: postsScreen,
  title: m.screenTitle,
  route: 'post-edit',
  ...failure,
});
export const { handle, clientLoader, ErrorBoundary, clientAction, shouldRevalidate } = tab;

export default function PostEdit({ loaderData }: Route.ComponentProps) {
  tab.keepShown(loaderData);
  const { post } = loaderData;
  if (!post) return <PostList posts={[]} loadError={loaderData.loadError} />;
  return (
    <PostForm
      key={`${post.id}-${loaderData.restoredFrom}`}
      post={post}
      revisions={loaderData.revisions}
      library={loaderData.library}
      linkTargets={loaderData.linkTargets}
      uploadUrl="/api/uploads"
      previewUrl={post.id ? adminRoutes.postPreview(post.id) : ''}
    />
  );
}
