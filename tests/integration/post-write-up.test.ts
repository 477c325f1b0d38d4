import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postActionMessages } from '#app/lib/messages/post-actions.ts';
import { sameOrigin } from '#tests/support/admin.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { jpegWithGps, solidJpeg } from '#tests/support/images.ts';
import { leadHeaders, leadPayload, visitorAddress } from '#tests/support/lead-payloads.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

/**
 * "Write it up" (issue 40) through the post editor's route action, as the lead card's button
 * posts it: a closed lead with photos becomes a draft post with the lead's town and service,
 * only the photos its customer agreed may be shown (copied into the image library, metadata
 * gone), and never the customer's name, e-mail, street address or phone, though the lead's
 * message repeats them. A lead not finished, or without photos, is refused and nothing is
 * written. The draft's preview is the owner's only.
 */

interface PostDetail {
  id: number;
  coverImage: string | null;
  title: string;
  summary: string;
  bodyHtml: string;
  status: string;
}

const CUSTOMER = {
  name: 'Marguerite Okonkwo-Baptiste',
  phone: '(704) 555-0142',
  address: '4417 Birchwood Lane, Concord, NC 28027',
  location: 'Concord',
  service: 'repair',
  message:
    'Marguerite Okonkwo-Baptiste here, 4417 Birchwood Lane in Concord. The spring snapped; ' +
    'call me at 704-555-0142 or (704) 555-0142.',
};

describe.each(await dialects())('Write it up on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer({ dialect, env: { TRUST_PROXY: '1' } });
    ({ cookie } = await signedInAdmin(server));
  });
  afterAll(() => server?.dispose());

  async function sendAhead(bytes: Uint8Array): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'door.jpg');
    const res = await fetch(`${server.url}/api/lead-photos`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': visitorAddress() },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  /** A lead as the quote form sends it, with these photos, the customer agreeing to all. */
  async function lead(
    photos: readonly Uint8Array[],
    status: string,
    name = CUSTOMER.name,
  ): Promise<number> {
    const tokens = [];
    for (const photo of photos) tokens.push(await sendAhead(photo));
    const payload = {
      ...leadPayload('write-up'),
      ...CUSTOMER,
      name,
      email: `m.okonkwo-${Date.now()}@example.com`,
    };
    const res = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: leadHeaders(),
      body: JSON.stringify({ ...payload, photos: tokens, photoConsent: true }),
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { id: number }).id;
    await server.query('update contact_submissions set status = ? where id = ?', [status, id]);
    return id;
  }

  async function writeUp(leadId: number) {
    const form = new FormData();
    form.set('intent', 'write-up');
    form.set('leadId', String(leadId));
    return fetch(`${server.url}/admin/posts/new`, {
      method: 'POST',
      headers: { cookie, ...sameOrigin(server) },
      body: form,
      redirect: 'manual',
    });
  }

  /** The action's answer as the lead card's fetcher reads it (single fetch). */
  async function refusal(leadId: number): Promise<Record<string, unknown>> {
    const form = new FormData();
    form.set('intent', 'write-up');
    form.set('leadId', String(leadId));
    const res = await fetch(`${server.url}/admin/posts/new.data`, {
      method: 'POST',
      headers: { cookie, ...sameOrigin(server) },
      body: form,
    });
    expect(res.headers.get('content-type')).toContain('text/x-script');
    const { value } = await decodeViaTurboStream(res.body!, globalThis);
    return (value as { data: Record<string, unknown> }).data;
  }

  async function post(id: number): Promise<PostDetail> {
    const res = await fetch(`${server.url}/api/admin/posts/${id}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    return (await res.json()) as PostDetail;
  }

  async function count(table: string): Promise<number> {
    const [row] = await server.query<{ n: number | string }>(`select count(*) as n from ${table}`);
    return Number(row?.n);
  }

  it('drafts a post with the town, the service and only the consented photos, no customer details', async () => {
    const photos = [
      await jpegWithGps(900, 600, 1),
      await solidJpeg('#884422'),
      await jpegWithGps(640, 480, 2),
    ];
    const leadId = await lead(photos, 'closed');
    // The customer took back the second photo (the review request's choice, stored per photo).
    const rows = await server.query<{ id: number | string; sha256: string }>(
      'select id, sha256 from lead_photos where lead_id = ? order by id',
      [leadId],
    );
    expect(rows).toHaveLength(3);
    await server.query('update lead_photos set use_consent = 0 where id = ?', [rows[1]!.id]);

    const res = await writeUp(leadId);
    expect(res.status).toBe(302);
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/admin\/posts\/\d+$/);
    const draft = await post(Number(location.split('/').pop()));

    expect(draft.status).toBe('draft');
    expect(draft.title).toBe('Garage Door Repair in Concord, NC');
    expect(draft.bodyHtml).toContain('href="/locations/concord-nc"');
    expect(draft.bodyHtml).toContain('href="/services/garage-door-repair"');

    // Two photos, each a library upload holding the bytes of a consented lead photo.
    const names = [...draft.bodyHtml.matchAll(/<img [^>]*src="\/uploads\/([^"?]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(names).toHaveLength(2);
    // The first consented photo is the cover.
    expect(draft.coverImage).toBe(names[0]);
    for (const img of draft.bodyHtml.match(/<img [^>]*>/g) ?? []) {
      expect(img).toMatch(/ alt="Garage Door Repair in Concord, NC: photo \d of 2"/);
    }
    const stored = await server.query<{ name: string; sha256: string }>(
      `select name, sha256 from uploaded_images where name in (${names.map(() => '?').join(', ')})`,
      names,
    );
    expect(stored.map((s) => s.sha256).sort()).toEqual([rows[0]!.sha256, rows[2]!.sha256].sort());
    const refused = await server.query('select name from uploaded_images where sha256 = ?', [
      rows[1]!.sha256,
    ]);
    expect(refused).toEqual([]);
    // The copies are the photos as received: no EXIF (GPS) left in the public image.
    const image = await fetch(`${server.url}/uploads/${names[0]}`);
    expect(Buffer.from(await image.arrayBuffer()).includes(Buffer.from('GPS'))).toBe(false);

    const text = `${draft.title}\n${draft.summary}\n${draft.bodyHtml}`;
    for (const detail of [
      'Marguerite',
      'Okonkwo',
      'Baptiste',
      'Birchwood',
      '4417',
      '555-0142',
      '5550142',
      'm.okonkwo',
    ]) {
      expect(text).not.toContain(detail);
    }
    expect(text.replace(/\D/g, '')).not.toContain('7045550142');
  });

  it('drafts for a customer whose name is a word of the template (“how long it took”)', async () => {
    const names = ['Henry Long', 'Job Okafor', 'Parts Found', 'Result Recently Took'];
    for (const [index, name] of names.entries()) {
      const res = await writeUp(await lead([await solidJpeg(`#4466${index}4`)], 'closed', name));
      expect(res.status, name).toBe(302);
      const draft = await post(Number(res.headers.get('location')!.split('/').pop()));
      expect(draft.title, name).toBe('Garage Door Repair in Concord, NC');
      expect(draft.bodyHtml, name).toContain('how long it took');
    }
  });

  it('previews the draft for the signed-in owner only, as it will read, with no script', async () => {
    const leadId = await lead([await solidJpeg('#aa8844')], 'closed');
    const res = await writeUp(leadId);
    const id = Number(res.headers.get('location')!.split('/').pop());
    const preview = await fetch(`${server.url}/admin/posts/${id}/preview`, { headers: { cookie } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(preview.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await preview.text();
    expect(html).toContain('<h1>Garage Door Repair in Concord, NC</h1>');
    expect(html).toMatch(/<img [^>]*alt="Garage Door Repair in Concord, NC: photo 1 of 1"/);
    expect(html).not.toContain('<script');

    const signedOut = await fetch(`${server.url}/admin/posts/${id}/preview`, {
      redirect: 'manual',
    });
    expect(signedOut.status).toBe(302);
    expect(
      await fetch(`${server.url}/admin/posts/999999/preview`, { headers: { cookie } }),
    ).toMatchObject({
      status: 404,
    });
  });

  it('puts no photo in the draft when the customer agreed to none', async () => {
    const leadId = await lead([await solidJpeg('#224488')], 'closed');
    await server.query('update lead_photos set use_consent = 0 where lead_id = ?', [leadId]);
    const res = await writeUp(leadId);
    expect(res.status).toBe(302);
    const draft = await post(Number(res.headers.get('location')!.split('/').pop()));
    expect(draft.bodyHtml).not.toContain('<img');
    expect(draft.coverImage).toBeNull();
    expect(draft.title).toBe('Garage Door Repair in Concord, NC');
  });

  it('writes up a job won by an accepted estimate before it is closed', async () => {
    const leadId = await lead([await solidJpeg('#884466')], 'quoted');
    await server.query("update contact_submissions set outcome = 'won' where id = ?", [leadId]);
    const res = await writeUp(leadId);
    expect(res.status).toBe(302);
    const draft = await post(Number(res.headers.get('location')!.split('/').pop()));
    expect(draft.status).toBe('draft');
  });

  it('refuses a job that is not finished, or has no photos, and writes nothing', async () => {
    const open = await lead([await solidJpeg('#446688')], 'quoted');
    const bare = await lead([], 'closed');
    const [posts, uploads] = [await count('posts'), await count('uploaded_images')];

    expect(await refusal(open)).toMatchObject({
      ok: false,
      message: postActionMessages.writeUpNotFinished,
    });
    expect(await refusal(bare)).toMatchObject({
      ok: false,
      message: postActionMessages.writeUpNoPhotos,
    });
    expect(await count('posts')).toBe(posts);
    expect(await count('uploaded_images')).toBe(uploads);
  });

  it('is the signed-in owner’s only: signed out, nothing is drafted', async () => {
    const leadId = await lead([await solidJpeg('#668844')], 'closed');
    const posts = await count('posts');
    const form = new FormData();
    form.set('intent', 'write-up');
    form.set('leadId', String(leadId));
    const res = await fetch(`${server.url}/admin/posts/new`, {
      method: 'POST',
      headers: sameOrigin(server),
      body: form,
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin');
    expect(await count('posts')).toBe(posts);
  });
});
