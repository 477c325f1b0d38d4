import type { Context, Hono, MiddlewareHandler } from 'hono';
import { postMessages as m } from '#app/lib/messages/posts.ts';
import { postLimits } from '#app/lib/post-schema.ts';
import { postsApi } from '#app/lib/urls.ts';
import { requestMeta } from '#app/server/auth/request-meta.ts';
import * as commands from '#app/server/posts/post-commands.ts';
import type { PostActor, PostChange } from '#app/server/posts/post-commands.ts';
import {
  listPosts,
  listRevisions,
  readPost,
  readRevision,
} from '#app/server/posts/post-queries.ts';
import { freeSlugFor } from '#app/server/posts/slug-availability.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';
import { readApiJson, type ApiJson } from './read-body.ts';
import { idParam } from './route-id.ts';

/**
 * The owner's posts (issue 40 interface contract), thin over app/server/posts. Every route
 * needs an admin session (401) and mutations must be same-origin (403): `requireAdmin`.
 *
 * - `POST /api/admin/posts`                     201 {id, slug, status: "draft"} | 400 {error, fieldErrors} | 429
 * - `GET  /api/admin/posts`                     200 {posts: [...]}
 * - `GET  /api/admin/posts/slug-for?title=&id=` 200 {slug}: a free slug proposed for the title
 * - `GET  /api/admin/posts/<id>`                200 the working copy | 404
 * - `PUT  /api/admin/posts/<id>`                200 {id, slug, status} | 400 | 404
 * - `POST /api/admin/posts/<id>/publish`        200 {url: "/blog/<slug>", changed} | 400 (broken links) | 404
 * - `POST /api/admin/posts/<id>/unpublish`      200 {id, slug, status}
 * - `GET  /api/admin/posts/<id>/revisions`      200 {revisions: [...]}, newest first
 * - `GET  /api/admin/posts/<id>/revisions/<r>`  200 the revision
 *
 * A revision is restored from the post editor's `restore` intent only (issue 38).
 */
export function mountPostsApi(
  app: Hono<HostEnv>,
  services: AppServices,
  requireAdmin: MiddlewareHandler<HostEnv>,
): void {
  const base = postsApi.posts;
  // Plain parameters (the access-control test fills them in); non-digits are answered 404.
  const id = ':id';
  const rev = ':rev';

  app.get(base, requireAdmin, async (c) => c.json({ posts: await listPosts(services.db) }));

  app.post(base, requireAdmin, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    return answer(c, await commands.savePost(services, null, body.value, actor(c)), 201);
  });

  app.get(postsApi.slugFor, requireAdmin, async (c) => {
    const title = (c.req.query('title') ?? '').slice(0, postLimits.titleMax);
    const own = Number(c.req.query('id'));
    const slug = await freeSlugFor(services.db, title, Number.isSafeInteger(own) ? own : undefined);
    return c.json({ slug });
  });

  app.get(`${base}/${id}`, requireAdmin, async (c) => {
    const post = await readPost(services.db, postId(c));
    return post ? c.json(post) : c.json({ error: m.notFound }, 404);
  });

  app.put(`${base}/${id}`, requireAdmin, async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    return answer(c, await commands.savePost(services, postId(c), body.value, actor(c)), 200);
  });

  app.post(`${base}/${id}/publish`, requireAdmin, async (c) =>
    answer(
      c,
      await commands.publishPost(
        services,
        postId(c),
        actor(c),
        c.get('content').content.cities.map((town) => town.slug),
      ),
      200,
    ),
  );

  app.post(`${base}/${id}/unpublish`, requireAdmin, async (c) =>
    answer(c, await commands.unpublishPost(services, postId(c), actor(c)), 200),
  );

  app.get(`${base}/${id}/revisions`, requireAdmin, async (c) => {
    const revisions = await listRevisions(services.db, postId(c));
    return revisions ? c.json({ revisions }) : c.json({ error: m.notFound }, 404);
  });

  app.get(`${base}/${id}/revisions/${rev}`, requireAdmin, async (c) => {
    const revision = await readRevision(services.db, postId(c), rowId(c, 'rev'));
    return revision ? c.json(revision) : c.json({ error: m.revisionNotFound }, 404);
  });

  function postId(c: Context<HostEnv>): number {
    return rowId(c, 'id');
  }

  function actor(c: Context<HostEnv>): PostActor {
    const admin = c.get('admin');
    return {
      userId: admin.userId,
      email: admin.email,
      meta: requestMeta(c.req.raw, c.get('requestInfo').clientIp),
    };
  }

  function answer<T extends object>(c: Context<HostEnv>, result: PostChange<T>, status: 200 | 201) {
    if (result.ok) {
      const { ok: _ok, ...rest } = result;
      return c.json(rest, status);
    }
    if (result.reason === 'not-found') return c.json({ error: m.notFound }, 404);
    if (result.reason === 'rate-limited') return c.json({ error: result.error }, 429);
    if (result.reason === 'stale') return c.json({ error: m.changedElsewhere }, 409);
    return c.json({ error: m.invalid, fieldErrors: result.fieldErrors }, 400);
  }

  function readJson(c: Context<HostEnv>): Promise<ApiJson> {
    return readApiJson(c, postLimits.requestMaxBytes, m);
  }
}

/** A row id from the URL; a malformed one gives 0, which names no row (the commands' 404). */
function rowId(c: Context<HostEnv>, name: string): number {
  return idParam(c, name) ?? 0;
}
