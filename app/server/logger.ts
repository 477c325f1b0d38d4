import pino from 'pino';
import { limits } from '#app/lib/limits.ts';

export type Logger = pino.Logger;

/** JSON lines to stdout (`stdoutLines`), or to `destination`: tests read what would be logged. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'req.headers.cookie',
        'req.headers.authorization',
      ],
      censor: '[redacted]',
    },
  };
  return pino(options, destination ?? stdoutLines());
}

/**
 * Where the server's log lines go (fd 1, or another descriptor for tests), each written at once.
 * pino's default buffers and flushes at exit: with the log's reader gone (a dead pipe) that flush
 * retried the broken pipe for ever and the process never exited. The server logs events, not
 * requests, so a write per line costs nothing a visitor notices. pino drops the writes after a
 * broken pipe; any other failed write (a closed or full descriptor) it raises as an 'error' with
 * no one listening, which throws out of the log call and would fail the request that logged, a
 * lead included. Here it only costs the line.
 */
export function stdoutLines(fd = 1): pino.DestinationStream {
  const stream = pino.destination({ dest: fd, sync: true });
  stream.on('error', () => undefined);
  return stream;
}

export interface ErrorReporter {
  /**
   * Logs an unexpected error as one JSON line (`err` with its stack), unless the same error
   * (name, message and stack) was logged within the window: then it is only counted, and the
   * count rides on its next line (`repeated`). At most `errorsPerWindow` lines per window in
   * all; what is dropped beyond is counted the same way (`suppressed` on the next line).
   */
  report(error: unknown, fields?: Record<string, unknown>, message?: string): void;
}

interface Seen {
  loggedAt: number;
  repeated: number;
}

/**
 * Error logging that a flood cannot turn into a disk-filler (issue 19: one client wrote 7 MB
 * of stack traces in 10 s). Stateful: one per process, kept in AppServices.
 */
export function createErrorReporter(
  log: Logger,
  options: { windowMs: number; errorsPerWindow: number; now?: () => number } = limits.log,
): ErrorReporter {
  const now = options.now ?? Date.now;
  const seen = new Map<string, Seen>();
  let windowStart = 0;
  let linesInWindow = 0;
  let dropped = 0;

  return {
    report(error, fields = {}, message = 'unexpected error') {
      const at = now();
      const key = errorKey(error);
      const entry = seen.get(key);
      if (entry && at - entry.loggedAt < options.windowMs) {
        entry.repeated += 1;
        return;
      }
      if (at - windowStart >= options.windowMs) {
        windowStart = at;
        linesInWindow = 0;
      }
      if (linesInWindow >= options.errorsPerWindow) {
        dropped += 1;
        return;
      }
      linesInWindow += 1;
      const repeated = entry?.repeated ?? 0;
      // The map only needs the errors of the current window: keep it from growing without end.
      if (seen.size >= MAX_KEYS) {
        for (const [k, v] of seen) if (at - v.loggedAt >= options.windowMs) seen.delete(k);
        if (seen.size >= MAX_KEYS) seen.clear();
      }
      seen.set(key, { loggedAt: at, repeated: 0 });
      log.error(
        {
          ...fields,
          err: error,
          ...(repeated > 0 ? { repeated } : {}),
          ...(dropped > 0 ? { suppressed: dropped } : {}),
        },
        message,
      );
      dropped = 0;
    },
  };
}

const MAX_KEYS = 1000;

function errorKey(error: unknown): string {
  if (error instanceof Error) return `${error.name}\n${error.message}\n${error.stack ?? ''}`;
  try {
    return `value\n${JSON.stringify(error)}`;
  } catch {
    return `value\n${String(error)}`;
  }
}
