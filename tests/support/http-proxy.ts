import http from 'node:http';
import type { Socket } from 'node:net';

export interface ProxiedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
}

/** A canned answer the proxy gives instead of forwarding (a fault, an outage). */
export interface CannedResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface HttpProxy {
  url: string;
  port: number;
  /** Every request that reached the proxy, in order. */
  requests: ProxiedRequest[];
  /** Where requests go (a server's URL); requests fail with 502 until it is set. */
  setTarget(url: string | undefined): void;
  /** Answer some requests here instead of forwarding them; undefined forwards. */
  intercept(handler: ((request: ProxiedRequest) => CannedResponse | undefined) | undefined): void;
  close(): Promise<void>;
}

/**
 * A loopback HTTP reverse proxy for browser tests: the browser talks to one stable origin
 * (service workers and IndexedDB are per origin) while the test swaps the server behind it
 * or injects faults, without any test switch in the product.
 */
export async function startHttpProxy(target?: string): Promise<HttpProxy> {
  let upstream = target ? new URL(target) : undefined;
  let handler: ((request: ProxiedRequest) => CannedResponse | undefined) | undefined;
  const requests: ProxiedRequest[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const seen: ProxiedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
    };
    requests.push(seen);
    const canned = handler?.(seen);
    if (canned || !upstream) {
      const answer = canned ?? { status: 502, body: 'no upstream' };
      req.resume();
      req.on('end', () => {
        res.writeHead(answer.status, { 'Content-Type': 'text/plain', ...answer.headers });
        res.end(answer.body ?? '');
      });
      return;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    requests,
    setTarget(url) {
      upstream = url ? new URL(url) : undefined;
    },
    intercept(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
