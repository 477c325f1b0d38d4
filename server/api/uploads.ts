import type { Context, Hono, MiddlewareHandler } from 'hono';
import { isUploadName, isVariantWidth, type VariantFormat } from '#app/lib/upload-urls.ts';
import { listMappings } from '#app/server/content/image-mappings.ts';
import { listUploads } from '#app/server/images/admin-images.ts';
import { handleUpload } from '#app/server/images/handle-upload.ts';
import { getVariant, type VariantEncoding } from '#app/server/images/variants.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';
import { etagMatches } from '../http/conditional.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Photo uploads and the site's image slots:
 * - `POST /api/uploads` (anyone, rate limited): one image as multipart `file`.
 * - `GET /uploads/<name>[?w=640[&fm=avif|webp]]` (anyone): the public address.
 * - `GET /api/image-mappings` (anyone): placeholder keys and their images.
 * - admin only (`adminGuard`): `GET /api/uploads` (the Site editor's image picker).
 *
 * Deleting an image and changing the slots are the Images tab's route intents
 * (app/routes/admin/images.tsx), the one screen that does them (issue 38).
 */
export function mountUploads(
  app: Hono<HostEnv>,
  services: AppServices,
  adminGuard: MiddlewareHandler<HostEnv>,
): void {
  const { db } = services;

  app.post('/api/uploads', async (c) => {
    const outcome = await handleUpload(services, {
      headers: c.req.raw.headers,
      body: c.req.raw.body,
      clientIp: c.get('requestInfo').clientIp,
    });
    c.header('Cache-Control', 'no-store');
    if (outcome.ok) return c.json(outcome.file, outcome.status);
    if (outcome.retryAfterSeconds) c.header('Retry-After', String(outcome.retryAfterSeconds));
    // A 413 leaves the rest of the body unread: the host discards it (at most 64 MB or
    // 500 ms) so the client can read this answer (server/http/unread-body.ts).
    return c.json({ error: outcome.error }, outcome.status as 400);
  });

  app.get('/uploads/:name', async (c) => {
    const name = c.req.param('name');
    if (!isUploadName(name)) return c.text('Not found', 404);
    const w = c.req.query('w');
    if (w === undefined) {
      const image = await db
        .selectFrom('uploaded_images')
        .select(['bytes', 'content_type', 'sha256'])
        .where('name', '=', name)
        .executeTakeFirst();
      if (!image) return c.text('Not found', 404);
      return sendImage(c, name, image.bytes, image.content_type, `"${image.sha256}"`);
    }
    const width = Number(w);
    const fm = c.req.query('fm');
    if (!isVariantWidth(width) || (fm !== undefined && fm !== 'avif' && fm !== 'webp')) {
      return c.text('Unsupported width or format', 400);
    }
    const encoding = fm ?? negotiate(c.req.header('Accept'));
    if (!fm) c.header('Vary', 'Accept');
    const variant = await getVariant(services, name, width, encoding);
    if (!variant) return c.text('Not found', 404);
    c.header('X-Variant-Cache', variant.generated ? 'miss' : 'hit');
    const tag = `"${variant.sha256}-${width}-${encoding}"`;
    return sendImage(c, name, variant.bytes, variant.contentType, tag);
  });

  app.get('/api/image-mappings', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ mappings: await listMappings(db) });
  });

  app.get('/api/uploads', adminGuard, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await listUploads(db));
  });
}

function sendImage(
  c: Context<HostEnv>,
  name: string,
  bytes: Uint8Array,
  contentType: string,
  etag: string,
): Response {
  c.header('ETag', etag);
  c.header('Cache-Control', IMMUTABLE);
  // The spec calls these addresses public (customers share them, other sites may embed them):
  // any origin may load them; nosniff and the sandbox CSP still keep them inert.
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
  c.header('Content-Type', contentType);
  c.header('Content-Length', String(bytes.length));
  // Served as an image and nothing else: no sniffing, no script even if opened directly.
  c.header('Content-Security-Policy', 'sandbox');
  c.header('Content-Disposition', `inline; filename="${name}"`);
  return c.body(bytes as Uint8Array<ArrayBuffer>);
}

/** AVIF when the browser takes it (smallest), else WebP, else the stored format. */
function negotiate(accept: string | undefined): VariantEncoding | 'original' {
  const value = accept ?? '';
  if (/\bimage\/avif\b/.test(value)) return 'avif' satisfies VariantFormat;
  if (/\bimage\/webp\b/.test(value)) return 'webp' satisfies VariantFormat;
  return 'original';
}
