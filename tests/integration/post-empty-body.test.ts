/**
 * A post whose body holds no words and no photo: what the editor sends for a body typed and
 * cleared (`<p></p>`), or markup left of a paste the sanitizer emptied. The contract refuses a
 * missing body; one in name only would otherwise publish a page with a title and nothing under
 * it (a visitor sees a blank article, a search engine thin content).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMessages as m } from '#app/lib/messages/posts.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

const EMPTY_BODIES = [
  '<p></p>',
  '<p><br></p>',
  '<h2> </h2><p>&nbsp;</p>',
  '<ul><li></li></ul><p><strong> </strong></p>',
  '<p><script>alert(1)</script></p>',
];

describe.each(await dialects())('a post with an empty body on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    cookie = (await signedInAdmin(server)).cookie;
  });
  afterAll(() => server?.dispose());

  const send = (method: string, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        cookie,
        Origin: server.url,
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  const post = (bodyHtml: string) => ({
    title: 'Spring tips',
    summary: 'Tips for springs.',
    bodyHtml,
  });

  it('is refused on create and on save, naming the body', async () => {
    for (const bodyHtml of EMPTY_BODIES) {
      const created = await send('POST', '/api/admin/posts', post(bodyHtml));
      expect(created.status, bodyHtml).toBe(400);
      expect(
        ((await created.json()) as { fieldErrors: Record<string, string> }).fieldErrors,
      ).toEqual({
        bodyHtml: m.body,
      });
    }
    const ok = await send('POST', '/api/admin/posts', post('<p>Oil the springs twice a year.</p>'));
    expect(ok.status).toBe(201);
    const { id } = (await ok.json()) as { id: number };
    const cleared = await send('PUT', `/api/admin/posts/${id}`, post('<p></p>'));
    expect(cleared.status).toBe(400);
    const stored = await server.query<{ body_html: string }>(
      'select body_html from posts where id = ?',
      [id],
    );
    expect(stored).toEqual([{ body_html: '<p>Oil the springs twice a year.</p>' }]);
  });
});
