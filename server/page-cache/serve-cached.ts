import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '#app/server/logger.ts';
import { requestProtocol } from '../request-protocol.ts';
import { chooseEncoding } from '../http/accept-encoding.ts';
import { conditionsOfNode, isNotModified } from '../http/conditional.ts';
import type { PageCache } from './page-cache.ts';

export interface CachedPageListenerOptions {
  cache: PageCache;
  trustProxy: number;
  /** `http:` or `https:`, from PUBLIC_ORIGIN. */
  defaultProtocol: string;
  log: Logger;
}

/**
 * Answers a cached page straight from Node's request listener, before the request becomes a
 * Fetch `Request` and walks the middleware: the stored bytes and headers go to the socket as
 * they are. Returns false (and writes nothing) for anything that is not a hit.
 */
export function createCachedPageListener(options: CachedPageListenerOptions) {
  const { cache, trustProxy, defaultProtocol, log } = options;
  return function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method ?? '';
    const forwardedProto = trustProxy > 0 ? req.headers['x-forwarded-proto'] : undefined;
    const protocol = requestProtocol(
      Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto,
      trustProxy,
      defaultProtocol,
    );
    const entry = cache.lookup(method, req.url ?? '/', protocol);
    if (!entry) return false;
    const requestId = randomUUID();
    let status: number = entry.status;
    const conditions = conditionsOfNode(req);
    if (isNotModified(conditions, entry)) {
      status = 304;
      res.writeHead(304, [
        ...entry.notModifiedHeaders,
        'x-request-id',
        requestId,
        'x-page-cache',
        'hit',
      ]);
      res.end();
    } else {
      const encoding = chooseEncoding(conditions.acceptEncoding);
      res.writeHead(entry.status, [
        ...entry.rawHeaders[encoding],
        'x-request-id',
        requestId,
        'x-page-cache',
        'hit',
      ]);
      res.end(method === 'HEAD' ? undefined : entry.bodies[encoding]);
    }
    if (log.isLevelEnabled('debug')) {
      log.debug({ reqId: requestId, method, path: req.url, status, cache: 'hit' }, 'request');
    }
    return true;
  };
}
