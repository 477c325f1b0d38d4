import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import type { SiteContentDocument } from '#app/content/site-document.ts';
import type { AvailabilityResponse } from '#app/lib/booking.ts';
import type { ClosedVisit } from '#app/lib/publish-review.ts';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { siteContentMessages } from '#app/lib/messages/site-content.ts';
import { ownerFetch, startBookingApp, stopBookingApp } from '../support/booking-app.ts';
import { dialects, placeholder } from '../support/dialects.ts';
import type { TestSmtp } from '../support/smtp.ts';
import { postLead, uniquePhone, validLead } from '../support/leads.ts';
import { type TestServer } from '../support/server.ts';

/**
 * Issue 37 item 4: one source for when the business works. Booking offers no window outside the
 * published hours: a Saturday closed in the weekly hours, a holiday closure. Item 3: a publish
 * from the Site editor that closes days with booked visits names them first and publishes only
 * with the owner's choice for each (cancel: the customer's CANCEL e-mail, the reminder dropped).
 * The booking clock stands at Friday 2027-03-12 09:00 EST, as in booking.test.ts.
 */
const SATURDAYS = ['2027-03-13', '2027-03-20'];

describe.each(await dialects())('booking within the published hours on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;

  let smtp: TestSmtp;

  beforeAll(async () => {
    ({ server, smtp, cookie } = await startBookingApp(dialect));
  });
  afterAll(() => stopBookingApp({ server, smtp }));

  const admin = (path: string, init: RequestInit = {}) => ownerFetch(server, cookie, path, init);
  const windowDays = async (): Promise<Set<string>> => {
    const res = await fetch(`${server.url}/api/availability?days=14`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AvailabilityResponse;
    return new Set(body.windows.map((w) => w.start.slice(0, 10)));
  };
  const publish = async (edit: (doc: SiteContentDocument) => void) => {
    const current = await admin('/api/admin/site-content');
    const { content } = (await current.json()) as { content: SiteContentDocument };
    const doc = structuredClone(content);
    edit(doc);
    const put = await admin('/api/admin/site-content', {
      method: 'PUT',
      body: JSON.stringify(doc),
      headers: { 'If-Match': current.headers.get('etag') ?? '"0"' },
    });
    expect(put.status).toBe(200);
  };

  it('offers no Saturday window once Saturday is published closed', async () => {
    const before = await windowDays();
    for (const saturday of SATURDAYS) expect(before.has(saturday), saturday).toBe(true);
    const saturdayOpen = /"dayOfWeek":\[[^\]]*"Saturday"/;
    expect(await (await fetch(`${server.url}/`)).text()).toMatch(saturdayOpen);
    await publish((doc) => {
      const saturday = doc.business.hours.find((day) => day.day === 'Saturday')!;
      saturday.closed = true;
    });
    const after = await windowDays();
    for (const saturday of SATURDAYS) expect(after.has(saturday), saturday).toBe(false);
    // The weekdays stay open.
    expect(after.has('2027-03-15')).toBe(true);
    // The public pages say closed too: the site and the picker read one source.
    expect(await (await fetch(`${server.url}/`)).text()).not.toMatch(saturdayOpen);
  });

  it('offers no window on a published holiday closure', async () => {
    const date = '2027-03-17';
    expect((await windowDays()).has(date)).toBe(true);
    await publish((doc) => {
      doc.business.specialHours = [{ date, closed: true, label: 'Holiday' }];
    });
    const after = await windowDays();
    expect(after.has(date)).toBe(false);
    expect(after.has('2027-03-16')).toBe(true);
  });

  it('restores the windows with the shipped hours', async () => {
    await publish((doc) => {
      doc.business.hours = structuredClone(defaultSiteDocument.business.hours);
      doc.business.specialHours = [];
    });
    const days = await windowDays();
    for (const saturday of SATURDAYS) expect(days.has(saturday), saturday).toBe(true);
    expect(days.has('2027-03-17')).toBe(true);
  });

  /** The Site editor's action, posted the way its script does (single fetch, multipart). */
  async function editorAction(fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const res = await fetch(`${server.url}/admin/site.data`, {
      method: 'POST',
      headers: { cookie, Origin: server.url, 'Sec-Fetch-Site': 'same-origin' },
      body: form,
    });
    let result: Record<string, unknown> = {};
    if (res.body && res.headers.get('content-type')?.includes('text/x-script')) {
      const { value } = await decodeViaTurboStream(res.body, globalThis);
      result = ((value as { data?: unknown }).data ?? {}) as Record<string, unknown>;
    }
    return { status: res.status, result };
  }
  const live = async () =>
    (await (await admin('/api/admin/site-content')).json()) as {
      version: number;
      content: SiteContentDocument;
    };
  const p = placeholder(dialect);
  const appointment = async (leadId: number) => {
    const [row] = await server.query<{ status: string; reminder: number | string | null }>(
      `select status, reminder_outbox_id as reminder from appointments where lead_id = ${p(1)}`,
      [leadId],
    );
    return row;
  };

  it('names the visits a closure would leave, publishes only with a choice for each, cancels as chosen', async () => {
    const date = '2027-03-18';
    const book = async (email: string, start: string) => {
      // Each its own customer: one phone may hold only `openVisitsPerContact` visits.
      const res = await postLead(server, {
        ...validLead,
        email,
        phone: uniquePhone(),
        appointment: { start },
      });
      expect(res.status, email).toBe(201);
      return res.body.id!;
    };
    const cancelled = await book('closed-cancel@example.com', `${date}T08:00:00-04:00`);
    const kept = await book('closed-keep@example.com', `${date}T13:00:00-04:00`);
    const elsewhere = await book('open-day@example.com', '2027-03-19T08:00:00-04:00');
    const reminder = (await appointment(cancelled))?.reminder;
    expect(reminder).not.toBeNull();

    const before = await live();
    const doc = structuredClone(before.content);
    doc.business.specialHours = [{ date, closed: true, label: 'Holiday' }];
    const fields = { ifMatch: String(before.version), content: JSON.stringify(doc) };

    const review = await editorAction({ intent: 'review', ...fields });
    expect(review.status).toBe(200);
    const listed = (review.result.closedVisits as ClosedVisit[]).map((v) => v.leadId);
    expect(listed.sort((a, b) => a - b)).toEqual([cancelled, kept]);
    expect(listed).not.toContain(elsewhere);

    // No choice, or one missing: refused with the list, nothing published.
    for (const visits of ['', JSON.stringify({ [cancelled]: 'cancel' })]) {
      const refused = await editorAction({ intent: 'publish', ...fields, visits });
      expect(refused.status, visits).toBe(409);
      expect(refused.result.message).toBe(siteEditorMessages.visitsUndecided);
      expect((refused.result.closedVisits as ClosedVisit[]).length).toBe(2);
      expect((await live()).version).toBe(before.version);
      expect((await appointment(cancelled))?.status).toBe('booked');
    }

    const choices = JSON.stringify({ [cancelled]: 'cancel', [kept]: 'keep' });
    const done = await editorAction({ intent: 'publish', ...fields, visits: choices });
    expect(done.status).toBe(200);
    expect(done.result).toMatchObject({ ok: true, version: before.version + 1, cancelled: 1 });
    expect((await live()).content.business.specialHours).toEqual(doc.business.specialHours);
    // Cancelled through the cancel command: the reminder is gone, the customer gets a CANCEL.
    expect(await appointment(cancelled)).toEqual({ status: 'cancelled', reminder: null });
    const [reminderRow] = await server.query<{ n: number | string }>(
      `select count(*) as n from outbox where id = ${p(1)}`,
      [reminder],
    );
    expect(Number(reminderRow?.n)).toBe(0);
    const [cancelMail] = await server.query<{ n: number | string }>(
      `select count(*) as n from outbox where to_address = ${p(1)} and calendar_method = 'CANCEL'`,
      ['closed-cancel@example.com'],
    );
    expect(Number(cancelMail?.n)).toBe(1);
    // Kept as chosen (the Schedule moves it later); the other day's visit untouched.
    expect((await appointment(kept))?.status).toBe('booked');
    expect((await appointment(elsewhere))?.status).toBe('booked');
    expect((await windowDays()).has(date)).toBe(false);

    // The kept visit is not asked about again at the next publish.
    const next = await live();
    const again = await editorAction({
      intent: 'review',
      ifMatch: String(next.version),
      content: JSON.stringify(next.content),
    });
    expect(again.result.closedVisits).toEqual([]);
  });

  it('refuses a restore, an import or an API PUT that would close booked visits, unless told what to do', async () => {
    const putDoc = async (doc: SiteContentDocument, query = '') => {
      const current = await live();
      return admin(`/api/admin/site-content${query}`, {
        method: 'PUT',
        body: JSON.stringify(doc),
        headers: { 'If-Match': `"${current.version}"` },
      });
    };
    const closing = (date: string) => {
      const doc = structuredClone(defaultSiteDocument);
      doc.business.specialHours = [{ date, closed: true, label: 'Holiday' }];
      return doc;
    };
    const book = async (email: string, start: string) => {
      const res = await postLead(server, {
        ...validLead,
        email,
        phone: uniquePhone(),
        appointment: { start },
      });
      expect(res.status, email).toBe(201);
      return res.body.id!;
    };

    // The API's PUT: 409 with the visits, nothing published; ?visits=cancel cancels them.
    const tuesday = await book('put-closed@example.com', '2027-03-23T08:00:00-04:00');
    const before = await live();
    const refused = await putDoc(closing('2027-03-23'));
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: string; closedVisits: ClosedVisit[] };
    expect(body.error).toBe(siteContentMessages.closesVisits);
    expect(body.closedVisits.map((v) => v.leadId)).toEqual([tuesday]);
    expect((await live()).version).toBe(before.version);
    expect((await appointment(tuesday))?.status).toBe('booked');
    const cancelledPut = await putDoc(closing('2027-03-23'), '?visits=cancel');
    expect(cancelledPut.status).toBe(200);
    expect(await cancelledPut.json()).toMatchObject({ cancelledVisits: 1 });
    expect((await appointment(tuesday))?.status).toBe('cancelled');

    // A version that closed a day, restored after a visit was booked on it.
    const closedWednesday = await putDoc(closing('2027-03-24'));
    expect(closedWednesday.status).toBe(200);
    const { version: closedVersion } = (await closedWednesday.json()) as { version: number };
    expect((await putDoc(structuredClone(defaultSiteDocument))).status).toBe(200);
    const wednesday = await book('restore-closed@example.com', '2027-03-24T08:00:00-04:00');
    const liveBefore = await live();

    const fromEditor = await editorAction({
      intent: 'restore',
      version: String(closedVersion),
      ifMatch: '',
    });
    expect(fromEditor.status).toBe(409);
    expect(String(fromEditor.result.message)).toContain('Nothing was published');
    expect(String(fromEditor.result.message)).toContain(validLead.name);
    expect((fromEditor.result.closedVisits as ClosedVisit[]).map((v) => v.leadId)).toEqual([
      wednesday,
    ]);
    const fromApi = await admin(`/api/admin/site-content/versions/${closedVersion}/restore`, {
      method: 'POST',
    });
    expect(fromApi.status).toBe(409);
    expect((await live()).version).toBe(liveBefore.version);
    expect((await appointment(wednesday))?.status).toBe('booked');

    // Told to keep them: restored, the visit stays for the owner to move.
    const kept = await admin(
      `/api/admin/site-content/versions/${closedVersion}/restore?visits=keep`,
      {
        method: 'POST',
      },
    );
    expect(kept.status).toBe(200);
    expect((await live()).version).toBe(liveBefore.version + 1);
    expect((await appointment(wednesday))?.status).toBe('booked');
  });
});
