import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import type { LeadDetailsView } from '#app/lib/dashboard-view.ts';
import { messages } from '#app/lib/messages.ts';
import { signedInAdmin, type SignedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { countedSet, expectedCounts, seedLeads } from '#tests/support/seed-leads.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

const XSS = '<img src=x onerror=alert(1)>';

function counter(html: string, id: string): number {
  const match = new RegExp(`data-testid="${id}-value"[^>]*>(\\d+)<`).exec(html);
  if (!match) throw new Error(`no ${id} in page`);
  return Number(match[1]);
}

function cardCount(html: string): number {
  return html.match(/data-testid="lead-card"/g)?.length ?? 0;
}

describe.each(await dialects())('dashboard on %s', (dialect) => {
  let server: TestServer;
  let admin: SignedInAdmin;
  let ids: number[];

  const get = (path: string) =>
    fetch(`${server.url}${path}`, { headers: { Cookie: admin.cookie }, redirect: 'manual' });
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

  beforeAll(async () => {
    server = await startServer({ dialect });
    admin = await signedInAdmin(server);
    ids = await seedLeads(server, countedSet(Date.now()));
  });
  afterAll(async () => {
    await server?.dispose();
  });

  it('refuses the tabs and the CSV without a session', async () => {
    for (const path of ['/admin/submissions', '/admin/settings', '/admin/email-templates']) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      const body = await response.text();
      expect(body).not.toContain('data-testid="lead-card"');
      expect(body).not.toContain('ann@example.com');
    }
    const csv = await fetch(`${server.url}/admin/submissions/export.csv`, { redirect: 'manual' });
    expect(csv.status).toBe(302);
    expect(csv.headers.get('location')).toBe('/admin');
  });

  it('counts exactly: Total, New, In Progress, Closed (spam not counted) and the breakdown', async () => {
    const response = await get('/admin/submissions');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(counter(html, 'counter-total')).toBe(expectedCounts.total);
    expect(counter(html, 'counter-new')).toBe(expectedCounts.new);
    expect(counter(html, 'counter-in-progress')).toBe(expectedCounts.inProgress);
    expect(counter(html, 'counter-closed')).toBe(expectedCounts.closed);
    expect(counter(html, 'breakdown-installations')).toBe(expectedCounts.installations);
    expect(counter(html, 'breakdown-repairs')).toBe(expectedCounts.repairs);
    expect(counter(html, 'breakdown-emergency')).toBe(expectedCounts.emergency);
    expect(counter(html, 'breakdown-maintenanceOpeners')).toBe(expectedCounts.maintenanceOpeners);
    expect(cardCount(html)).toBe(9);
    // The weekly chart counts the same 9 leads (not spam), by service.
    const table = /data-testid="chart-table"[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    const cells = [...table.matchAll(/<td[^>]*>(\d+)<\/td>/g)].map((m) => Number(m[1]));
    expect(cells).toHaveLength(12 * 5);
    expect(cells.reduce((a, b) => a + b, 0)).toBe(expectedCounts.total);
    // Pinned urgent lead first, then newest first.
    const order = [...html.matchAll(/id="lead-\d+-name"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(order.slice(0, 3)).toEqual(['Cat Urgent', 'Ann New', 'Dan Contacted']);
    expect(response.headers.get('server-timing')).toMatch(/db;.*dur=/);
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('filters by status (in the URL), searches by name, e-mail and phone digits, shows spam apart', async () => {
    const names = async (path: string) => {
      const html = await (await get(path)).text();
      return [...html.matchAll(/id="lead-\d+-name"[^>]*>([^<]+)</g)].map((m) => m[1]).sort();
    };
    expect(await names('/admin/submissions?filter=quoted')).toEqual(['Eve Quoted', 'Fay Quoted']);
    expect(await names('/admin/submissions?filter=closed')).toEqual(['Gus Closed', 'Hal Closed']);
    expect(await names('/admin/submissions?filter=spam')).toEqual(['Spam One', 'Spam Two']);
    expect(await names('/admin/submissions?q=bob')).toEqual(['Bob New']);
    expect(await names('/admin/submissions?q=EVE%40EXAMPLE')).toEqual(['Eve Quoted']);
    expect(await names('/admin/submissions?q=7045550104')).toEqual(['Dan Contacted']);
    expect(await names('/admin/submissions?q=555-0107')).toEqual(['Gus Closed']);
    // A LIKE wildcard is taken literally.
    expect(await names('/admin/submissions?q=%25')).toEqual([]);
    const empty = await (await get('/admin/submissions?filter=closed&q=nobody')).text();
    expect(empty).toContain(messages.admin.noSubmissions);
  });

  it("opens one lead from the owner e-mail's link (?lead=ID), spam included", async () => {
    const cardsOf = async (path: string) => {
      const html = await (await get(path)).text();
      return {
        html,
        cards: [...html.matchAll(/id="lead-(\d+)-name"[^>]*>([^<]+)</g)].map((m) => ({
          id: Number(m[1]),
          name: m[2],
        })),
      };
    };
    const spam = (await cardsOf('/admin/submissions?filter=spam')).cards.find(
      (c) => c.name === 'Spam One',
    );
    expect(spam).toBeDefined();
    const one = await cardsOf(`/admin/submissions?lead=${spam!.id}`);
    expect(one.cards).toEqual([spam]);
    expect(one.html).toContain('data-testid="single-lead"');
    const missing = await cardsOf('/admin/submissions?lead=999999');
    expect(missing.cards).toEqual([]);
    expect(missing.html).toContain(messages.admin.noSubmissions);
    // A malformed id is ignored: the whole inbox.
    const bad = await cardsOf('/admin/submissions?lead=1%20or%201%3D1');
    expect(bad.cards).toHaveLength(9);
    expect(bad.html).not.toContain('data-testid="single-lead"');
  });

  it('marks stale new leads and shows service text with underscores as spaces', async () => {
    const html = await (await get('/admin/submissions?q=Bob')).text();
    expect(html).toContain('data-testid="stale-badge"');
    const ann = await (await get('/admin/submissions?q=Ann')).text();
    expect(ann).not.toContain('data-testid="stale-badge"');
    const fay = await (await get('/admin/submissions?q=Fay')).text();
    expect(fay).toContain('garage door installation');
    expect(fay).toContain('>Installation</');
  });

  it('changes status any to any, adds notes, deletes', async () => {
    const gus = ids[6]!;
    let response = await post('/admin/submissions', {
      intent: 'status',
      id: String(gus),
      status: 'new',
    });
    expect(response.status).toBe(200);
    let [row] = await server.query<{ status: string }>(
      'select status from contact_submissions where id = ?',
      [gus],
    );
    expect(row?.status).toBe('new');
    await post('/admin/submissions', { intent: 'status', id: String(gus), status: 'closed' });
    [row] = await server.query<{ status: string }>(
      'select status from contact_submissions where id = ?',
      [gus],
    );
    expect(row?.status).toBe('closed');

    response = await post('/admin/submissions.data', {
      intent: 'status',
      id: String(gus),
      status: 'bogus',
    });
    expect(await response.text()).toContain(messages.admin.updateStatusFailed);
    response = await post('/admin/submissions.data', {
      intent: 'status',
      id: String(gus),
      status: 'quoted',
    });
    expect(await response.text()).toContain(messages.admin.statusUpdated);

    response = await post('/admin/submissions.data', {
      intent: 'note',
      id: String(gus),
      note: `Called back ${XSS}`,
    });
    expect(await response.text()).toContain(messages.admin.noteAdded);
    const [note] = await server.query<{ body: string; author_email: string }>(
      'select body, author_email from lead_notes where lead_id = ?',
      [gus],
    );
    expect(note).toEqual({ body: `Called back ${XSS}`, author_email: admin.email });
    // The card's note count (the notes themselves render when the section is opened: e2e).
    expect(await (await get('/admin/submissions?q=Gus')).text()).toContain('Notes (1)');

    const hal = ids[7]!;
    response = await post('/admin/submissions.data', { intent: 'delete', id: String(hal) });
    expect(await response.text()).toContain(messages.admin.submissionDeleted);
    expect(
      await server.query('select id from contact_submissions where id = ?', [hal]),
    ).toHaveLength(0);
    response = await post('/admin/submissions.data', { intent: 'delete', id: String(hal) });
    expect(await response.text()).toContain(messages.admin.deleteSubmissionFailed);
  });

  it("a card's notes, e-mails and attribution load when opened, not with the inbox (issue 28)", async () => {
    const gus = ids[6]!;
    // The note added above: its count is on the card, its text is not in the page (nor in the
    // page's inline data), and neither is the lead's e-mail log.
    const page = await (await get('/admin/submissions?q=Gus')).text();
    expect(page).toContain('Notes (1)');
    expect(page).not.toContain('Called back');
    expect(page).not.toContain('owner_notification');

    const response = await get(`/admin/submissions/${gus}/details`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const details = (await response.json()) as LeadDetailsView;
    expect(details.notes.map((n) => [n.body, n.author])).toEqual([
      [`Called back ${XSS}`, admin.email],
    ]);
    expect(Array.isArray(details.mail)).toBe(true);
    expect(details.attribution).toHaveProperty('landingPage');

    expect((await get('/admin/submissions/999999/details')).status).toBe(404);
    const signedOut = await fetch(`${server.url}/admin/submissions/${gus}/details`, {
      redirect: 'manual',
    });
    expect(signedOut.status).toBe(302);
    expect(await signedOut.text()).not.toContain('Called back');
  });

  it('answers an unknown intent 400 and an over-cap field with its field error (typed admin actions)', async () => {
    const unknown = await post('/admin/submissions.data', { intent: 'drop-table', id: '1' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain(messages.admin.unknownAction);
    const lead = ids[0]!;
    const notes = () => server.query('select id from lead_notes where lead_id = ?', [lead]);
    const before = (await notes()).length;
    const long = await post('/admin/submissions.data', {
      intent: 'note',
      id: String(lead),
      note: 'x'.repeat(limits.admin.noteMax + 1),
    });
    const body = await long.text();
    expect(body).toContain(messages.admin.noteFailed);
    expect(body).toContain(messages.admin.fieldTooLong(limits.admin.noteMax));
    expect(await notes()).toHaveLength(before);
  });

  it('restoring a spam lead makes it new and queues its two e-mails; resend queues a copy', async () => {
    const spam = ids[9]!;
    const before = await server.query('select id from outbox where lead_id = ?', [spam]);
    expect(before).toHaveLength(0);
    const response = await post('/admin/submissions.data', { intent: 'restore', id: String(spam) });
    expect(await response.text()).toContain(messages.admin.restoreDone);
    const [lead] = await server.query<{ status: string }>(
      'select status from contact_submissions where id = ?',
      [spam],
    );
    expect(lead?.status).toBe('new');
    const mail = await server.query<{ id: number; kind: string; to_address: string }>(
      'select id, kind, to_address from outbox where lead_id = ? order by id',
      [spam],
    );
    expect(mail.map((m) => m.kind).sort()).toEqual(['customer_confirmation', 'owner_notification']);

    const html = await (await get('/admin/submissions?q=Spam%20One')).text();
    expect(html).toContain('E-mails (2)');

    const resend = await post('/admin/submissions.data', {
      intent: 'resend',
      id: String(spam),
      outboxId: String(mail[0]!.id),
    });
    expect(await resend.text()).toContain(messages.admin.resendQueued);
    const after = await server.query('select id from outbox where lead_id = ?', [spam]);
    expect(after).toHaveLength(3);
    // Restoring twice does nothing more.
    const again = await post('/admin/submissions.data', { intent: 'restore', id: String(spam) });
    expect(await again.text()).toContain(messages.admin.restoreFailed);
  });

  it('exports the current filter as CSV, formula-safe, markup as text', async () => {
    const [xss] = await seedLeads(server, [
      {
        name: XSS,
        email: XSS,
        phone: XSS,
        service: XSS,
        address: XSS,
        message: '=HYPERLINK("http://evil.example","click")',
        location: '+1+1',
        status: 'quoted',
        utmSource: '@SUM(A1)',
        utmCampaign: '-2',
      },
    ]);
    const response = await get('/admin/submissions/export.csv?filter=quoted');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const csv = await response.text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^id,received/);
    const quoted = await server.query("select id from contact_submissions where status = 'quoted'");
    expect(lines).toHaveLength(1 + quoted.length);
    const row = lines.find((l) => l.startsWith(`${xss},`))!;
    expect(row).toContain(`,${XSS},${XSS},${XSS},`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(row).toContain(",'+1+1,");
    expect(row).toContain(",'@SUM(A1),");
    expect(row).toContain(",'-2,");
    for (const line of lines.slice(1)) expect(line).not.toMatch(/(^|,)[=+\-@]/);
  });
});
