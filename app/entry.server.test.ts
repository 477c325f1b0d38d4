import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { handleError } from './entry.server.tsx';
import { servicesContext } from '#app/routes/_context/context.server.ts';
import { createErrorReporter, createLogger } from './server/logger.ts';
import type { AppServices } from './server/services.ts';

/** handleError with a logger whose JSON lines land in `lines`. */
function setup(now: () => number = Date.now) {
  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(line) });
  const context = new RouterContextProvider();
  // handleError only reaches the error reporter.
  context.set(servicesContext, {
    log,
    errors: createErrorReporter(log, { windowMs: 60_000, errorsPerWindow: 20, now }),
  } as Partial<AppServices> as AppServices);
  const call = (error: unknown, init: RequestInit = {}) =>
    handleError(error, {
      request: new Request('http://localhost/about', { method: 'POST', ...init }),
      context,
      params: {},
    });
  return { lines, call };
}

describe('handleError (issue 19: the log cannot be flooded)', () => {
  it('does not log refusals: 405 no action, 404, 403, cross-site actions, aborted requests', () => {
    const { lines, call } = setup();
    const noAction = new Error('You made a POST request to "/about" but did not provide an action');
    for (let i = 0; i < 50; i += 1) {
      call(new ErrorResponseImpl(405, 'Method Not Allowed', noAction, true));
      call(new ErrorResponseImpl(404, 'Not Found', new Error('No route matches URL'), true));
      call(new ErrorResponseImpl(403, 'Forbidden', 'cross-site'));
      call(
        new Error(
          'The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.',
        ),
      );
      call(new Error('`origin` header is not a valid URL. Aborting the action.'));
    }
    const aborted = new AbortController();
    aborted.abort();
    call(new Error('real, but the client went away'), { signal: aborted.signal });
    expect(lines).toEqual([]);
  });

  it('logs a real error as one JSON line, and its repeats within the window as a count', () => {
    let now = 1_000_000;
    const { lines, call } = setup(() => now);
    const boom = new Error('database exploded');
    for (let i = 0; i < 100; i += 1) call(boom);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 50,
      msg: 'request failed',
      method: 'POST',
      path: '/about',
      err: { message: 'database exploded', type: 'Error' },
    });
    expect(lines[0]!.trim().split('\n')).toHaveLength(1);
    // A 500 route error response carries the real error: that one is logged.
    call(new ErrorResponseImpl(500, 'Internal Server Error', new Error('loader failed'), true));
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[1]!)).toMatchObject({ err: { message: 'loader failed' } });
    // After the window the same error is logged again, with how often it was repeated.
    now += 60_000;
    call(boom);
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[2]!)).toMatchObject({
      repeated: 99,
      err: { message: 'database exploded' },
    });
  });

  it('caps distinct errors per window and says how many were left out', () => {
    let now = 5_000_000;
    const { lines, call } = setup(() => now);
    for (let i = 0; i < 200; i += 1) call(new Error(`distinct ${i}`));
    expect(lines).toHaveLength(20);
    now += 60_000;
    call(new Error('after the window'));
    expect(JSON.parse(lines[20]!)).toMatchObject({ suppressed: 180 });
  });

  it('never throws into the router, even when reporting fails', () => {
    const context = new RouterContextProvider();
    context.set(servicesContext, {
      errors: {
        report: () => {
          throw new Error('logger broken');
        },
      },
    } as Partial<AppServices> as AppServices);
    const request = new Request('http://localhost/admin/settings');
    expect(() => handleError(new Error('db down'), { request, context, params: {} })).not.toThrow();
  });
});
