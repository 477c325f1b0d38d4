import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDraft, loadPublished, loadVersions, siteWrites } from './site-api.ts';
import type { SiteAnswer } from './site-submit.ts';

/**
 * The content API's answers and the Site route action's, as the editor reads them (never an
 * exception).
 */

function answer(status: number, body?: unknown, type = 'application/json') {
  return vi.fn(async () =>
    body === undefined
      ? new Response('<html>502 Bad Gateway</html>', {
          status,
          headers: { 'Content-Type': 'text/html' },
        })
      : new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The route action's answer (or its absence), and the fields the editor sent. */
function action(answer: SiteAnswer) {
  const submit = vi.fn(async (_fields: Record<string, string>) => answer);
  return { submit, writes: siteWrites(submit) };
}

const answered = (data: unknown): SiteAnswer => ({ kind: 'answer', data });

describe('the Site editor writes (route action)', () => {
  it('publishes the whole document on top of its version (ifMatch)', async () => {
    const { submit, writes } = action(
      answered({ intent: 'publish', ok: true, message: 'Published', version: 4 }),
    );
    expect(await writes.publish(3, { business: {} })).toEqual({
      kind: 'ok',
      data: { version: 4, cancelled: 0, cancelFailed: 0 },
    });
    expect(submit).toHaveBeenCalledWith({
      intent: 'publish',
      ifMatch: '3',
      content: '{"business":{}}',
      visits: '{}',
    });
  });

  it('sends the choice per visit and reads a publish refused for visits nobody chose for', async () => {
    const visit = {
      leadId: 9,
      start: '2027-03-13T09:00:00-05:00',
      end: '2027-03-13T12:00:00-05:00',
      name: 'Ann',
      service: 'repair',
      town: null,
    };
    const { submit, writes } = action(
      answered({ intent: 'publish', ok: false, message: 'choose', closedVisits: [visit] }),
    );
    expect(await writes.publish(3, {}, { '7': 'keep' })).toEqual({
      kind: 'visits',
      error: 'choose',
      closedVisits: [visit],
    });
    expect(submit.mock.calls[0]?.[0].visits).toBe('{"7":"keep"}');
    const review = action(
      answered({ intent: 'review', ok: true, message: '', closedVisits: [visit] }),
    );
    expect(await review.writes.review(3, {})).toEqual({ kind: 'ok', data: [visit] });
    expect(review.submit.mock.calls[0]?.[0].intent).toBe('review');
  });

  it('reads a stale publish (409) with the version now live', async () => {
    const { writes } = action(
      answered({ intent: 'publish', ok: false, message: 'stale', currentVersion: 7 }),
    );
    expect(await writes.publish(3, {})).toEqual({
      kind: 'conflict',
      error: 'stale',
      currentVersion: 7,
    });
  });

  it('reads refused content (400) as field paths and messages', async () => {
    const fieldErrors = { 'business.phone': 'Enter a 10-digit…' };
    const { writes } = action(answered({ intent: 'draft', ok: false, message: 'x', fieldErrors }));
    expect(await writes.saveDraft(3, {})).toEqual({ kind: 'invalid', error: 'x', fieldErrors });
  });

  it('tells a signed-out answer, no answer, a server failure and a foreign one apart', async () => {
    expect(await action({ kind: 'signed-out' }).writes.publish(1, {})).toEqual({
      kind: 'signed-out',
    });
    expect(await action({ kind: 'failed', status: 502 }).writes.publish(1, {})).toEqual({
      kind: 'failed',
      status: 502,
    });
    const databaseDown = answered({ intent: 'publish', ok: false, message: 'x' });
    expect(await action(databaseDown).writes.publish(1, {})).toEqual({
      kind: 'failed',
      status: 500,
    });
    // Something that is not an action's result is no success either.
    expect(await action(answered('<html>')).writes.publish(1, {})).toEqual({
      kind: 'failed',
      status: null,
    });
  });

  it('restores a version in one step and imports a file as read', async () => {
    const { submit, writes } = action(
      answered({ intent: 'restore', ok: true, message: 'Restored', version: 9 }),
    );
    expect(await writes.restore(2)).toEqual({ kind: 'ok', data: { version: 9 } });
    expect(submit).toHaveBeenLastCalledWith({ intent: 'restore', version: '2' });
    expect(await writes.importFile(8, '{"content":{}}')).toEqual({
      kind: 'ok',
      data: { version: 9 },
    });
    expect(submit).toHaveBeenLastCalledWith({
      intent: 'import',
      ifMatch: '8',
      content: '{"content":{}}',
    });
  });
});

describe('site content API client (reads)', () => {
  it('tells a signed-out answer, a dropped connection and a proxy page apart', async () => {
    vi.stubGlobal('fetch', answer(401, { error: 'no' }));
    expect(await loadPublished()).toEqual({ kind: 'signed-out' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await loadPublished()).toEqual({ kind: 'failed', status: null });
    vi.stubGlobal('fetch', answer(502));
    expect(await loadPublished()).toEqual({ kind: 'failed', status: 502 });
    // A 200 that is not ours (a captive portal's page) is no success either.
    vi.stubGlobal('fetch', answer(200));
    expect(await loadPublished()).toEqual({ kind: 'failed', status: 200 });
  });

  it('reads the draft, or none', async () => {
    vi.stubGlobal('fetch', answer(200, { content: null, baseVersion: null, updatedAt: null }));
    expect(await loadDraft()).toEqual({ kind: 'ok', data: null });
    vi.stubGlobal('fetch', answer(200, { content: { a: 1 }, baseVersion: 2, updatedAt: 5 }));
    expect(await loadDraft()).toEqual({
      kind: 'ok',
      data: { content: { a: 1 }, baseVersion: 2 },
    });
  });

  it('reads the history as a list', async () => {
    const rows = [{ version: 2, publishedAt: 5, publishedBy: 'o@example.com', summary: 's' }];
    vi.stubGlobal('fetch', answer(200, rows));
    expect(await loadVersions()).toEqual({ kind: 'ok', data: rows });
  });
});
