import { data } from 'react-router';
import { postEditorMessages } from '#app/lib/messages/post-editor.ts';
import { postMessages } from '#app/lib/messages/posts.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import { postPreviewDocument, postPreviewHeaders } from '#app/server/posts/post-preview.ts';
import { readPost } from '#app/server/posts/post-queries.ts';
import { adminHeaders } from './styles.ts';
import type { Route } from './+types/post-preview';

/** `/admin/posts/<id>/preview`: the post's working copy as it will read (signed in only). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(postMessages.notFound, { status: 404 });
  return runAdminLogged(
    request,
    context,
    async (services) => {
      const post = await readPost(services.db, id);
      if (!post) return new Response(postMessages.notFound, { status: 404, headers: adminHeaders });
      return new Response(postPreviewDocument(post), { headers: postPreviewHeaders });
    },
    {
      log: 'loading a post preview failed',
      answer: () =>
        new Response(postEditorMessages.loadFailed, { status: 503, headers: adminHeaders }),
    },
  );
}
