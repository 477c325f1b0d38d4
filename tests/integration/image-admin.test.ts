import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import { adminCookie } from '../support/admin-session.ts';
import { dialects } from '../support/dialects.ts';
import { solidJpeg } from '../support/images.ts';
import { startServer, type TestServer } from '../support/server.ts';

interface Mapping {
  placeholderKey: string;
  placeholderIndex: number;
  objectPath: string | null;
}

describe.each(await dialects())('image admin APIs on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;
  const names: string[] = [];

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        Cookie: cookie,
        Origin: server.url,
        'Content-Type': 'application/json',
        ...init.headers,
      },
    });
  const mappings = async () =>
    ((await (await fetch(`${server.url}/api/image-mappings`)).json()) as { mappings: Mapping[] })
      .mappings;

  beforeAll(async () => {
    server = await startServer({ dialect });
    cookie = await adminCookie(server);
    for (const color of ['#111111', '#222222', '#333333']) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await solidJpeg(color))]), 'p.jpg');
      const res = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form });
      names.push(((await res.json()) as { name: string }).name);
    }
  });
  afterAll(() => server?.dispose());

  it('lists uploads newest first with the count', async () => {
    const res = await api('/api/uploads');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { count: number; images: { name: string; path: string }[] };
    expect(body.count).toBe(3);
    expect(body.images.map((i) => i.name)).toEqual([...names].reverse());
    expect(body.images[0]?.path).toBe(`/uploads/${names[2]}`);
  });

  it('adds a placeholder after the highest index and refuses an empty or repeated key', async () => {
    const before = await mappings();
    const top = Math.max(...before.map((m) => m.placeholderIndex));
    const added = await api('/api/image-mappings', {
      method: 'POST',
      body: JSON.stringify({ placeholderKey: '  promo.banner  ' }),
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({
      mapping: {
        placeholderKey: 'promo.banner',
        placeholderIndex: top + 1,
        objectPath: null,
        path: null,
      },
    });
    const empty = await api('/api/image-mappings', {
      method: 'POST',
      body: JSON.stringify({ placeholderKey: '   ' }),
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe(
      messages.admin.addPlaceholderFailed,
    );
    const again = await api('/api/image-mappings', {
      method: 'POST',
      body: JSON.stringify({ placeholderKey: 'promo.banner' }),
    });
    expect(again.status).toBe(409);
    expect((await mappings()).at(-1)?.placeholderKey).toBe('promo.banner');
  });

  it('assigns an image to a key, clears it with null, and refuses unknown images and keys', async () => {
    const set = await api('/api/image-mappings/home.hero', {
      method: 'PUT',
      body: JSON.stringify({ objectPath: names[0] }),
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ ok: true, message: messages.admin.mappingUpdated });
    expect((await mappings()).find((m) => m.placeholderKey === 'home.hero')?.objectPath).toBe(
      names[0],
    );

    const clear = await api('/api/image-mappings/home.hero', {
      method: 'PUT',
      body: JSON.stringify({ objectPath: null }),
    });
    expect(clear.status).toBe(200);
    expect((await mappings()).find((m) => m.placeholderKey === 'home.hero')?.objectPath).toBeNull();

    const missingImage = await api('/api/image-mappings/home.hero', {
      method: 'PUT',
      body: JSON.stringify({ objectPath: '00000000-0000-4000-8000-000000000000.jpg' }),
    });
    expect(missingImage.status).toBe(404);
    const missingKey = await api('/api/image-mappings/no.such.key', {
      method: 'PUT',
      body: JSON.stringify({ objectPath: names[0] }),
    });
    expect(missingKey.status).toBe(404);
  });

  it('populates every placeholder with an uploaded image', async () => {
    const res = await api('/api/image-mappings/populate-randomly', { method: 'POST' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { assigned: number; message: string };
    expect(body.message).toBe(messages.admin.randomized);
    const all = await mappings();
    expect(body.assigned).toBe(all.length);
    for (const m of all) expect(names).toContain(m.objectPath);
  });

  it('Populate Randomly from the dashboard can be undone: the exact earlier mappings, once', async () => {
    // The dashboard's own action (what the Images tab posts), answered as the router reads it.
    const dashboard = (intent: string) =>
      fetch(`${server.url}/admin/images.data`, {
        method: 'POST',
        headers: {
          Cookie: cookie,
          Origin: server.url,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ intent }),
      }).then((r) => r.text());
    const exact = async () =>
      (
        await server.query<{ placeholder_key: string; object_path: string | null }>(
          'select placeholder_key, object_path from site_image_mappings order by placeholder_key',
        )
      ).map((r) => [r.placeholder_key, r.object_path]);
    await server.query('update site_image_mappings set object_path = null');
    await server.query(
      "update site_image_mappings set object_path = ? where placeholder_key = 'home.hero'",
      [names[0]],
    );
    await server.query(
      "update site_image_mappings set object_path = ? where placeholder_key = 'about.hero'",
      [names[1]],
    );
    // The API's populate above left its own undo: start with none.
    await server.query('delete from image_mapping_snapshots');
    const before = await exact();
    expect(before.filter(([, image]) => image !== null)).toHaveLength(2);

    expect(await dashboard('undo-populate')).toContain(messages.admin.undoPopulateFailed);
    expect(await dashboard('populate')).toContain(messages.admin.randomized);
    const populated = await exact();
    expect(populated.every(([, image]) => image !== null)).toBe(true);
    // The undo is kept in the database: a fresh page load offers it.
    const page = await fetch(`${server.url}/admin/images`, { headers: { Cookie: cookie } });
    expect(await page.text()).toContain(messages.admin.undoPopulateLabel);

    expect(await dashboard('undo-populate')).toContain(messages.admin.populateUndone);
    expect(await exact()).toEqual(before);
    // One undo per populate: a second one changes nothing.
    expect(await dashboard('undo-populate')).toContain(messages.admin.undoPopulateFailed);
    expect(await exact()).toEqual(before);
    const after = await fetch(`${server.url}/admin/images`, { headers: { Cookie: cookie } });
    expect(await after.text()).not.toContain(messages.admin.undoPopulateLabel);

    // An image the owner deletes between the populate and the undo: its slot goes back to the
    // default (as deleting it does), every other slot to exactly what it showed.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await solidJpeg('#444444'))]), 'p.jpg');
    const extra = (
      (await (await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form })).json()) as {
        name: string;
      }
    ).name;
    await server.query(
      "update site_image_mappings set object_path = ? where placeholder_key = 'contact.hero'",
      [extra],
    );
    const withExtra = await exact();
    expect(await dashboard('populate')).toContain(messages.admin.randomized);
    expect((await api(`/api/uploads/${extra}`, { method: 'DELETE' })).status).toBe(200);
    expect(await dashboard('undo-populate')).toContain(messages.admin.populateUndone);
    expect(await exact()).toEqual(
      withExtra.map(([key, image]) => [key, key === 'contact.hero' ? null : image]),
    );

    const audit = await server.query<{ event: string; detail: string; email: string }>(
      "select event, detail, email from audit_log where event like 'images-populate%' order by id",
    );
    expect(audit.map((a) => a.event)).toEqual([
      'images-populate',
      'images-populate-undo',
      'images-populate',
      'images-populate-undo',
    ]);
    expect(audit[0]?.detail).toBe(`${before.length} slots`);
    expect(audit[0]?.email).toBeTruthy();
  });

  it('deletes an image, its variants and every mapping that used it', async () => {
    const [victim] = names;
    await api(`/api/image-mappings/home.hero`, {
      method: 'PUT',
      body: JSON.stringify({ objectPath: victim }),
    });
    expect((await fetch(`${server.url}/uploads/${victim}?w=320&fm=webp`)).status).toBe(200);
    const res = await api(`/api/uploads/${victim}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: messages.admin.imageDeleted });
    expect((await fetch(`${server.url}/uploads/${victim}`)).status).toBe(404);
    expect((await mappings()).filter((m) => m.objectPath === victim)).toEqual([]);
    const [variants] = await server.query<{ n: number | string }>(
      'select count(*) as n from image_variants where name = ?',
      [victim],
    );
    expect(Number(variants?.n)).toBe(0);
    expect((await api(`/api/uploads/${victim}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a cross-site admin mutation (403) even with the session cookie', async () => {
    const res = await api(`/api/uploads/${names[1]}`, {
      method: 'DELETE',
      headers: { Origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect((await fetch(`${server.url}/uploads/${names[1]}`)).status).toBe(200);
  });

  it('says there is nothing to choose from when no image is uploaded', async () => {
    for (const name of names.slice(1)) await api(`/api/uploads/${name}`, { method: 'DELETE' });
    const res = await api('/api/image-mappings/populate-randomly', { method: 'POST' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: messages.admin.noUploadedImages });
  });
});
