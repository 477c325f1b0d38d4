import type { Context, Hono, MiddlewareHandler } from 'hono';
import { messages } from '#app/lib/messages.ts';
import { isUploadName, isVariantWidth, type VariantFormat } from '#app/lib/upload-urls.ts';
import {
  addMapping,
  assignMapping,
  listMappings,
  populateRandomly,
} from '#app/server/content/image-mappings.ts';
import { deleteUpload, listUploads } from '#app/server/images/admin-images.ts';
import { handleUpload } from '#app/server/images/handle-upload.ts';
import { getVariant, type VariantEncoding } from '#app/server/images/variants.ts';
import { invalidatePublicPages } from '#app/server/pages/page-generation.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';
import { etagMatches } from '../http/conditional.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Photo uploads and the site's image slots:
 * - `POST /api/uploads` (anyone, rate limited): one image as multipart `file`.
 * - `GET /uploads/<name>[?w=640[&fm=avif|webp]]` (anyone): the public address.
 * - `GET /api/image-mappings` (anyone): placeholder keys and their images.
 * - admin only (`adminGuard`): `GET /api/uploads`, `DELETE /api/uploads/<name>`,
 *   `POST /api/image-mappings`, `PUT /api/image-mappings/<key>`,
 *   `POST /api/image-mappings/populate-randomly`.
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
    // 500 ms) so the client can read this answer, then closes the connection.
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

  app.delete('/api/uploads/:name', adminGuard, async (c) => {
    const name = c.req.param('name');
    if (!isUploadName(name) || !(await deleteUpload(db, name))) {
      return c.json({ error: messages.admin.imageDeleteFailed }, 404);
    }
    services.log.info({ name, admin: c.get('admin').email }, 'uploaded image deleted');
    await pagesChanged(services);
    return c.json({ ok: true, message: messages.admin.imageDeleted });
  });

  app.post('/api/image-mappings', adminGuard, async (c) => {
    const body = await readJson(c);
    const key = typeof body?.placeholderKey === 'string' ? body.placeholderKey : '';
    const result = await addMapping(db, key);
    if (!result.ok) {
      return c.json(
        { error: messages.admin.addPlaceholderFailed, reason: result.reason },
        result.reason === 'empty' ? 400 : 409,
      );
    }
    await pagesChanged(services);
    return c.json({ mapping: result.mapping }, 201);
  });

  app.post('/api/image-mappings/populate-randomly', adminGuard, async (c) => {
    const result = await populateRandomly(db);
    if (!result.ok) return c.json({ error: messages.admin.noUploadedImages }, 409);
    await pagesChanged(services);
    return c.json({ ok: true, assigned: result.assigned, message: messages.admin.randomized });
  });

  app.put('/api/image-mappings/:key', adminGuard, async (c) => {
    const body = await readJson(c);
    const objectPath = body?.objectPath;
    if (!body || (objectPath !== null && typeof objectPath !== 'string')) {
      return c.json({ error: messages.admin.mappingUpdateFailed }, 400);
    }
    const result = await assignMapping(db, c.req.param('key'), objectPath);
    if (!result.ok) {
      return c.json({ error: messages.admin.mappingUpdateFailed, reason: result.reason }, 404);
    }
    await pagesChanged(services);
    return c.json({ ok: true, message: messages.admin.mappingUpdated });
  });
}

/**
 * Public pages show mapped images and are cached whole (server/page-cache): after a committed
 * change, every instance must render them again. A failed bump leaves the change saved and
 * the pages stale until their cache lifetime ends, so it is logged rather than answered as an
 * error.
 */
async function pagesChanged(services: AppServices): Promise<void> {
  try {
    await invalidatePublicPages(services);
  } catch (error) {
    services.log.warn({ err: error }, 'page cache generation not bumped after an image change');
  }
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

async function readJson(c: Context<HostEnv>): Promise<Record<string, unknown> | undefined> {
  try {
    const value: unknown = await c.req.json();
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
