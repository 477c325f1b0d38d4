/**
 * The owner has one post open in two tabs (the phone and the laptop, or a tab left open since
 * yesterday). A save from the tab that has not seen the other's save must not silently put the
 * older text back: it is refused, saying why, and what the other tab saved stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMessages } from '#app/lib/messages/posts.ts';
import { postIntent } from '#tests/support/admin-intent.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

describe.each(await dialects())('one post saved from two tabs on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    cookie = (await signedInAdmin(server)).cookie;
  });
  afterAll(() => server?.dispose());

  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        cookie,
        Origin: server.url,
        'Sec-Fetch-Site': 'same-origin',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** What the editor's loader hands a tab as it opens: the newest revision. */
  async function opened(id: number): Promise<string> {
    const res = await api('GET', `/api/admin/posts/${id}/revisions`);
    const { revisions } = (await res.json()) as { revisions: Array<{ id: number }> };
    return String(revisions[0]!.id);
  }
  const fields = (id: number, title: string, baseRevision: string) => ({
    id: String(id),
    title,
    slug: 'spring-tips',
    summary: 'Tips for springs.',
    bodyHtml: `<p>${title}</p>`,
    baseRevision,
  });
  const titleOf = async (id: number) =>
    ((await (await api('GET', `/api/admin/posts/${id}`)).json()) as { title: string }).title;

  it("refuses the stale tab's save and publish; the other tab's text stays", async () => {
    const created = await api('POST', '/api/admin/posts', {
      title: 'Spring tips',
      slug: 'spring-tips',
      summary: 'Tips for springs.',
      bodyHtml: '<p>First words.</p>',
    });
    const { id } = (await created.json()) as { id: number };
    const laptop = await opened(id);
    const phone = await opened(id);

    const fromPhone = await postIntent(server, cookie, `/admin/posts/${id}`, {
      intent: 'save',
      ...fields(id, 'Spring tips from the phone', phone),
    });
    expect(fromPhone.result).toMatchObject({ ok: true });

    for (const intent of ['save', 'publish']) {
      const fromLaptop = await postIntent(server, cookie, `/admin/posts/${id}`, {
        intent,
        ...fields(id, 'Spring tips, older laptop copy', laptop),
      });
      expect(fromLaptop.result, intent).toMatchObject({
        ok: false,
        message: postMessages.changedElsewhere,
      });
      expect(await titleOf(id)).toBe('Spring tips from the phone');
    }
    expect(await (await api('GET', '/blog/spring-tips')).status).toBe(404);

    // Opened again, the laptop saves on top of the phone's text.
    const reopened = await postIntent(server, cookie, `/admin/posts/${id}`, {
      intent: 'save',
      ...fields(id, 'Spring tips, both read', await opened(id)),
    });
    expect(reopened.result).toMatchObject({ ok: true });
    expect(await titleOf(id)).toBe('Spring tips, both read');

    // A publish refused after its save (a broken link): the tab learns the revision it just
    // saved, so its next save is not taken for another tab's.
    const base = await opened(id);
    const refused = await postIntent(server, cookie, `/admin/posts/${id}`, {
      intent: 'publish',
      ...fields(id, 'Spring tips, both read', base),
      bodyHtml: '<p>See <a href="/no-such-page">this</a>.</p>',
    });
    expect(refused.result).toMatchObject({ ok: false, baseRevision: Number(await opened(id)) });
    expect(Number(await opened(id))).toBeGreaterThan(Number(base));
    const again = await postIntent(server, cookie, `/admin/posts/${id}`, {
      intent: 'save',
      ...fields(id, 'Spring tips, link fixed', String(refused.result?.baseRevision)),
    });
    expect(again.result).toMatchObject({ ok: true });

    // The JSON contract is unchanged: a PUT without a base still saves.
    const put = await api('PUT', `/api/admin/posts/${id}`, {
      title: 'Spring tips by the API',
      summary: 'Tips for springs.',
      bodyHtml: '<p>API.</p>',
    });
    expect(put.status).toBe(200);
  });
});
