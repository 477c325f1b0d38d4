import { describe, expect, it } from 'vitest';
import { messages } from '../../lib/messages.ts';
import { backoffMs } from './flush.ts';
import { sendQueuedLead } from './send.ts';
import type { QueuedLead } from './storage.ts';

const lead: QueuedLead = {
  key: 'key-1',
  payload: {
    name: 'Pat',
    email: 'pat@example.com',
    phone: '(704) 555-0123',
    service: 'repair',
    address: null,
    message: 'Stuck',
    location: 'Concord, NC',
  },
  queuedAt: 0,
  attempts: 1,
  nextAttemptAt: 0,
};

/** A fetch that answers once with the given response and records the request. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const seen: Request[] = [];
  const fetcher = (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(new URL(String(input), 'http://localhost'), init));
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
    );
  };
  return { fetcher: fetcher as typeof fetch, seen };
}

/** Saturday 2027-03-13, 8-10 AM Eastern (standard time, the day before the DST change). */
const WINDOW = '2027-03-13T08:00:00-05:00';
const WINDOW_END = '2027-03-13T10:00:00-05:00';

/** A fetch that gives the answers in turn and records the requests. */
function answers(replies: Array<[number, unknown]>) {
  const seen: Request[] = [];
  const fetcher = (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(new URL(String(input), 'http://localhost'), init));
    const [status, body] = replies[seen.length - 1] ?? [500, {}];
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
  return { fetcher: fetcher as typeof fetch, seen };
}

describe('delivering a queued lead', () => {
  it('sends the stored payload under the key it was queued with', async () => {
    const { fetcher, seen } = answer(201, { id: 7 });
    expect(await sendQueuedLead(lead, fetcher)).toEqual({ kind: 'sent' });
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(await seen[0]?.json()).toEqual(lead.payload);
  });

  it('counts a replayed key as sent', async () => {
    expect(await sendQueuedLead(lead, answer(200, { id: 7 }).fetcher)).toEqual({ kind: 'sent' });
  });

  it('drops a lead the server refuses as invalid, keeping its message', async () => {
    const { fetcher } = answer(400, { error: messages.contactForm.invalidEmail });
    expect(await sendQueuedLead(lead, fetcher)).toEqual({
      kind: 'rejected',
      message: messages.contactForm.invalidEmail,
    });
  });

  it('retries rate limits and server errors, honouring Retry-After', async () => {
    expect(await sendQueuedLead(lead, answer(500, {}).fetcher)).toEqual({ kind: 'retry' });
    expect(await sendQueuedLead(lead, answer(503, {}).fetcher)).toEqual({ kind: 'retry' });
    const limited = answer(
      429,
      { error: messages.contactForm.rateLimited },
      { 'Retry-After': '42' },
    );
    expect(await sendQueuedLead(lead, limited.fetcher)).toEqual({
      kind: 'retry',
      retryAfterMs: 42_000,
    });
  });

  it('retries when the network is down', async () => {
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    expect(await sendQueuedLead(lead, offline)).toEqual({ kind: 'retry' });
  });

  it('re-keys a lead whose key was used for a different request', async () => {
    expect(await sendQueuedLead(lead, answer(422, { error: 'x' }).fetcher)).toEqual({
      kind: 'rekey',
    });
  });

  it('books the window chosen offline when it is still open, and says when (issue 37)', async () => {
    const booked = { ...lead, payload: { ...lead.payload, appointment: { start: WINDOW } } };
    const { fetcher, seen } = answers([
      [201, { id: 8, appointment: { start: WINDOW, end: WINDOW_END, status: 'booked' } }],
    ]);
    expect(await sendQueuedLead(booked, fetcher)).toEqual({
      kind: 'sent',
      notice: messages.booking.bookedAs('Sat, Mar 13, 8:00 AM - 10:00 AM'),
    });
    expect(await seen[0]?.json()).toMatchObject({ appointment: { start: WINDOW } });
  });

  it('sends a plain request when the window chosen offline was taken, and says no visit is booked', async () => {
    const booked = { ...lead, payload: { ...lead.payload, appointment: { start: WINDOW } } };
    const { fetcher, seen } = answers([
      [409, { error: messages.booking.windowTaken, fieldErrors: { appointment: 'x' } }],
      [201, { id: 9, appointment: null }],
    ]);
    expect(await sendQueuedLead(booked, fetcher)).toEqual({
      kind: 'sent',
      notice: messages.booking.queuedBookedWindowGone('Sat, Mar 13, 8:00 AM'),
    });
    // The same lead under the same key (the 409 stored nothing), without the window.
    expect(seen.map((r) => r.headers.get('Idempotency-Key'))).toEqual(['key-1', 'key-1']);
    expect(await seen[1]?.json()).toEqual(lead.payload);
  });

  it('a queued booking refused for its contact (issue 37): sent plain, and says why, not "window gone"', async () => {
    const booked = { ...lead, payload: { ...lead.payload, appointment: { start: WINDOW } } };
    const refusal = messages.booking.contactHasVisits;
    const { fetcher, seen } = answers([
      [409, { error: refusal, fieldErrors: { appointment: refusal }, reason: 'contact' }],
      [201, { id: 10, appointment: null }],
    ]);
    expect(await sendQueuedLead(booked, fetcher)).toEqual({
      kind: 'sent',
      notice: messages.booking.queuedBookingRefused('Sat, Mar 13, 8:00 AM', 'contact'),
    });
    expect(await seen[1]?.json()).toEqual(lead.payload);
  });

  it('backs off exponentially up to the cap', () => {
    expect(backoffMs(1)).toBe(2_000);
    expect(backoffMs(2)).toBe(4_000);
    expect(backoffMs(3)).toBe(8_000);
    expect(backoffMs(30)).toBe(5 * 60_000);
  });
});
