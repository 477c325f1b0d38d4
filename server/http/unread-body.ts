import type http from 'node:http';

/**
 * An answer sent before its request's body was read to the end (a refusal over a size cap, an
 * unknown estimate link, a form posted to a page that takes none) leaves the rest of that body
 * on the connection. @hono/node-server then reads and discards it (at most 64 MB or 500 ms), so
 * the client can finish sending, read the answer and send its next request on the connection.
 *
 * That drain stalled whenever the route had opened the body as a web stream: the stream, which
 * nobody reads any more, paused the request again at each chunk the drain let through, so the
 * drain ran out its 500 ms and cut a connection whose answer had said `keep-alive`. A client
 * that had sent its next request on it lost that request ("other side closed" in Node's fetch,
 * a failed page in a browser). Once the answer is on its way nothing reads the body, so the
 * stream's hold on it is let go here, once for every route.
 *
 * A connection that closes after the answer instead (`Connection: close`, HTTP/1.0, or this
 * drain giving up) is closed lingering, so the client still reads the answer:
 * server/http/lingering-close.ts.
 */
export function releaseUnreadBody(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.method === 'GET' || req.method === 'HEAD') return;
  const writeHead = res.writeHead;
  // Every answer passes here: Node's implicit headers call writeHead too.
  res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!req.readableEnded) req.removeAllListeners('data');
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
