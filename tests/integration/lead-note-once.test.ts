import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import { signedInAdmin, type SignedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { countedSet, seedLeads } from '#tests/support/seed-leads.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

/**
 * The lead card's note form sent twice (a double submit, or the same form sent again after its
 * answer was lost): one note. The form carries a key for what was typed; the second post with
 * it is answered like the first and stores nothing.
 */
describe.each(await dialects())('a lead note sent twice on %s', (dialect) => {
  let server: TestServer;
  let admin: SignedInAdmin;
  let lead: number;

  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        Cookie: admin.cookie,
        Origin: server.url,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
  const notes = () =>
    server.query<{ body: string }>('select body from lead_notes where lead_id = ? order by id', [
      lead,
    ]);

  beforeAll(async () => {
    server = await startServer({ dialect });
    admin = await signedInAdmin(server);
    [lead] = (await seedLeads(server, countedSet(Date.now()))) as [number];
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it.each([
    ['as a page (no JavaScript)', '/admin/submissions', 'page-key-1'],
    ['as data (JavaScript)', '/admin/submissions.data', 'data-key-1'],
  ])('stores one note %s', async (_, path, noteKey) => {
    const before = (await notes()).length;
    const form = { intent: 'note', id: String(lead), note: `Called ${noteKey}`, noteKey };
    const [first, second] = [await post(path, form), await post(path, form)];
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await first.text()).toContain(messages.admin.noteAdded);
    expect(await second.text()).toContain(messages.admin.noteAdded);
    expect((await notes()).slice(before).map((n) => n.body)).toEqual([`Called ${noteKey}`]);
  });

  it('stores the same words twice when they are two notes (two keys)', async () => {
    const before = (await notes()).length;
    const form = { intent: 'note', id: String(lead), note: 'Left a voicemail' };
    await post('/admin/submissions.data', { ...form, noteKey: 'twice-a' });
    await post('/admin/submissions.data', { ...form, noteKey: 'twice-b' });
    expect((await notes()).slice(before).map((n) => n.body)).toEqual([
      'Left a voicemail',
      'Left a voicemail',
    ]);
  });

  it('sends the key with the same post in parallel: still one note', async () => {
    const before = (await notes()).length;
    const form = { intent: 'note', id: String(lead), note: 'Parallel', noteKey: 'parallel-1' };
    const answers = await Promise.all([
      post('/admin/submissions.data', form),
      post('/admin/submissions.data', form),
    ]);
    for (const answer of answers) expect(await answer.text()).toContain(messages.admin.noteAdded);
    expect((await notes()).slice(before).map((n) => n.body)).toEqual(['Parallel']);
  });
});
