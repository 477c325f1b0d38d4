import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { applyRetention } from '#app/server/dashboard/retention.ts';
import { openDatabase } from '#app/server/db/open.ts';
import { purgeUnclaimedPhotos } from '#app/server/leads/lead-photos.ts';
import { createLogger } from '#app/server/logger.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import {
  cameraJpeg,
  htmlPayload,
  jpegWithGps,
  jpegWithHtml,
  png,
  pngBomb,
  solidJpeg,
  svgWithScript,
  textFile,
  webp,
} from '#tests/support/images.ts';
import {
  leadHeaders,
  leadPayload,
  postQuoteForm,
  visitorAddress,
} from '#tests/support/lead-payloads.ts';
import { cpuSeconds } from '#tests/support/process-memory.ts';
import { keptConnection } from '../support/http-client.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

const DAY = 24 * 3_600_000;

interface PhotoAnswer {
  status: number;
  body: { id?: string; width?: number; height?: number; error?: string };
}

async function sendAhead(
  server: TestServer,
  bytes: Uint8Array,
  type = 'image/jpeg',
  from = visitorAddress(),
): Promise<PhotoAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'IMG_0001.jpg');
  // As the quote form's browser sends it: on a kept connection (a photo over the limit is
  // refused before it is read).
  const res = await fetch(`${server.url}/api/lead-photos`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': from },
    dispatcher: keptConnection(),
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as PhotoAnswer['body'] };
}

async function count(server: TestServer, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await server.query<{ n: number | string }>(sql, params);
  return Number(row?.n);
}

describe.each(await dialects())('photos with the quote on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { TRUST_PROXY: '1' } });
    cookie = (await signedInAdmin(server)).cookie;
  });
  afterAll(() => {
    if (process.env.DEBUG_SERVER) console.log(server?.output());
    return server?.dispose();
  });

  async function postLead(
    photos: unknown,
    headers: Record<string, string> = leadHeaders(),
    payload: Record<string, string> = leadPayload('photos'),
  ) {
    const res = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...payload, photos }),
    });
    return { status: res.status, body: (await res.json()) as { id?: number; error?: string } };
  }

  async function photosOf(lead: number) {
    return server.query<{ id: number | string; width: number; height: number }>(
      'select id, width, height from lead_photos where lead_id = ? order by id',
      [lead],
    );
  }

  it('stores a lead with its photos sent ahead; the admin sees them, GPS gone', async () => {
    // One after another, as the form sends them: the first stored is the phone photo.
    const sent = [
      await sendAhead(server, await jpegWithGps()),
      await sendAhead(server, await png(), 'image/png'),
      await sendAhead(server, await webp(), 'image/webp'),
    ];
    for (const answer of sent) {
      expect(answer.status).toBe(201);
      expect(answer.body.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    }
    const { status, body } = await postLead(sent.map((s) => s.body.id));
    expect(status).toBe(201);
    const photos = await photosOf(body.id!);
    expect(photos).toHaveLength(3);
    // The phone photo was turned upright (orientation 6) and re-encoded.
    expect([photos[0]!.width, photos[0]!.height]).toEqual([800, 1200]);

    const stored = await server.query<{ bytes: Uint8Array; thumb_bytes: Uint8Array }>(
      'select bytes, thumb_bytes from lead_photos where lead_id = ?',
      [body.id],
    );
    for (const row of stored) {
      for (const bytes of [row.bytes, row.thumb_bytes]) {
        const meta = await sharp(Buffer.from(bytes)).metadata();
        expect(meta.exif).toBeUndefined();
        expect(Buffer.from(bytes).includes(Buffer.from('GPS'))).toBe(false);
      }
    }

    const url = `${server.url}/admin/leads/${body.id}/photos/${photos[0]!.id}`;
    const full = await fetch(url, { headers: { Cookie: cookie } });
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect(full.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(full.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(Buffer.from(await full.arrayBuffer())).metadata()).exif).toBeUndefined();
    const thumb = await fetch(`${url}?w=thumb`, { headers: { Cookie: cookie } });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(Math.max(thumbMeta.width, thumbMeta.height)).toBe(320);
  });

  it('tells the owner: the e-mail counts the photos and links to the lead; the CSV counts them', async () => {
    const sent = [
      await sendAhead(server, await solidJpeg('#aa5500')),
      await sendAhead(server, await solidJpeg('#55aa00')),
    ];
    const { body } = await postLead(sent.map((s) => s.body.id));
    const [mail] = await server.query<{ text_body: string; html_body: string }>(
      "select text_body, html_body from outbox where lead_id = ? and kind = 'owner_notification'",
      [body.id],
    );
    expect(mail?.text_body).toContain('2 photos came with this request');
    expect(mail?.text_body).toContain(`/admin/submissions?lead=${body.id}`);
    expect(mail?.html_body).toContain('2 photos came with this request');
    const plain = await postLead(undefined);
    const [plainMail] = await server.query<{ text_body: string }>(
      "select text_body from outbox where lead_id = ? and kind = 'owner_notification'",
      [plain.body.id],
    );
    expect(plainMail?.text_body).not.toContain('came with this request');

    const csv = await (
      await fetch(`${server.url}/admin/submissions/export.csv`, { headers: { Cookie: cookie } })
    ).text();
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header!.split(',').at(-1)).toBe('photos');
    const row = lines.find((line) => line.startsWith(`${body.id},`));
    expect(row?.split(',').at(-1)).toBe('2');
    const plainRow = lines.find((line) => line.startsWith(`${plain.body.id},`));
    expect(plainRow?.split(',').at(-1)).toBe('0');
  });

  it('never serves a photo without an admin session, nor under /uploads/ or another lead', async () => {
    const sent = await sendAhead(server, await solidJpeg('#336699'));
    const { body } = await postLead([sent.body.id]);
    const [photo] = await photosOf(body.id!);
    const url = `${server.url}/admin/leads/${body.id}/photos/${photo!.id}`;

    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).not.toMatch(/^image\//);
    expect((await fetch(`${url}?w=thumb`)).status).toBe(401);
    const forged = await fetch(url, { headers: { Cookie: 'cfgd_session=forged' } });
    expect(forged.status).toBe(401);

    const otherLead = `${server.url}/admin/leads/${body.id! + 1000}/photos/${photo!.id}`;
    expect((await fetch(otherLead, { headers: { Cookie: cookie } })).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/${sent.body.id}.jpg`)).status).toBe(404);
    expect(await count(server, 'select count(*) as n from uploaded_images')).toBe(0);
  });

  it.each([
    ['an SVG with a script', () => Promise.resolve(svgWithScript), 'image/svg+xml', 415],
    ['an HTML page named .jpg', () => Promise.resolve(Buffer.from(htmlPayload)), 'image/jpeg', 415],
    ['a JPEG/HTML polyglot', jpegWithHtml, 'image/jpeg', 415],
    ['an 11 MB file', () => elevenMegabytePhoto(), 'image/jpeg', 413],
  ])('refuses %s with the spec message and stores nothing', async (_label, make, type, code) => {
    const before = await count(server, 'select count(*) as n from lead_photos');
    const leadsBefore = await count(server, 'select count(*) as n from contact_submissions');
    const answer = await sendAhead(server, await make(), type);
    expect(answer.status).toBe(code);
    expect(answer.body.error).toBe(
      code === 413 ? messages.upload.tooLarge : messages.upload.notImage,
    );
    expect(await count(server, 'select count(*) as n from lead_photos')).toBe(before);

    // The form then sends the lead with the photos it holds: a refused photo has no token,
    // and a token the server does not have refuses the whole lead.
    const lead = await postLead(['A'.repeat(24)]);
    expect(lead.status).toBe(400);
    expect(lead.body.error).toBe(messages.leadPhotos.missing);
    expect(await count(server, 'select count(*) as n from contact_submissions')).toBe(leadsBefore);
  });

  it('refuses more than 5 photos, and a photo already claimed by another lead', async () => {
    const tokens = Array.from({ length: 6 }, (_, i) => `${'B'.repeat(23)}${i}`);
    const tooMany = await postLead(tokens);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe(messages.leadPhotos.tooMany);

    const sent = await sendAhead(server, await solidJpeg('#aa0000'));
    const other = await sendAhead(server, await solidJpeg('#00aa00'));
    expect((await postLead([sent.body.id])).status).toBe(201);
    const leadsBefore = await count(server, 'select count(*) as n from contact_submissions');
    const again = await postLead([other.body.id, sent.body.id]);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(messages.leadPhotos.missing);
    expect(await count(server, 'select count(*) as n from contact_submissions')).toBe(leadsBefore);
    // The lead rolled back: its other photo is still unclaimed, free for a retry.
    const [row] = await server.query<{ lead_id: number | null }>(
      'select lead_id from lead_photos where token = ?',
      [other.body.id],
    );
    expect(row?.lead_id).toBeNull();
  });

  it('stores one lead with its photos for 20 concurrent retries of one key', async () => {
    const sent = await Promise.all(
      ['#111111', '#222222', '#333333'].map(async (c) => sendAhead(server, await solidJpeg(c))),
    );
    const headers = leadHeaders();
    const payload = leadPayload('retries');
    const tokens = sent.map((s) => s.body.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postLead(tokens, headers, payload)),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(19);
    const ids = new Set(answers.map((a) => a.body.id));
    expect(ids.size).toBe(1);
    const id = [...ids][0]!;
    expect(
      await count(
        server,
        'select count(*) as n from contact_submissions where idempotency_key = ?',
        [headers['idempotency-key']],
      ),
    ).toBe(1);
    expect(await photosOf(id)).toHaveLength(3);
    expect(
      await count(server, 'select count(*) as n from lead_photos where token in (?, ?, ?)', tokens),
    ).toBe(3);
    // The same key with other photos is another request.
    const changed = await postLead([tokens[0]], headers, payload);
    expect(changed.status).toBe(422);
  });

  it('deletes the photos with the lead (owner) and with the retention purge', async () => {
    const sent = await sendAhead(server, await solidJpeg('#445566'));
    const { body } = await postLead([sent.body.id]);
    expect(await photosOf(body.id!)).toHaveLength(1);
    const res = await fetch(`${server.url}/admin/submissions.data`, {
      method: 'POST',
      headers: {
        Cookie: cookie,
        Origin: server.url,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ intent: 'delete', id: String(body.id) }),
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    expect(
      await count(server, 'select count(*) as n from contact_submissions where id = ?', [body.id]),
    ).toBe(0);
    expect(
      await count(server, 'select count(*) as n from lead_photos where token = ?', [sent.body.id]),
    ).toBe(0);

    // Retention: a closed lead older than the setting goes, and its photos with it.
    const old = await sendAhead(server, await solidJpeg('#778899'));
    const kept = await postLead([old.body.id]);
    await server.query('update contact_submissions set status = ?, created_at = ? where id = ?', [
      'closed',
      Date.now() - 400 * DAY,
      kept.body.id,
    ]);
    await withDatabase(server, async (services) => {
      await services.db
        .insertInto('admin_settings')
        .values({ setting_key: 'retention_months', setting_value: '12' })
        .execute();
      expect(await applyRetention(services)).toBeGreaterThanOrEqual(1);
    });
    expect(
      await count(server, 'select count(*) as n from lead_photos where token = ?', [old.body.id]),
    ).toBe(0);
  });

  /** The quote form posted without JavaScript: fields and photos in one multipart body. */
  async function postForm(files: Array<{ bytes: Uint8Array; type: string }>, name: string) {
    const form = new FormData();
    for (const [field, value] of Object.entries({ ...leadPayload('form'), name })) {
      form.append(field, value);
    }
    form.append('started_at', String(Date.now() - 10_000));
    for (const file of files) {
      form.append('photos', new Blob([new Uint8Array(file.bytes)], { type: file.type }), 'x.jpg');
    }
    if (files.length === 0) form.append('photos', new Blob([]), '');
    const res = await fetch(`${server.url}/contact`, {
      method: 'POST',
      body: form,
      headers: { Origin: server.url, 'x-forwarded-for': visitorAddress() },
      redirect: 'manual',
    });
    return { status: res.status, html: await res.text() };
  }

  it('without JavaScript: stores the lead and its photos from one multipart post', async () => {
    const name = `Form Photos ${Date.now()}`;
    const answer = await postForm(
      [
        { bytes: await jpegWithGps(), type: 'image/jpeg' },
        { bytes: await png(), type: 'image/png' },
      ],
      name,
    );
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(messages.contactForm.success.replace("'", '&#x27;'));
    const [lead] = await server.query<{ id: number; channel: string }>(
      'select id, channel from contact_submissions where name = ?',
      [name],
    );
    expect(lead?.channel).toBe('form');
    const stored = await server.query<{ bytes: Uint8Array }>(
      'select bytes from lead_photos where lead_id = ? order by id',
      [lead!.id],
    );
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect((await sharp(Buffer.from(row.bytes)).metadata()).exif).toBeUndefined();
    }
    // The file input left empty (the browser sends an empty part): the lead, no photos.
    expect((await postForm([], `${name} none`)).status).toBe(200);
    const [plain] = await server.query<{ id: number }>(
      'select id from contact_submissions where name = ?',
      [`${name} none`],
    );
    expect(
      await count(server, 'select count(*) as n from lead_photos where lead_id = ?', [plain!.id]),
    ).toBe(0);
  });

  it.each([
    ['an SVG', () => Promise.resolve(svgWithScript), 'image/svg+xml', 'notImage'],
    ['a polyglot', jpegWithHtml, 'image/jpeg', 'notImage'],
    ['an 11 MB file', () => elevenMegabytePhoto(), 'image/jpeg', 'tooLarge'],
    ['a 400-megapixel PNG', () => Promise.resolve(pngBomb()), 'image/png', 'tooManyPixels'],
  ] as const)(
    'without JavaScript: a form with %s stores the lead and the good photo, and names the one left out',
    async (_l, make, type, why) => {
      const name = `Left out ${type} ${Date.now()}`;
      const unclaimed = 'select count(*) as n from lead_photos where lead_id is null';
      const unclaimedBefore = await count(server, unclaimed);
      const answer = await postForm(
        [
          { bytes: await solidJpeg('#0f0f0f'), type: 'image/jpeg' },
          { bytes: await make(), type },
        ],
        name,
      );
      expect(answer.status).toBe(200);
      expect(answer.html).toContain(messages.contactForm.success.replace("'", '&#x27;'));
      const leftOut =
        why === 'tooLarge'
          ? messages.leadPhotos.leftOutTooLarge('x.jpg')
          : why === 'tooManyPixels'
            ? messages.leadPhotos.leftOutTooManyPixels('x.jpg')
            : messages.leadPhotos.leftOutNotImage('x.jpg');
      expect(answer.html).toContain(messages.leadPhotos.leftOut([leftOut]));
      const [lead] = await server.query<{ id: number }>(
        'select id from contact_submissions where name = ?',
        [name],
      );
      expect(lead).toBeDefined();
      expect(
        await count(server, 'select count(*) as n from lead_photos where lead_id = ?', [lead!.id]),
      ).toBe(1);
      // Nothing unclaimed is left behind.
      expect(await count(server, unclaimed)).toBe(unclaimedBefore);
    },
  );

  it('without JavaScript: a sender over its hourly photo limit has its lead stored without the photos, and is told', async () => {
    const from = visitorAddress();
    await server.query(
      'insert into rate_limits (bucket_key, hits, window_started_at) values (?, ?, ?)',
      [`lead-photo:ip:${from}`, limits.leadPhotos.perIpPerHour, Date.now()],
    );
    const name = `Over limit ${Date.now()}`;
    const photosBefore = await count(server, 'select count(*) as n from lead_photos');
    const photo = new Blob([new Uint8Array(await solidJpeg('#123456'))], { type: 'image/jpeg' });
    const answer = await postQuoteForm(server.url, [photo], from, {
      ...leadPayload('form'),
      name,
    });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(messages.contactForm.success.replace("'", '&#x27;'));
    expect(answer.html).toContain(messages.leadPhotos.notTakenNow);
    expect(
      await count(server, 'select count(*) as n from contact_submissions where name = ?', [name]),
    ).toBe(1);
    expect(await count(server, 'select count(*) as n from lead_photos')).toBe(photosBefore);
  });

  it('without JavaScript: a form the per-address lead limit refuses decodes none of its photos, and keeps its text', async () => {
    const from = visitorAddress();
    // The address has sent its leads for this window (as five accepted forms leave it).
    await server.query(
      'insert into rate_limits (bucket_key, hits, window_started_at) values (?, ?, ?)',
      [`lead:ip:${from}`, limits.lead.perIp.max, Date.now()],
    );
    // A 12-megapixel photo (a decode costs the server a good part of a CPU second) and a file
    // that is not an image (checked, it is logged as left out).
    const photos = [
      new Blob([new Uint8Array(await cameraJpeg())], { type: 'image/jpeg' }),
      new Blob([new Uint8Array(textFile)], { type: 'image/jpeg' }),
    ];
    const pid = server.process.pid!;
    // The same form accepted, from another address: what checking its photos costs.
    let cpu = cpuSeconds(pid);
    const accepted = await postQuoteForm(server.url, photos, visitorAddress());
    const acceptedCpu = cpuSeconds(pid) - cpu;
    expect(accepted.status).toBe(200);

    const logBefore = server.output().length;
    const name = `Lead limit ${Date.now()}`;
    cpu = cpuSeconds(pid);
    const refused = await postQuoteForm(server.url, photos, from, { ...leadPayload('form'), name });
    const refusedCpu = cpuSeconds(pid) - cpu;
    console.info(
      `[lead-photos ${dialect}] server CPU: accepted form ${acceptedCpu.toFixed(2)} s, refused form ${refusedCpu.toFixed(2)} s`,
    );
    expect(refused.status).toBe(429);
    expect(refused.html).toContain(messages.contactForm.rateLimited);
    expect(refused.html).toContain(name);
    // Its photos were not admitted to decoding: not counted against the photo limit, nor
    // checked (the file that is not an image was never named as left out), nor paid for.
    expect(
      await count(server, 'select count(*) as n from rate_limits where bucket_key = ?', [
        `lead-photo:ip:${from}`,
      ]),
    ).toBe(0);
    const ownLines = () =>
      server
        .output()
        .slice(logBefore)
        .split('\n')
        .filter((line) => line.includes(`"ip":"${from}"`));
    await expect
      .poll(() => ownLines().filter((line) => line.includes('"lead limit"')).length)
      .toBe(1);
    expect(ownLines().filter((line) => line.includes('lead photo left out'))).toEqual([]);
    expect(refusedCpu).toBeLessThan(acceptedCpu / 2);
    expect(
      await count(server, 'select count(*) as n from contact_submissions where name = ?', [name]),
    ).toBe(0);
  });

  it('without JavaScript: 20 forms with photos at once from one address are all answered, each lead stored once or refused with its text', async () => {
    // One address (a household or office behind one router), 20 browsers: the in-flight cap
    // (2 per address, 5 waiting) refuses most of them at once, then the lead limit per address.
    const from = visitorAddress();
    const senders = 20;
    const photos = await Promise.all(
      Array.from({ length: limits.leadPhotos.maxPerLead }, async (_, i) => {
        const bytes = await jpegWithGps(1600, 1200, i);
        return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
      }),
    );
    const leads = 'select count(*) as n from contact_submissions';
    const photosCount = 'select count(*) as n from lead_photos';
    const unclaimed = 'select count(*) as n from lead_photos where lead_id is null';
    const before = {
      leads: await count(server, leads),
      photos: await count(server, photosCount),
      unclaimed: await count(server, unclaimed),
    };
    const logBefore = server.output().length;
    const tag = `Crowd ${Date.now()}`;
    const answers = await Promise.all(
      Array.from({ length: senders }, async (_, i) => {
        const name = `${tag} ${i}`;
        const form = new FormData();
        for (const [field, value] of Object.entries({ ...leadPayload('form'), name })) {
          form.append(field, value);
        }
        form.append('started_at', String(Date.now() - 10_000));
        for (const photo of photos) form.append('photos', photo, 'door.jpg');
        try {
          const res = await fetch(`${server.url}/contact`, {
            method: 'POST',
            body: form,
            headers: {
              Origin: server.url,
              'x-forwarded-for': from,
              'user-agent': `crowd-browser/${i}`,
            },
            redirect: 'manual',
          });
          return { name, status: res.status, html: await res.text() };
        } catch (error) {
          return { name, status: 0, html: String(error) };
        }
      }),
    );
    // The burst did overflow the in-flight cap (else this would not test the busy path).
    const busy = server
      .output()
      .slice(logBefore)
      .split('\n')
      .filter((line) => line.includes('quote form photos not taken') && line.includes('"busy"'));
    expect(busy.length).toBeGreaterThan(0);

    // Every request answered: a thank-you page, or the lead limit's page with the text kept.
    expect(
      answers
        .filter((a) => a.status !== 200 && a.status !== 429)
        .map((a) => `${a.status} ${/role="alert"[^>]*>([^<]*)/.exec(a.html)?.[1] ?? a.html}`),
    ).toEqual([]);
    const taken = answers.filter((a) => a.status === 200);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.html).toContain(messages.contactForm.rateLimited);
      expect(answer.html).toContain(answer.name);
    }
    expect(taken).toHaveLength(limits.lead.perIp.max);

    // Each lead answered 200 stored exactly once, with its photos or told they were not taken.
    let photosStored = 0;
    for (const answer of taken) {
      expect(answer.html).toContain(messages.contactForm.success.replace("'", '&#x27;'));
      const rows = await server.query<{ id: number }>(
        'select id from contact_submissions where name = ?',
        [answer.name],
      );
      expect(rows).toHaveLength(1);
      const kept = await count(server, 'select count(*) as n from lead_photos where lead_id = ?', [
        rows[0]!.id,
      ]);
      expect(kept).toBe(
        answer.html.includes(messages.leadPhotos.notTakenNow) ? 0 : limits.leadPhotos.maxPerLead,
      );
      photosStored += kept;
    }
    expect(
      await count(server, 'select count(*) as n from contact_submissions where name like ?', [
        `${tag}%`,
      ]),
    ).toBe(taken.length);
    expect(await count(server, leads)).toBe(before.leads + taken.length);
    expect(await count(server, photosCount)).toBe(before.photos + photosStored);
    expect(await count(server, unclaimed)).toBe(before.unclaimed);
    // The admitted forms' photos are decoded one form after another before their lead is
    // refused: on a loaded 2-core machine that took 175 s beside another suite.
  }, 420_000);

  it('without JavaScript: more than 5 photos are refused', async () => {
    const jpeg = await solidJpeg('#202020');
    const answer = await postForm(
      Array.from({ length: 6 }, () => ({ bytes: jpeg, type: 'image/jpeg' })),
      `Six ${Date.now()}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.html).toContain(messages.leadPhotos.tooMany);
  });

  it('removes photos sent ahead that no lead claimed within a day', async () => {
    const stale = await sendAhead(server, await solidJpeg('#010203'));
    const fresh = await sendAhead(server, await solidJpeg('#040506'));
    await server.query('update lead_photos set created_at = ? where token = ?', [
      Date.now() - DAY - 60_000,
      stale.body.id,
    ]);
    await withDatabase(server, async (services) => {
      expect(await purgeUnclaimedPhotos(services)).toBe(1);
    });
    expect(
      await count(server, 'select count(*) as n from lead_photos where token = ?', [stale.body.id]),
    ).toBe(0);
    expect(
      await count(server, 'select count(*) as n from lead_photos where token = ?', [fresh.body.id]),
    ).toBe(1);
    // A lead naming the purged photo is refused whole.
    const lead = await postLead([stale.body.id]);
    expect(lead.status).toBe(400);
  });
});

/** A real JPEG padded past 11 MB (the size limit, not the decoder, must refuse it). */
async function elevenMegabytePhoto(): Promise<Buffer> {
  const jpeg = await solidJpeg('#102030');
  return Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024 - jpeg.length, 0x20)]);
}

async function withDatabase(
  server: TestServer,
  work: (services: {
    db: ReturnType<typeof openDatabase>['db'];
    log: ReturnType<typeof createLogger>;
  }) => Promise<void>,
): Promise<void> {
  const database = openDatabase({
    databaseUrl: server.env.DATABASE_URL,
    dataDir: server.dataDir,
    pgSchema: server.schema,
  });
  try {
    await work({ db: database.db, log: createLogger('silent') });
  } finally {
    await database.close();
  }
}
