import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding, etagMatches, type Encoding } from './page-cache/encoding.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files above this stay on disk (the static handler streams them). */
const MAX_FILE_BYTES = 1024 * 1024;

interface Asset {
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
  rawHeaders: Partial<Record<Encoding, string[]>>;
  notModifiedHeaders: string[];
}

/**
 * The hashed build assets (`/assets/*`), read once at start with their build-time brotli and
 * gzip copies and answered from memory: their names change with their content, so they never
 * go stale while the process runs. Anything else falls through to the static handler.
 */
export function createAssetListener(
  assetsDir: string,
  sharedHeaders: Record<string, string>,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const assets = new Map<string, Asset>();
  const files = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : [];
  const shared = Object.entries(sharedHeaders).flat();
  for (const name of files) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const file = path.join(assetsDir, name);
    const stat = fs.statSync(file);
    if (!stat.isFile() || stat.size > MAX_FILE_BYTES) continue;
    const bodies: Partial<Record<Encoding, Buffer>> = { identity: fs.readFileSync(file) };
    if (fs.existsSync(`${file}.br`)) bodies.br = fs.readFileSync(`${file}.br`);
    if (fs.existsSync(`${file}.gz`)) bodies.gzip = fs.readFileSync(`${file}.gz`);
    const compressed = bodies.br !== undefined || bodies.gzip !== undefined;
    const etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
    const common = [
      ...shared,
      'content-type',
      getMimeType(name) ?? 'application/octet-stream',
      'cache-control',
      IMMUTABLE,
      'etag',
      etag,
      ...(compressed ? ['vary', 'Accept-Encoding'] : []),
    ];
    const rawHeaders: Partial<Record<Encoding, string[]>> = {};
    for (const [encoding, body] of Object.entries(bodies) as Array<[Encoding, Buffer]>) {
      rawHeaders[encoding] = [
        ...common,
        'content-length',
        String(body.length),
        ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
      ];
    }
    assets.set(`/assets/${name}`, {
      etag,
      bodies,
      rawHeaders,
      notModifiedHeaders: ['cache-control', IMMUTABLE, 'etag', etag],
    });
  }

  return function serveAsset(req, res) {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const asset = assets.get(req.url ?? '');
    if (!asset) return false;
    const requestId = randomUUID();
    if (etagMatches(req.headers['if-none-match'], asset.etag)) {
      res.writeHead(304, [...asset.notModifiedHeaders, 'x-request-id', requestId]);
      res.end();
      return true;
    }
    let encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!asset.bodies[encoding]) {
      encoding =
        encoding === 'br' && asset.bodies.gzip && /gzip/.test(req.headers['accept-encoding'] ?? '')
          ? 'gzip'
          : 'identity';
    }
    res.writeHead(200, [...asset.rawHeaders[encoding]!, 'x-request-id', requestId]);
    res.end(method === 'HEAD' ? undefined : asset.bodies[encoding]);
    return true;
  };
}
