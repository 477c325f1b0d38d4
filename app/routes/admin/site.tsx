import { data, Outlet, useLocation, useSearchParams } from 'react-router';
import { z } from 'zod';
import { previewPathFor, siteSections } from '#app/components/admin/site/labels.ts';
import { adminTab } from '#app/components/admin/tab-route.ts';
import {
  docPartOf,
  initialContent,
  type InitialContent,
} from '#app/components/admin/site/first-screen.ts';
import { SiteEditorProvider } from '#app/components/admin/site/site-editor.tsx';
import { SiteFrame } from '#app/components/admin/site/site-frame.tsx';
import type { SiteActionResult } from '#app/components/admin/site/site-api.ts';
import { answerSiteAction } from '#app/components/admin/site/site-submit.ts';
import { siteScreen } from '#app/components/admin/site/site-intents.ts';
import { siteContentLimits } from '#app/lib/limits.ts';
import { siteContentMessages as m } from '#app/lib/messages/site-content.ts';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { visitLabel } from '#app/lib/booking.ts';
import { parseVisitChoices } from '#app/lib/publish-review.ts';
import { intent, type IntentContext } from '#app/server/admin-actions.ts';
import {
  closedVisitsOf,
  publishSite,
  type VisitDecision,
} from '#app/server/content/publish-site.ts';
import {
  documentOf,
  importedDocument,
  findVersion,
  parseIfMatch,
  restoreRequest,
} from '#app/server/content/site-content-commands.ts';
import {
  readDraft,
  readPublished,
  saveDraft,
  type PublishRequest,
} from '#app/server/content/site-content-store.ts';
import { adminAction } from '#app/routes/admin/admin-action.server.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import type { Route } from './+types/site';

/**
 * `/admin/site` and its sections (issue 15). The loader reads the live version and the owner's
 * draft once, so the first screen is rendered with them (no round trip before the form shows);
 * the sections have no loaders, so moving between them loads nothing again and keeps the edits.
 * After that the editor reads through the content API and writes through `action` below
 * (app/components/admin/site/site-editor.tsx).
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

/** A refusal with its HTTP status (409: based on an older version, as the JSON API says). */
function refused(result: SiteActionResult, status: number) {
  return data(result, { status });
}

/** The version field: the version the edits are based on (`If-Match` in the JSON API). */
const versionField = () => z.string().max(20, m.ifMatchRequired).default('');
/** A whole document (or an export file) as JSON text, capped like the API's body. */
const jsonField = () => z.string().max(siteContentLimits.maxBodyBytes, m.tooLarge).default('');

/** The fields of a draft, a publish and an import: the base version and the JSON text. */
const documentFields = z.object({ ifMatch: versionField(), content: jsonField() });

/** The base version and the document (or export file), or the refusal: nothing is stored. */
function readDocument(
  fields: z.output<typeof documentFields>,
  { fail }: IntentContext,
  read: (value: unknown) => unknown = documentOf,
):
  | { ok: true; ifMatch: number; input: unknown }
  | { ok: false; answer: ReturnType<typeof refused> } {
  const ifMatch = parseIfMatch(fields.ifMatch);
  const refuse = (field: string, message: string) => ({
    ok: false as const,
    answer: refused({ ...fail(message), fieldErrors: { [field]: message } }, 400),
  });
  if (ifMatch === undefined) return refuse('ifMatch', m.ifMatchRequired);
  try {
    return { ok: true, ifMatch, input: read(JSON.parse(fields.content) as unknown) };
  } catch {
    return refuse('content', m.invalidJson);
  }
}

function publisher({ admin, meta }: IntentContext) {
  return { admin: { userId: admin.userId, email: admin.email }, meta };
}

/** A publish's outcome in the admin actions' words (the editor reads `version`, `currentVersion`). */
async function publishAnswer(
  request: PublishRequest,
  ctx: IntentContext,
  done: (version: number) => string,
  decision: VisitDecision = { kind: 'ask' },
) {
  const result = await publishSite(ctx.services, request, {
    live: ctx.content.content,
    decision,
    fields: { intent: ctx.intent },
  });
  if (result.ok) {
    const answer: SiteActionResult = {
      intent: ctx.intent,
      ok: true,
      message: done(result.version),
      version: result.version,
      ...(result.cancelled === undefined
        ? {}
        : { cancelled: result.cancelled, cancelFailed: result.cancelFailed ?? 0 }),
    };
    return answer;
  }
  if (result.reason === 'visits') {
    // A restore or an import has no confirmation to choose in: say which visits, publish nothing.
    const message =
      decision.kind === 'ask'
        ? siteEditorMessages.versionClosesVisits(
            result.closedVisits.map((visit) => `${visit.name}, ${visitLabel(visit)}`),
          )
        : siteEditorMessages.visitsUndecided;
    return refused({ ...ctx.fail(message), closedVisits: result.closedVisits }, 409);
  }
  // The database failed: the transaction rolled back, nothing was published.
  if (result.reason === 'failed') return refused(ctx.fail(m.publishFailed), 500);
  if (result.reason === 'stale') {
    return refused({ ...ctx.fail(m.stale), currentVersion: result.currentVersion }, 409);
  }
  return refused({ ...ctx.fail(m.invalid), fieldErrors: result.fieldErrors }, 400);
}

/** Import: a file's document, validated and published. */
function importIntent(done: (version: number) => string) {
  return intent(documentFields, async (fields, ctx) => {
    const read = readDocument(fields, ctx, importedDocument);
    if (!read.ok) return read.answer;
    const { input, ifMatch } = read;
    return publishAnswer({ input, ifMatch, ...publisher(ctx), source: 'import' }, ctx, done);
  });
}

/** Publish: the fields of a document, and the owner's choice for each visit it closes. */
const publishFields = documentFields.extend({
  visits: z.string().max(siteContentLimits.maxBodyBytes, m.tooLarge).default(''),
});

const { intents } = siteScreen;

/**
 * The editor's writes (issue 29: one way to change data from the admin), through the same
 * store functions as the JSON API (`server/api/site-content.ts`), which stays for outside
 * callers. `ifMatch` is its If-Match header: a publish on an older version is refused (409).
 */
export const action = adminAction(
  siteScreen,
  {
    [intents.draft]: intent(documentFields, async (fields, ctx) => {
      const read = readDocument(fields, ctx);
      if (!read.ok) return read.answer;
      const saved = await saveDraft(ctx.services.db, ctx.admin.userId, read.input, read.ifMatch);
      if (!saved.ok) {
        return refused({ ...ctx.fail(m.invalid), fieldErrors: saved.fieldErrors }, 400);
      }
      const answer: SiteActionResult = {
        intent: ctx.intent,
        ok: true,
        message: siteEditorMessages.draftSaved,
      };
      return answer;
    }),
    [intents.review]: intent(documentFields, async (fields, ctx) => {
      const read = readDocument(fields, ctx);
      if (!read.ok) return read.answer;
      // A publish on an older version would be refused: say so now, not after the confirmation.
      const { version } = await readPublished(ctx.services.db);
      if (read.ifMatch !== version) {
        return refused({ ...ctx.fail(m.stale), currentVersion: version }, 409);
      }
      const answer: SiteActionResult = {
        intent: ctx.intent,
        ok: true,
        message: '',
        closedVisits: await closedVisitsOf(ctx.services, ctx.content.content, read.input),
      };
      return answer;
    }),
    // Never silently past a booked visit it closes: each needs the owner's choice first
    // (issue 37 item 3); a visit booked since the confirmation was shown is refused the same way.
    [intents.publish]: intent(publishFields, async (fields, ctx) => {
      const read = readDocument(fields, ctx);
      if (!read.ok) return read.answer;
      const choices = parseVisitChoices(fields.visits);
      if (choices === null) {
        return refused(
          {
            ...ctx.fail(siteEditorMessages.visitsUndecided),
            fieldErrors: { visits: siteEditorMessages.visitsUndecided },
          },
          400,
        );
      }
      const { input, ifMatch } = read;
      const answer = await publishAnswer(
        { input, ifMatch, ...publisher(ctx), source: 'publish' },
        ctx,
        (v) => siteEditorMessages.published(String(v)),
        { kind: 'each', choices },
      );
      // No visit closed: the answer of any publish (the editor reads no cancels as none).
      if (!('ok' in answer) || !answer.ok || answer.cancelled === undefined) return answer;
      const version = String(answer.version);
      const failed = answer.cancelFailed ?? 0;
      const message =
        failed > 0
          ? siteEditorMessages.publishedCancelFailed(version, failed)
          : answer.cancelled > 0
            ? siteEditorMessages.publishedCancelled(version, answer.cancelled)
            : answer.message;
      return { ...answer, message } satisfies SiteActionResult;
    }),
    [intents.import]: importIntent((v) => siteEditorMessages.imported(String(v))),
    [intents.restore]: intent(
      z.object({ version: versionField(), ifMatch: versionField() }),
      async ({ version, ifMatch }, ctx) => {
        const found = await findVersion(ctx.services.db, version);
        if (!found) return refused(ctx.fail(m.unknownVersion), 404);
        // One step: based on whatever is live, unless the form says which version it saw.
        const base =
          ifMatch === '' ? (await readPublished(ctx.services.db)).version : parseIfMatch(ifMatch);
        if (base === undefined) return refused(ctx.fail(m.ifMatchRequired), 400);
        return publishAnswer(restoreRequest(found, base, publisher(ctx)), ctx, (v) =>
          siteEditorMessages.restored(String(found.version), String(v)),
        );
      },
    ),
  },
  { log: 'site content action failed' },
);

/** The answer goes to the editor's call that sent it (site-submit.ts), through the router. */
export const clientAction = (args: Route.ClientActionArgs) => answerSiteAction(args);

/** No answer from the server: the editor loads through the API (or says it cannot). */
const tab = adminTab<Route.ClientLoaderArgs>({
  title: 'Site',
  route: 'site',
  loadFailed: null,
  fallback: () => ({ initial: null }),
});
export const { handle, meta, clientLoader, ErrorBoundary } = tab;

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
  tab.keepShown(loaderData);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const section = sectionIdOf(pathname);
  const previewPath = previewPathFor(section, params.get('service') ?? params.get('city'));
  return (
    <SiteEditorProvider initial={loaderData.initial}>
      <SiteFrame previewPath={previewPath} part={docPartOf(section)}>
        {/* This route and the section's draw again on every fetcher state (each draft saved
            goes through the action); the sections are memoised and read the editor's contexts,
            so their fields draw again only when the document or its errors change. */}
        <Outlet />
      </SiteFrame>
    </SiteEditorProvider>
  );
}
