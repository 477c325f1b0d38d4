import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import { signedInAdmin, type SignedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { seedLeads, type SeedLead } from '#tests/support/seed-leads.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

/**
 * Issue 38: a lead's status and job value change through one function (updateLead), whether
 * the owner uses the inbox (the route's intents, a form POST) or `PATCH /api/admin/leads/<id>`.
 * The same change through either adapter stores the same thing and meets the same refusal.
 */

/** What an adapter's answer said, in terms both share. */
type Answer = { outcome: 'done' } | { outcome: 'refused'; message: string };

interface Adapter {
  status(id: number, status: string): Promise<Answer>;
  jobValue(id: number, cents: number): Promise<Answer>;
}

interface Stored {
  status: string;
  spamReason: string | null;
  jobValueCents: number | null;
  closed: boolean;
  mail: number;
}

describe.each(await dialects())('one change of a lead, two adapters, on %s', (dialect) => {
  let server: TestServer;
  let admin: SignedInAdmin;

  beforeAll(async () => {
    server = await startServer({ dialect });
    admin = await signedInAdmin(server);
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const headers = () => ({ Cookie: admin.cookie, Origin: server.url });

  /** The inbox: the Submissions route's form, as the lead card's fetchers send it. */
  const inbox: Adapter = {
    status: (id, status) => intent({ intent: 'status', id: String(id), status }),
    jobValue: (id, cents) =>
      intent({ intent: 'job-value', id: String(id), jobValue: (cents / 100).toFixed(2) }),
  };
  async function intent(fields: Record<string, string>): Promise<Answer> {
    const response = await fetch(`${server.url}/admin/submissions.data`, {
      method: 'POST',
      headers: { ...headers(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    if (
      body.includes(messages.admin.statusUpdated) ||
      body.includes(messages.booking.jobValueSaved)
    )
      return { outcome: 'done' };
    for (const message of [
      messages.admin.leadHeldAsSpam,
      messages.admin.updateStatusFailed,
      messages.booking.jobValueFailed,
    ]) {
      if (body.includes(message)) return { outcome: 'refused', message };
    }
    throw new Error(`the inbox answered neither success nor a known refusal: ${body}`);
  }

  /** The interface contract's JSON endpoint. */
  const api: Adapter = {
    status: (id, status) => patch(id, { status }),
    jobValue: (id, cents) => patch(id, { jobValueCents: cents }),
  };
  /** The HTTP status of each PATCH refusal, in order. */
  const refusedWith: number[] = [];
  async function patch(id: number, body: object): Promise<Answer> {
    const response = await fetch(`${server.url}/api/admin/leads/${id}`, {
      method: 'PATCH',
      headers: {
        ...headers(),
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { error?: string };
    if (response.status === 200) return { outcome: 'done' };
    refusedWith.push(response.status);
    return { outcome: 'refused', message: answer.error ?? '' };
  }

  async function stored(id: number): Promise<Stored> {
    const [row] = await server.query<{
      status: string;
      spam_reason: string | null;
      job_value_cents: number | string | null;
      closed_at: number | string | null;
    }>(
      'select status, spam_reason, job_value_cents, closed_at from contact_submissions where id = ?',
      [id],
    );
    if (!row) throw new Error(`lead ${id} is gone`);
    const mail = await server.query('select id from outbox where lead_id = ?', [id]);
    return {
      status: row.status,
      spamReason: row.spam_reason,
      jobValueCents: row.job_value_cents === null ? null : Number(row.job_value_cents),
      closed: row.closed_at !== null,
      mail: mail.length,
    };
  }

  const seed = (email: string, extra: Partial<SeedLead> = {}) =>
    seedLeads(server, [
      { name: 'Pat Door', email, phone: '(555) 010-0000', service: 'Repair', ...extra },
    ]).then(([id]) => id!);

  /** Closes the lead and records what the job earned, through one adapter. */
  async function closeAndPrice(adapter: Adapter, id: number) {
    const answers = [await adapter.status(id, 'closed'), await adapter.jobValue(id, 125_000)];
    return { answers, stored: await stored(id) };
  }

  it('a normal lead: closed with its amount, the same through the inbox and the PATCH', async () => {
    const viaInbox = await closeAndPrice(inbox, await seed('normal-inbox@example.com'));
    const viaApi = await closeAndPrice(api, await seed('normal-api@example.com'));
    const expected = {
      answers: [{ outcome: 'done' }, { outcome: 'done' }],
      stored: { status: 'closed', spamReason: null, jobValueCents: 125_000, closed: true, mail: 0 },
    };
    expect(viaInbox).toEqual(expected);
    expect(viaApi).toEqual(expected);
  });

  it('a spam lead: both refuse with the same reason and store nothing until it is restored', async () => {
    const spam = { status: 'spam', spamReason: 'honeypot' } as const;
    const inboxLead = await seed('spam-inbox@example.com', spam);
    const apiLead = await seed('spam-api@example.com', spam);
    const refused = { outcome: 'refused', message: messages.admin.leadHeldAsSpam };
    const expected = {
      answers: [refused, refused],
      stored: {
        status: 'spam',
        spamReason: 'honeypot',
        jobValueCents: null,
        closed: false,
        mail: 0,
      },
    };
    expect(await closeAndPrice(inbox, inboxLead)).toEqual(expected);
    refusedWith.length = 0;
    expect(await closeAndPrice(api, apiLead)).toEqual(expected);
    // The lead exists, so not 404: it is in a state that refuses the change.
    expect(refusedWith).toEqual([409, 409]);

    // Restore is the way out (it queues the lead's two e-mails); then either adapter may change it.
    for (const id of [inboxLead, apiLead]) {
      const restore = await fetch(`${server.url}/admin/submissions.data`, {
        method: 'POST',
        headers: { ...headers(), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'restore', id: String(id) }),
      });
      expect(await restore.text()).toContain(messages.admin.restoreDone);
    }
    const afterInbox = await closeAndPrice(inbox, inboxLead);
    const afterApi = await closeAndPrice(api, apiLead);
    const restored = {
      answers: [{ outcome: 'done' }, { outcome: 'done' }],
      stored: { status: 'closed', spamReason: null, jobValueCents: 125_000, closed: true, mail: 2 },
    };
    expect(afterInbox).toEqual(restored);
    expect(afterApi).toEqual(restored);
  });
});
