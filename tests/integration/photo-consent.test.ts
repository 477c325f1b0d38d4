import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadFormFields } from '#app/lib/lead-schema.ts';
import { messages } from '#app/lib/messages.ts';
import { openDatabase } from '#app/server/db/open.ts';
import { consentedPhotosOf } from '#app/server/leads/lead-photo-queries.ts';
import { dialects } from '#tests/support/dialects.ts';
import { png, solidJpeg } from '#tests/support/images.ts';
import { leadHeaders, leadPayload, visitorAddress } from '#tests/support/lead-payloads.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

// Issue 40: the customer's consent to show their photos on the site, stored with each photo.

interface ConsentRow {
  id: number | string;
  use_consent: number | string;
  use_consent_at: number | string | null;
  use_consent_source: string | null;
}

describe.each(await dialects())('photo-use consent on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => server?.dispose());

  async function sendAhead(bytes: Uint8Array, type: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'door.jpg');
    const res = await fetch(`${server.url}/api/lead-photos`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': visitorAddress() },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  async function postLead(extra: Record<string, unknown>) {
    const res = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: leadHeaders(),
      body: JSON.stringify({ ...leadPayload('consent'), ...extra }),
    });
    return {
      status: res.status,
      body: (await res.json()) as { id?: number; error?: string; fieldErrors?: object },
    };
  }

  async function consentRows(leadId: number): Promise<ConsentRow[]> {
    return server.query<ConsentRow>(
      'select id, use_consent, use_consent_at, use_consent_source from lead_photos where lead_id = ? order by id',
      [leadId],
    );
  }

  async function consented(leadId: number) {
    const database = openDatabase({
      databaseUrl: server.env.DATABASE_URL,
      dataDir: server.dataDir,
      pgSchema: server.schema,
    });
    try {
      return await consentedPhotosOf(database.db, leadId);
    } finally {
      await database.close();
    }
  }

  it('stores a yes with each photo of the lead, with when and where', async () => {
    const tokens = [
      await sendAhead(await solidJpeg('#8a6d3b'), 'image/jpeg'),
      await sendAhead(await png(), 'image/png'),
    ];
    const before = Date.now();
    const { status, body } = await postLead({ photos: tokens, photoConsent: true });
    expect(status).toBe(201);
    const rows = await consentRows(body.id!);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(Number(row.use_consent)).toBe(1);
      expect(Number(row.use_consent_at)).toBeGreaterThanOrEqual(before);
      expect(row.use_consent_source).toBe('quote-form');
    }
    const listed = await consented(body.id!);
    expect(listed.map((p) => p.id)).toEqual(rows.map((r) => Number(r.id)));
    expect(listed[0]).toMatchObject({ contentType: 'image/jpeg' });
  });

  it('defaults to no: a lead without the field, or with false, has no photo to show', async () => {
    for (const extra of [{}, { photoConsent: false }]) {
      const token = await sendAhead(await solidJpeg('#8a6d3b'), 'image/jpeg');
      const { status, body } = await postLead({ photos: [token], ...extra });
      expect(status).toBe(201);
      const [row] = await consentRows(body.id!);
      expect(Number(row?.use_consent)).toBe(0);
      expect(await consented(body.id!)).toEqual([]);
    }
  });

  it('refuses a consent that is not true or false, storing nothing', async () => {
    const token = await sendAhead(await solidJpeg('#8a6d3b'), 'image/jpeg');
    const { status, body } = await postLead({ photos: [token], photoConsent: 'yes' });
    expect(status).toBe(400);
    expect(body.error).toBe(messages.leadPhotos.consentInvalid);
    expect(body.fieldErrors).toEqual({ photoConsent: messages.leadPhotos.consentInvalid });
    const [row] = await server.query<{ lead_id: number | null }>(
      'select lead_id from lead_photos where token = ?',
      [token],
    );
    expect(row?.lead_id).toBeNull();
  });

  it('without JavaScript: the ticked checkbox is stored with the form’s photos, unticked is no', async () => {
    const ids: number[] = [];
    for (const tick of [true, false]) {
      const name = `Consent Form ${tick ? 'yes' : 'no'} ${Date.now()}`;
      const form = new FormData();
      for (const [field, value] of Object.entries({ ...leadPayload('consent-form'), name })) {
        form.append(field, value);
      }
      form.append('started_at', String(Date.now() - 10_000));
      form.append(
        'photos',
        new Blob([new Uint8Array(await solidJpeg('#8a6d3b'))], { type: 'image/jpeg' }),
        'a.jpg',
      );
      if (tick) form.append(leadFormFields.photoConsent, 'yes');
      const res = await fetch(`${server.url}/contact`, {
        method: 'POST',
        body: form,
        headers: { Origin: server.url, 'x-forwarded-for': visitorAddress() },
        redirect: 'manual',
      });
      expect(res.status).toBe(200);
      const [lead] = await server.query<{ id: number | string }>(
        'select id from contact_submissions where name = ?',
        [name],
      );
      ids.push(Number(lead!.id));
    }
    const [yes, no] = await Promise.all(ids.map(consentRows));
    expect(yes?.map((r) => Number(r.use_consent))).toEqual([1]);
    expect(no?.map((r) => Number(r.use_consent))).toEqual([0]);
  });

  describe('a retry under the same key (the answer was lost, the box unticked, Submit again)', () => {
    /** `POST /api/leads` as one visitor's presses: the same headers (key, address) each time. */
    function presses(lead: Record<string, string> = leadPayload('consent-retry')) {
      const headers = leadHeaders();
      return async (extra: Record<string, unknown>) => {
        const res = await fetch(`${server.url}/api/leads`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...lead, ...extra }),
        });
        return { status: res.status, body: (await res.json()) as { id?: number } };
      };
    }
    const consents = async (leadId: number) =>
      (await consentRows(leadId)).map((row) => Number(row.use_consent));

    it('records a withdrawn consent: same id, 200 as any replay, the photos no longer usable', async () => {
      const tokens = [
        await sendAhead(await solidJpeg('#8a6d3b'), 'image/jpeg'),
        await sendAhead(await png(), 'image/png'),
      ];
      const lead = leadPayload('consent-retry');
      const press = presses(lead);
      const first = await press({ photos: tokens, photoConsent: true });
      expect(first.status).toBe(201);
      expect(await consents(first.body.id!)).toEqual([1, 1]);
      const before = Date.now();
      const again = await press({ photos: tokens, photoConsent: false });
      expect(again).toEqual({ status: 200, body: { id: first.body.id } });
      const rows = await consentRows(first.body.id!);
      expect(rows.map((row) => Number(row.use_consent))).toEqual([0, 0]);
      for (const row of rows) {
        expect(Number(row.use_consent_at)).toBeGreaterThanOrEqual(before);
        expect(row.use_consent_source).toBe('quote-form');
      }
      expect(await consented(first.body.id!)).toEqual([]);
      // The field left out is a no too (as on a first send): an API client's retry without it.
      const token = await sendAhead(await solidJpeg('#8a6d3b'), 'image/jpeg');
      const other = presses();
      const yes = await other({ photos: [token], photoConsent: true });
      expect((await other({ photos: [token] })).body.id).toBe(yes.body.id);
      expect(await consents(yes.body.id!)).toEqual([0]);
      const [count] = await server.query<{ n: number | string }>(
        'select count(*) as n from contact_submissions where email = ?',
        [lead.email],
      );
      expect(Number(count?.n)).toBe(1);
    });

    it('leaves a consent given again on the retry as it was', async () => {
      const token = await sendAhead(await solidJpeg('#8a6d3b'), 'image/jpeg');
      const press = presses();
      const first = await press({ photos: [token], photoConsent: true });
      expect(first.status).toBe(201);
      const [stored] = await consentRows(first.body.id!);
      const again = await press({ photos: [token], photoConsent: true });
      expect(again).toEqual({ status: 200, body: { id: first.body.id } });
      expect(await consentRows(first.body.id!)).toEqual([stored]);
      expect((await consented(first.body.id!)).map((p) => p.id)).toEqual([Number(stored!.id)]);
    });

    it('does not turn a no into a yes: a retry is no place to grant it', async () => {
      const token = await sendAhead(await solidJpeg('#8a6d3b'), 'image/jpeg');
      const press = presses();
      const first = await press({ photos: [token], photoConsent: false });
      expect(first.status).toBe(201);
      const again = await press({ photos: [token], photoConsent: true });
      expect(again).toEqual({ status: 200, body: { id: first.body.id } });
      expect(await consents(first.body.id!)).toEqual([0]);
    });

    it('leaves the answer to the review request alone: it came later', async () => {
      const token = await sendAhead(await solidJpeg('#8a6d3b'), 'image/jpeg');
      const press = presses();
      const first = await press({ photos: [token], photoConsent: true });
      await server.query(
        "update lead_photos set use_consent_source = 'review-request' where lead_id = ?",
        [first.body.id],
      );
      const again = await press({ photos: [token], photoConsent: false });
      expect(again).toEqual({ status: 200, body: { id: first.body.id } });
      expect(await consents(first.body.id!)).toEqual([1]);
    });

    it('without JavaScript: the form sent again unticked records the no on the one lead', async () => {
      const fields = { ...leadPayload('consent-form-retry') };
      const from = visitorAddress();
      const photo = await solidJpeg('#5b7a99');
      const send = async (tick: boolean) => {
        const form = new FormData();
        for (const [field, value] of Object.entries(fields)) form.append(field, value);
        form.append('started_at', String(Date.now() - 10_000));
        form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'a.jpg');
        if (tick) form.append(leadFormFields.photoConsent, 'yes');
        const res = await fetch(`${server.url}/contact`, {
          method: 'POST',
          body: form,
          headers: { Origin: server.url, 'x-forwarded-for': from },
          redirect: 'manual',
        });
        expect(res.status).toBe(200);
      };
      await send(true);
      const leads = () =>
        server.query<{ id: number | string }>(
          'select id from contact_submissions where email = ?',
          [fields.email],
        );
      const [lead] = await leads();
      expect(await consents(Number(lead!.id))).toEqual([1]);
      await send(false);
      expect(await leads()).toHaveLength(1);
      expect(await consents(Number(lead!.id))).toEqual([0]);
      expect(await consented(Number(lead!.id))).toEqual([]);
    });
  });

  it('the quote form shows the consent checkbox, unticked, with its label', async () => {
    const html = await (await fetch(`${server.url}/contact`)).text();
    const box = new RegExp(
      `<input[^>]*type="checkbox"[^>]*name="${leadFormFields.photoConsent}"[^>]*>`,
    );
    const input = box.exec(html)?.[0];
    expect(input).toBeDefined();
    expect(input).not.toContain('checked');
    expect(html).toContain(messages.leadPhotos.consentLabel.replaceAll("'", '&#x27;'));
  });
});
