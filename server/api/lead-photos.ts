import type { Hono } from 'hono';
import { readSession } from '#app/server/auth/sessions.ts';
import { sendPhotoAhead } from '#app/server/leads/lead-photos.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';
import { etagMatches } from '../http/conditional.ts';

/** The admin's browser may keep a photo a while; no shared cache ever may. */
const PRIVATE = 'private, max-age=3600';
const ID = /^[1-9][0-9]{0,15}$/;

/**
 * Photos sent with a quote request (issue 18):
 * - `POST /api/lead-photos` (anyone, rate limited): one image as multipart `file`, sent ahead
 *   of its lead; answers 201 `{id}`, the token to list in the lead's `photos`.
 * - `GET /admin/leads/<lead>/photos/<photo>[?w=thumb]` (signed-in admin only): the photo or its
 *   thumbnail. 401 without a session, 404 for a photo that is not that lead's.
 */
export function mountLeadPhotos(app: Hono<HostEnv>, services: AppServices): void {
  app.post('/api/lead-photos', async (c) => {
    c.header('Cache-Control', 'no-store');
    const outcome = await sendPhotoAhead(services, {
      headers: c.req.raw.headers,
      body: c.req.raw.body,
      clientIp: c.get('requestInfo').clientIp,
    });
    if (outcome.ok) {
      return c.json({ id: outcome.token, width: outcome.width, height: outcome.height }, 201);
    }
    if (outcome.retryAfterSeconds) c.header('Retry-After', String(outcome.retryAfterSeconds));
    return c.json({ error: outcome.error }, outcome.status as 400);
  });

  app.get('/admin/leads/:lead/photos/:photo', async (c) => {
    c.header('X-Content-Type-Options', 'nosniff');
    if (!(await readSession(services, c.req.raw))) {
      return c.json({ error: 'Unauthorized' }, 401, { 'Cache-Control': 'no-store' });
    }
    const lead = c.req.param('lead');
    const photo = c.req.param('photo');
    const thumb = c.req.query('w') === 'thumb';
    if (!ID.test(lead) || !ID.test(photo)) return c.text('Not found', 404);
    const row = await services.db
      .selectFrom('lead_photos')
      .select(['content_type', 'sha256', thumb ? 'thumb_bytes as bytes' : 'bytes as bytes'])
      .where('id', '=', Number(photo))
      .where('lead_id', '=', Number(lead))
      .executeTakeFirst();
    if (!row) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    const etag = `"${row.sha256}${thumb ? '-thumb' : ''}"`;
    c.header('ETag', etag);
    c.header('Cache-Control', PRIVATE);
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    c.header('Content-Type', thumb ? 'image/webp' : row.content_type);
    c.header('Content-Length', String(row.bytes.length));
    // An image and nothing else, even if opened directly.
    c.header('Content-Security-Policy', 'sandbox');
    return c.body(row.bytes as Uint8Array<ArrayBuffer>);
  });
}
