import { randomUUID } from 'node:crypto';
import { leadPayload, visitorAddress } from './lead-payloads.ts';

export interface LeadAttempt {
  key: string;
  payload: Record<string, string>;
  ip: string;
  agent: string;
  sentAt: number;
  ms?: number;
  status?: number;
  body?: { id?: number; error?: string };
  /** Set when no HTTP answer came (refused, reset, timed out). */
  failure?: string;
}

export interface LeadStream {
  attempts: LeadAttempt[];
  /** Stops sending and waits for the answers still outstanding. */
  stop(): Promise<LeadAttempt[]>;
}

/** One POST /api/leads as a distinct visitor (server with TRUST_PROXY=1). */
export async function sendLead(
  url: string,
  attempt: Pick<LeadAttempt, 'key' | 'payload' | 'ip' | 'agent'>,
  timeoutMs = 15_000,
): Promise<Pick<LeadAttempt, 'status' | 'body' | 'failure' | 'ms'>> {
  const started = Date.now();
  try {
    const res = await fetch(`${url}/api/leads`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': attempt.key,
        'x-forwarded-for': attempt.ip,
        'user-agent': attempt.agent,
      },
      body: JSON.stringify(attempt.payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // A status line whose body never arrives (the server killed mid-answer) is no answer: a
    // real client's read throws there too, and it retries with the same key.
    const text = await res.text();
    let body: LeadAttempt['body'] = {};
    try {
      body = JSON.parse(text) as LeadAttempt['body'];
    } catch {
      // An answer that is not JSON (an HTML error page) keeps its status with an empty body.
    }
    return { status: res.status, body, ms: Date.now() - started };
  } catch (error) {
    return {
      failure: error instanceof Error ? error.message : String(error),
      ms: Date.now() - started,
    };
  }
}

/**
 * Sends leads at `perSecond`, each a new visitor with its own idempotency key; an answer later
 * than `timeoutMs` counts as none.
 */
export function startLeadStream(
  url: () => string,
  perSecond: number,
  tag: string,
  timeoutMs?: number,
): LeadStream {
  const attempts: LeadAttempt[] = [];
  const pending = new Set<Promise<void>>();
  const started = Date.now();
  const send = () => {
    const attempt: LeadAttempt = {
      key: randomUUID(),
      payload: leadPayload(tag),
      ip: visitorAddress(),
      agent: `fault-test/${randomUUID().slice(0, 8)}`,
      sentAt: Date.now(),
    };
    attempts.push(attempt);
    const done = sendLead(url(), attempt, timeoutMs).then((answer) => {
      Object.assign(attempt, answer);
    });
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  // A busy test process fires timers late: each tick sends what the rate owes by now.
  const timer = setInterval(() => {
    const due = Math.floor(((Date.now() - started) / 1000) * perSecond);
    while (attempts.length < due) send();
  }, 1000 / perSecond);
  return {
    attempts,
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return attempts;
    },
  };
}
