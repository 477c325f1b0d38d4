import type http from 'node:http';
import type net from 'node:net';
import { serverLimits } from '#app/lib/limits.ts';

export interface LingeringBudget {
  /** The client sent nothing for this long. */
  idleMs: number;
  /** The socket has lingered this long in all. */
  maxMs: number;
  /** The client sent this many bytes while the socket lingered. */
  maxBytes: number;
}

/**
 * Closes a connection "lingering", as Apache and nginx do, when its request's body was still
 * arriving: the answer and a FIN go out, what the client still sends is read and thrown away,
 * and the socket goes when the client closes (or the budget is spent).
 *
 * Why: Node's HTTP server ends a connection after its last answer (the client sent
 * `Connection: close` or spoke HTTP/1.0) with `socket.destroySoon()` (lib/_http_server.js
 * `resOnFinish`, when `res._last`): a FIN, then the socket is destroyed as soon as the FIN is
 * written. @hono/node-server does the same when its drain of an unread body gives up (64 MB or
 * 500 ms). Closing a socket whose kernel buffer still holds unread bytes makes the kernel send
 * a reset instead, and a reset drops what the client's kernel had received and not yet handed
 * over: a client still sending its body (curl, Python's http.client, ab) got EPIPE or
 * ECONNRESET instead of the 413 that told it why. Both closers call `destroySoon`, so that is
 * the one place replaced here, per socket; a connection whose request was read to the end
 * closes as before.
 */
export function lingerOnClose(
  server: http.Server,
  budget: LingeringBudget = serverLimits.lingeringClose,
): void {
  // The request each socket carries now: Node runs one at a time per connection.
  const current = new WeakMap<net.Socket, http.IncomingMessage>();
  server.on('request', (req: http.IncomingMessage) => current.set(req.socket, req));
  server.on('connection', (socket: net.Socket) => {
    const destroySoon = socket.destroySoon;
    let lingering = false;
    socket.destroySoon = function (this: net.Socket) {
      if (lingering) return;
      const req = current.get(this);
      // Nothing more is coming: the body was read to the end, or the client closed its side.
      if (!req || req.complete || this.readableEnded || this.destroyed) {
        destroySoon.call(this);
        return;
      }
      lingering = true;
      linger(this, budget);
    };
  });
}

function linger(socket: net.Socket, budget: LingeringBudget): void {
  const close = () => {
    clearTimeout(overall);
    socket.destroy();
  };
  const overall = setTimeout(close, budget.maxMs);
  overall.unref();
  socket.once('close', () => clearTimeout(overall));
  // What arrives now is no request: the HTTP server's own listener (its parser) is taken off.
  // Adding a 'data' listener is how Node's server hands the bytes back from its parser to the
  // socket (it reads a consumed socket natively until then: `unconsume` in _http_server.js).
  const parserListeners = socket.listeners('data');
  let read = 0;
  socket.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > budget.maxBytes) close();
  });
  for (const listener of parserListeners) {
    socket.removeListener('data', listener as (chunk: Buffer) => void);
  }
  socket.setTimeout(budget.idleMs, close);
  // The client closed its side: it has sent everything and read what it will.
  socket.once('end', close);
  socket.end();
  socket.resume();
}
