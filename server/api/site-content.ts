import type { Context, Hono, MiddlewareHandler } from 'hono';
import { siteContentLimits } from '#app/lib/limits.ts';
import { siteContentMessages } from '#app/lib/messages.ts';
import { requestMeta } from '#app/server/auth/request-meta.ts';
import {
  documentOf,
  EXPORT_FORMAT,
  findVersion,
  parseIfMatch,
  restoreRequest,
} from '#app/server/content/site-content-commands.ts';
import {
  publishSite,
  type SitePublishAnswer,
  type VisitDecision,
} from '#app/server/content/publish-site.ts';
import {
  listVersions,
  readDraft,
  readPublished,
  type PublishRequest,
} from '#app/server/content/site-content-store.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';
import { readApiJson, type ApiJson } from './read-body.ts';

/**
 * The owner's site content (issue 15 interface contract; decision 0009). Every route needs an
 * admin session (401) and mutations must be same-origin (403): `requireAdmin`.
 *
 * - `GET    /api/admin/site-content`                      200 {version, content}; ETag "<version>"
 * - `PUT    /api/admin/site-content`  If-Match: "<v>"     200 {version} | 409 | 400 | 428
 * - `GET    /api/admin/site-content/versions`             200 [{version, publishedAt, publishedBy, summary, source, restoredFrom}]
 * - `GET    /api/admin/site-content/versions/<v>`         200 {version, content} (0: the defaults) | 404
 * - `POST   /api/admin/site-content/versions/<v>/restore` 200 {version} (If-Match optional)
 * - `GET    /api/admin/site-content/draft`                200 {content, baseVersion, updatedAt} | {content: null}
 * - `GET    /api/admin/site-content/export`               attachment {format, version, exportedAt, content}
 *
 * A document that closes days or hours with booked visits is refused (409 `{error,
 * closedVisits}`) unless the call says what to do with them: `?visits=keep` or `?visits=cancel`
 * (each customer e-mailed, reminders dropped), as the Site editor asks the owner (issue 37).
 *
 * The Site editor changes the content through its route's action instead (issue 29: one way to
 * change data from the admin); both go through `site-content-commands.ts` and the store. Its
 * draft and import are that action's alone (issue 38: no JSON write the screens do not use).
 */
export function mountSiteContentApi(
  app: Hono<HostEnv>,
  services: AppServices,
  requireAdmin: MiddlewareHandler<HostEnv>,
): void {
  const m = siteContentMessages;
  const base = '/api/admin/site-content';

  app.get(base, requireAdmin, async (c) => {
    const published = await readPublished(services.db);
    c.header('ETag', etag(published.version));
    return c.json({ version: published.version, content: published.document });
  });

  app.put(base, requireAdmin, publishFromBody);

  app.get(`${base}/versions`, requireAdmin, async (c) => c.json(await listVersions(services.db)));

  app.get(`${base}/versions/:version`, requireAdmin, async (c) => {
    const found = await findVersion(services.db, c.req.param('version'));
    if (!found) return c.json({ error: m.unknownVersion }, 404);
    return c.json({ version: found.version, content: found.stored.document });
  });

  app.post(`${base}/versions/:version/restore`, requireAdmin, async (c) => {
    const found = await findVersion(services.db, c.req.param('version'));
    if (!found) return c.json({ error: m.unknownVersion }, 404);
    // One step: based on whatever is live, unless the caller says which version it saw.
    const header = c.req.header('If-Match');
    const ifMatch =
      header === undefined ? (await readPublished(services.db)).version : parseIfMatch(header);
    if (ifMatch === undefined) return c.json({ error: m.ifMatchRequired }, 400);
    return answer(c, await publish(c, restoreRequest(found, ifMatch, publisher(c))));
  });

  app.get(`${base}/draft`, requireAdmin, async (c) => {
    const draft = await readDraft(services.db, c.get('admin').userId);
    if (!draft) return c.json({ content: null, baseVersion: null, updatedAt: null });
    return c.json({
      content: draft.document,
      baseVersion: draft.baseVersion,
      updatedAt: draft.updatedAt,
    });
  });

  app.get(`${base}/export`, requireAdmin, async (c) => {
    const published = await readPublished(services.db);
    const exportedAt = new Date().toISOString();
    c.header(
      'Content-Disposition',
      `attachment; filename="site-content-v${published.version}-${exportedAt.slice(0, 10)}.json"`,
    );
    return c.json({
      format: EXPORT_FORMAT,
      version: published.version,
      exportedAt,
      content: published.document,
    });
  });

  async function publishFromBody(c: Context<HostEnv>) {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const header = c.req.header('If-Match');
    const ifMatch = parseIfMatch(header);
    if (ifMatch === undefined) {
      // 428 Precondition Required: without the version the edits started from, a save could
      // silently undo another device's publish.
      const current = await readPublished(services.db);
      return c.json(
        { error: m.ifMatchRequired, version: current.version },
        header === undefined ? 428 : 400,
      );
    }
    return answer(
      c,
      await publish(c, {
        input: documentOf(body.value),
        ifMatch,
        ...publisher(c),
        source: 'publish',
      }),
    );
  }

  function publisher(c: Context<HostEnv>) {
    const admin = c.get('admin');
    return {
      admin: { userId: admin.userId, email: admin.email },
      meta: requestMeta(c.req.raw, c.get('requestInfo').clientIp),
    };
  }

  /** `?visits=keep|cancel`: what to do with booked visits the document closes. */
  function visitDecision(c: Context<HostEnv>): VisitDecision {
    const choice = c.req.query('visits');
    return choice === 'keep' || choice === 'cancel' ? { kind: 'all', choice } : { kind: 'ask' };
  }

  /** A failed transaction rolled back: nothing was published anywhere (500 below). */
  function publish(c: Context<HostEnv>, request: PublishRequest) {
    return publishSite(services, request, {
      live: c.get('content').content,
      decision: visitDecision(c),
      fields: { reqId: c.get('requestInfo').requestId },
    });
  }

  function answer(c: Context<HostEnv>, result: SitePublishAnswer) {
    if (result.ok) {
      c.header('ETag', etag(result.version));
      return c.json({
        version: result.version,
        summary: result.summary,
        ...(result.cancelled === undefined ? {} : { cancelledVisits: result.cancelled }),
      });
    }
    if (result.reason === 'visits') {
      return c.json({ error: m.closesVisits, closedVisits: result.closedVisits }, 409);
    }
    if (result.reason === 'failed') return c.json({ error: m.publishFailed }, 500);
    if (result.reason === 'stale') {
      return c.json({ error: m.stale, version: result.currentVersion }, 409);
    }
    return c.json({ error: m.invalid, fieldErrors: result.fieldErrors }, 400);
  }

  function readJson(c: Context<HostEnv>): Promise<ApiJson> {
    return readApiJson(c, siteContentLimits.maxBodyBytes, m);
  }
}

function etag(version: number): string {
  return `"${version}"`;
}
