import { redirect } from 'react-router';
import { z } from 'zod';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { postMessages } from '#app/lib/messages/posts.ts';
import { postActionMessages as a } from '#app/lib/messages/post-actions.ts';
import { postEditorMessages as m } from '#app/lib/messages/post-editor.ts';
import type { SiteContent } from '#app/content/live.ts';
import { newestRevisionId } from '#app/server/posts/post-queries.ts';
import { writeUpLead } from '#app/server/posts/write-up.ts';
import { postLimits } from '#app/lib/post-schema.ts';
import { postsScreen } from '#app/components/admin/posts/posts-intents.ts';
import { intent, rowId, text, type IntentContext } from '#app/server/admin-actions.ts';
import {
  publishPost,
  restorePostRevision,
  savePost,
  unpublishPost,
  type PostActor,
  type PostChange,
} from '#app/server/posts/post-commands.ts';
import { adminAction } from './admin-action.server.ts';

/**
 * The post editor's intents (issue 40): each a thin adapter over one of app/server/posts'
 * commands, the same the JSON API runs. "Save" on a post not yet created creates it and moves
 * the editor to its address; "Publish" saves what is on screen, then publishes it.
 */

const { intents } = postsScreen;

/** The form's post fields, capped well above the commands' own limits (they word the refusal). */
const postFields = z.object({
  id: z.string().max(20).default(''),
  title: text(postLimits.titleMax * 4),
  slug: text(postLimits.slugMax * 4),
  summary: text(postLimits.summaryMax * 4),
  bodyHtml: text(postLimits.bodyMaxBytes * 2),
  seoTitle: text(postLimits.seoTitleMax * 4),
  seoDescription: text(postLimits.seoDescriptionMax * 4),
  coverImage: text(200),
  /** The newest revision the tab was opened on (none: a new post). */
  baseRevision: rowId(),
});
type PostFields = z.output<typeof postFields>;

function actorOf(ctx: IntentContext): PostActor {
  return { userId: ctx.admin.userId, email: ctx.admin.email, meta: ctx.meta };
}

/** A command's refusal as the screen's answer: the fields marked, the reason said. */
function refused(
  ctx: IntentContext,
  change: Exclude<PostChange<unknown>, { ok: true }>,
): AdminActionResult {
  if (change.reason === 'invalid') {
    const fields = Object.values(change.fieldErrors);
    return {
      intent: ctx.intent,
      ok: false,
      message: fields.length === 1 ? fields[0]! : postMessages.invalid,
      field: Object.keys(change.fieldErrors)[0],
      fieldErrors: change.fieldErrors,
    };
  }
  if (change.reason === 'rate-limited') return ctx.fail(change.error);
  if (change.reason === 'stale') return ctx.fail(postMessages.changedElsewhere);
  return ctx.fail(postMessages.notFound);
}

function bodyOf(fields: PostFields) {
  return {
    title: fields.title,
    slug: fields.slug,
    summary: fields.summary,
    bodyHtml: fields.bodyHtml,
    seoTitle: fields.seoTitle,
    seoDescription: fields.seoDescription,
    coverImage: fields.coverImage === '' ? null : fields.coverImage,
  };
}

function postId(value: string): number | null {
  const id = Number(value);
  return /^\d{1,15}$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Saves the form into the post (creating it when it has no id yet). */
async function save(fields: PostFields, ctx: IntentContext) {
  return savePost(
    ctx.services,
    postId(fields.id),
    bodyOf(fields),
    actorOf(ctx),
    Date.now(),
    fields.baseRevision,
  );
}

/** The editor's action; the content snapshot names the towns and services a write-up uses. */
export const postAction = (content: SiteContent) =>
  adminAction(
    postsScreen,
    {
      [intents.save]: intent(postFields, async (fields, ctx) => {
        const saved = await save(fields, ctx);
        if (!saved.ok) return refused(ctx, saved);
        if (postId(fields.id) === null) return redirect(`/admin/posts/${saved.id}`);
        return { intent: ctx.intent, ok: true, message: m.saved };
      }),
      [intents.publish]: intent(postFields, async (fields, ctx) => {
        const saved = await save(fields, ctx);
        if (!saved.ok) return refused(ctx, saved);
        const published = await publishPost(
          ctx.services,
          saved.id,
          actorOf(ctx),
          ctx.content.content.cities.map((town) => town.slug),
        );
        if (!published.ok) {
          // Its save went through: the tab saves on top of it next (no reload after a refusal).
          const baseRevision = await newestRevisionId(ctx.services.db, saved.id);
          return { ...refused(ctx, published), baseRevision };
        }
        if (postId(fields.id) === null) return redirect(`/admin/posts/${saved.id}`);
        return {
          intent: ctx.intent,
          ok: true,
          message: m.published(published.url),
          url: published.url,
        };
      }),
      [intents.unpublish]: intent(z.object({ id: rowId() }), async ({ id }, ctx) => {
        if (id === null) return ctx.fail(postMessages.notFound);
        const done = await unpublishPost(ctx.services, id, actorOf(ctx));
        if (!done.ok) return refused(ctx, done);
        return { intent: ctx.intent, ok: true, message: m.unpublished };
      }),
      [intents.restore]: intent(
        z.object({ id: rowId(), revision: rowId() }),
        async ({ id, revision }, ctx) => {
          if (id === null || revision === null) return ctx.fail(postMessages.revisionNotFound);
          const done = await restorePostRevision(ctx.services, id, revision, actorOf(ctx));
          if (!done.ok) return refused(ctx, done);
          return { intent: ctx.intent, ok: true, message: m.restored };
        },
      ),
      [intents.writeUp]: intent(z.object({ leadId: rowId() }), async ({ leadId }, ctx) => {
        if (leadId === null) return ctx.fail(postMessages.notFound);
        const drafted = await writeUpLead(ctx.services, content, leadId, actorOf(ctx));
        if (drafted.ok) return redirect(`/admin/posts/${drafted.id}`);
        if (drafted.reason === 'not-finished') return ctx.fail(a.writeUpNotFinished);
        if (drafted.reason === 'no-photos') return ctx.fail(a.writeUpNoPhotos);
        return refused(ctx, drafted);
      }),
    },
    { log: 'post action failed' },
  );
