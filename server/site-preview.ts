import type { Hono } from 'hono';
import type { ContentSnapshot } from '#app/content/live.ts';
import { parseSiteDocument, type SiteContentDocument } from '#app/content/site-document.ts';
import { siteContentMessages } from '#app/lib/messages.ts';
import { routes } from '#app/lib/urls.ts';
import { readSession } from '#app/server/auth/sessions.ts';
import { readDraft, readPublished, readVersion } from '#app/server/content/site-content-store.ts';
import type { AppServices, RequestInfo } from '#app/server/services.ts';
import type { HostEnv } from './host-env.ts';

export const PREVIEW_PREFIX = '/admin/site/preview';

/**
 * `GET /admin/site/preview/<public path>[?version=<v>]` (issue 15): that public page rendered with
 * the signed-in owner's draft (or version v), in the real layout. Never from or into the page cache, never indexed, marked.
 */
export function mountSitePreview(
  app: Hono<HostEnv>,
  services: AppServices,
  renderPage: (request: Request, info: RequestInfo, content: ContentSnapshot) => Promise<Response>,
): void {
  app.get(`${PREVIEW_PREFIX}/*`, (c) => preview(c.req.raw, c.get('requestInfo')));
  app.get(PREVIEW_PREFIX, (c) => preview(c.req.raw, c.get('requestInfo')));

  async function preview(request: Request, info: RequestInfo): Promise<Response> {
    const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
    const admin = await readSession(services, request);
    if (!admin) {
      return new Response(null, { status: 302, headers: { ...headers, Location: routes.admin } });
    }
    const url = new URL(request.url);
    const publicPath = url.pathname.slice(PREVIEW_PREFIX.length) || '/';
    if (/^\/(admin|api)(\/|$)/.test(publicPath)) {
      return new Response('Not found', { status: 404, headers });
    }
    // `?version=<v>`: that published version (compare before restoring). Otherwise the draft
    // when it is valid (drafts are stored only when valid), else what is live.
    const versionParam = url.searchParams.get('version');
    url.searchParams.delete('version');
    let document: SiteContentDocument;
    let version: number;
    if (versionParam !== null) {
      version = /^\d{1,15}$/.test(versionParam) ? Number(versionParam) : -1;
      const stored = version < 0 ? undefined : await readVersion(services.db, version);
      if (!stored) return new Response('Not found', { status: 404, headers });
      document = stored.document;
    } else {
      const draft = await readDraft(services.db, admin.userId);
      const parsed = draft ? parseSiteDocument(draft.document) : undefined;
      if (draft && parsed?.ok) {
        document = parsed.document;
        // A draft has no version of its own: its snapshot carries the one it started from.
        version = draft.baseVersion;
      } else {
        ({ document, version } = await readPublished(services.db));
      }
    }
    // The preview's own snapshot, placed in this one request's context by `renderPage`.
    const content = services.content.build(document, version);

    url.pathname = publicPath;
    const pageRequest = new Request(url, { method: 'GET', headers: request.headers });
    const response = await renderPage(pageRequest, info, content);
    const type = response.headers.get('Content-Type') ?? '';
    const html = type.includes('text/html') ? await response.text() : undefined;
    const out = new Headers(response.headers);
    for (const [name, value] of Object.entries(headers)) out.set(name, value);
    out.delete('Content-Length');
    out.delete('ETag');
    if (html === undefined) {
      return new Response(response.body, { status: response.status, headers: out });
    }
    return new Response(markPreview(html), { status: response.status, headers: out });
  }
}

const marker = `<div role="status" data-preview-marker style="position:sticky;top:0;z-index:1000;background:#fde047;color:#111827;padding:8px 12px;font:600 14px/1.4 system-ui,sans-serif;text-align:center;border-bottom:2px solid #111827">${siteContentMessages.previewMarker}</div>`;

/** Adds the marker bar and keeps the page's own links inside the preview. */
export function markPreview(html: string): string {
  const withMarker = html.replace(/<body([^>]*)>/i, (body) => `${body}${marker}`);
  return withMarker.replace(
    /(<a\b[^>]*?\shref=")\/(?!\/|admin\b|api\b|assets\/|images\/|uploads\/|og\/)/g,
    `$1${PREVIEW_PREFIX}/`,
  );
}
