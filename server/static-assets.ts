import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import type { Coding } from './http/accept-encoding.ts';
import { conditionsOfNode } from './http/conditional.ts';
import { answerStatic, type StaticFile } from './http/static-response.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files above this stay on disk (the static handler streams them). */
const MAX_FILE_BYTES = 1024 * 1024;

interface Asset {
  file: StaticFile;
  bodies: Partial<Record<Coding, Buffer>> & { identity: Buffer };
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
    const bodies: Asset['bodies'] = { identity: fs.readFileSync(file) };
    if (fs.existsSync(`${file}.br`)) bodies.br = fs.readFileSync(`${file}.br`);
    if (fs.existsSync(`${file}.gz`)) bodies.gzip = fs.readFileSync(`${file}.gz`);
    const sizes: StaticFile['sizes'] = { identity: bodies.identity.length };
    if (bodies.br) sizes.br = bodies.br.length;
    if (bodies.gzip) sizes.gzip = bodies.gzip.length;
    assets.set(`/assets/${name}`, {
      bodies,
      file: {
        sizes,
        modifiedMs: stat.mtimeMs,
        contentType: getMimeType(name) ?? 'application/octet-stream',
        cacheControl: IMMUTABLE,
      },
    });
  }

  return function serveAsset(req, res) {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const asset = assets.get(req.url ?? '');
    if (!asset) return false;
    const answer = answerStatic(conditionsOfNode(req), asset.file);
    const head = [...shared, ...answer.headers.flat(), 'x-request-id', randomUUID()];
    res.writeHead(answer.status, head);
    if (answer.status === 200) {
      res.end(answer.sendBody ? asset.bodies[answer.encoding] : undefined);
    } else if (answer.status === 206) {
      res.end(asset.bodies[answer.encoding]!.subarray(answer.start, answer.end + 1));
    } else {
      res.end();
    }
    return true;
  };
}
