import { Agent, setGlobalDispatcher } from 'undici';

/**
 * The test processes' `fetch` (Node's undici) opens a connection per request instead of keeping
 * idle ones for the next request. A setup file of Vitest's projects that drive real servers
 * (vitest.config.ts), and loaded by Playwright's workers with their config (playwright.config.ts).
 *
 * Why: a kept connection is closed by whichever side's idle timer ends first, and the two
 * clocks differ. The server drops a connection idle for 5 s (server/serve.ts, plus Node's 1 s
 * `keepAliveTimeoutBuffer`, a wall-clock timer) and says `Keep-Alive: timeout=5`; undici means
 * to drop it 2 s before that, but counts the idle time in turns of its own 499 ms timer, not in
 * wall time. A test process whose event loop is held (booking.test.ts runs Python's icalendar
 * synchronously: 3-4 s at a load average of 25-30) or late (a loaded machine) counts one turn
 * where seconds passed, so it sent requests on connections idle for 6.1-10.6 s by the wall
 * clock, as the server closed them: `fetch failed: other side closed` ("sends the reminder
 * once", 5 of 15 runs under load). No client-side keep-alive setting can count those seconds,
 * and no server-side timeout outlasts a clock that does not advance, so the connection is not
 * reused. The price, measured on the shared 2-core machine: 0.3-1.4 ms more a request against
 * a bare Node server at a load average of 18 (0.9-2.8 ms against 0.4-1.0 ms); leads-api's
 * 1,000-request property test took 6.1-13.9 s with it and 6.1-8.8 s without (4 runs each,
 * load average 8-15, too noisy to say more than "a few seconds at most").
 *
 * The servers' keep-alive is still exercised by the clients that keep connections: Playwright's
 * browsers and the soak's autocannon. The `undici` package is pinned to the version Node 24.21
 * bundles (7.29.1): its dispatcher serves Node's own `fetch`, which calls it with that version's
 * handler interface.
 */
setGlobalDispatcher(new Agent({ pipelining: 0 }));

/**
 * A connection kept as a browser keeps it, for a request the server refuses before reading its
 * whole body (a photo over 10 MB). Sent with `Connection: close`, such a request is closed by
 * Node as soon as the refusal is written, with megabytes of it still to send: the client gets
 * EPIPE instead of the answer. On a kept connection the host reads the rest and throws it away
 * (server/http/unread-body.ts), as it does for a phone's browser. A new pool each call, so the
 * connection is never one left idle by an earlier request (the reason for the default above).
 */
export function keptConnection(): Agent {
  return new Agent();
}
