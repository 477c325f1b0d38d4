import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDraft, loadVersions, publish, saveDraft } from './site-api.ts';

/** The content API's answers, as the editor reads them (never an exception). */

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

describe('site content API client', () => {
  it('publishes with If-Match and the whole document', async () => {
    const fetchMock = answer(200, { version: 4, summary: 'Main phone line' });
    vi.stubGlobal('fetch', fetchMock);
    expect(await publish(3, { business: {} })).toEqual({ kind: 'ok', data: { version: 4 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/site-content');
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>)['If-Match']).toBe('"3"');
    expect(init.body).toBe('{"business":{}}');
  });

  it('reads a stale publish (409) with the version now live', async () => {
    vi.stubGlobal('fetch', answer(409, { error: 'stale', version: 7 }));
    expect(await publish(3, {})).toEqual({ kind: 'conflict', error: 'stale', currentVersion: 7 });
  });

  it('reads refused content (400) as field paths and messages', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { error: 'x', fieldErrors: { 'business.phone': 'Enter a 10-digit…' } }),
    );
    expect(await saveDraft(3, {})).toEqual({
      kind: 'invalid',
      error: 'x',
      fieldErrors: { 'business.phone': 'Enter a 10-digit…' },
    });
  });

  it('tells a signed-out answer, a dropped connection and a proxy page apart', async () => {
    vi.stubGlobal('fetch', answer(401, { error: 'no' }));
    expect(await publish(1, {})).toEqual({ kind: 'signed-out' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await publish(1, {})).toEqual({ kind: 'failed', status: null });
    vi.stubGlobal('fetch', answer(502));
    expect(await publish(1, {})).toEqual({ kind: 'failed', status: 502 });
    // A 200 that is not ours (a captive portal's page) is no success either.
    vi.stubGlobal('fetch', answer(200));
    expect(await publish(1, {})).toEqual({ kind: 'failed', status: 200 });
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
