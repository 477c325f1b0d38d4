import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import { adminCookie } from '../support/admin-session.ts';
import { postIntent } from '../support/admin-intent.ts';
import { dialects } from '../support/dialects.ts';
import { solidJpeg } from '../support/images.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { expectRemovedWrite } from '../support/removed-write.ts';

interface Mapping {
  placeholderKey: string;
  placeholderIndex: number;
  objectPath: string | null;
}

/**
 * The owner's images: the admin's list of uploads (`GET /api/uploads`, the Site editor's picker)
 * and every change through the Images tab's route intents, the one write path (issue 38).
 */
describe.each(await dialects())('image admin on %s', (dialect) => {
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
  /** The Images tab's action, as its page posts it. */
  const images = (fields: Record<string, string>, headers?: Record<string, string>) =>
    postIntent(server, cookie, '/admin/images', fields, headers);
  const done = (intent: string, message: string) => ({
    status: 200,
    result: { intent, ok: true, message },
  });
  const refused = (intent: string, message: string) => ({
    status: 200,
    result: { intent, ok: false, message },
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
    expect(await images({ intent: 'add', key: '  promo.banner  ' })).toEqual(
      done('add', messages.admin.placeholderAdded('promo.banner')),
    );
    expect((await mappings()).at(-1)).toEqual({
      placeholderKey: 'promo.banner',
      placeholderIndex: top + 1,
      objectPath: null,
      path: null,
    });
    const failed = refused('add', messages.admin.addPlaceholderFailed);
    expect(await images({ intent: 'add', key: '   ' })).toEqual(failed);
    expect(await images({ intent: 'add', key: 'promo.banner' })).toEqual(failed);
    expect((await mappings()).length).toBe(before.length + 1);
  });

  it('assigns an image to a key, clears it, and refuses unknown images and keys', async () => {
    const assign = (key: string, objectPath: string) =>
      images({ intent: 'assign', key, objectPath });
    const slot = async () => (await mappings()).find((m) => m.placeholderKey === 'home.hero');
    const updated = done('assign', messages.admin.mappingUpdated);
    expect(await assign('home.hero', names[0]!)).toEqual(updated);
    expect((await slot())?.objectPath).toBe(names[0]);

    expect(await assign('home.hero', '')).toEqual(updated);
    expect((await slot())?.objectPath).toBeNull();

    const failed = refused('assign', messages.admin.mappingUpdateFailed);
    expect(await assign('home.hero', '00000000-0000-4000-8000-000000000000.jpg')).toEqual(failed);
    expect(await assign('no.such.key', names[0]!)).toEqual(failed);
    expect((await slot())?.objectPath).toBeNull();
  });

  it('populates every placeholder with an uploaded image', async () => {
    expect(await images({ intent: 'populate' })).toEqual(
      done('populate', messages.admin.randomized),
    );
    const all = await mappings();
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
    // The populate above left its own undo and audit row: start with neither.
    await server.query('delete from image_mapping_snapshots');
    await server.query("delete from audit_log where event like 'images-populate%'");
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
    expect(await images({ intent: 'delete', name: extra })).toEqual(
      done('delete', messages.admin.imageDeleted),
    );
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
    await images({ intent: 'assign', key: 'home.hero', objectPath: victim! });
    expect((await fetch(`${server.url}/uploads/${victim}?w=320&fm=webp`)).status).toBe(200);
    expect(await images({ intent: 'delete', name: victim! })).toEqual(
      done('delete', messages.admin.imageDeleted),
    );
    expect((await fetch(`${server.url}/uploads/${victim}`)).status).toBe(404);
    expect((await mappings()).filter((m) => m.objectPath === victim)).toEqual([]);
    const [variants] = await server.query<{ n: number | string }>(
      'select count(*) as n from image_variants where name = ?',
      [victim],
    );
    expect(Number(variants?.n)).toBe(0);
    expect(await images({ intent: 'delete', name: victim! })).toEqual(
      refused('delete', messages.admin.imageDeleteFailed),
    );
  });

  it('refuses a cross-site delete even with the session cookie', async () => {
    const crossSite = await images(
      { intent: 'delete', name: names[1]! },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    );
    // React Router's own Origin check may answer first (400); either way nothing happens.
    expect([400, 403]).toContain(crossSite.status);
    expect((await fetch(`${server.url}/uploads/${names[1]}`)).status).toBe(200);
  });

  it('says there is nothing to choose from when no image is uploaded', async () => {
    for (const name of names.slice(1)) await images({ intent: 'delete', name });
    expect(await images({ intent: 'populate' })).toEqual(
      refused('populate', messages.admin.noUploadedImages),
    );
  });

  it('has no JSON write beside the tab: a removed write answers the API 404, or 405 where the address still reads', async () => {
    const gone = [
      ['DELETE', `/api/uploads/${names[1]}`],
      ['POST', '/api/image-mappings'],
      ['PUT', '/api/image-mappings/home.hero'],
      ['POST', '/api/image-mappings/populate-randomly'],
    ] as const;
    for (const [method, path] of gone) {
      const res = await api(path, { method, body: '{}' });
      await expectRemovedWrite(res, method, `${method} ${path}`);
    }
  });

  it('keeps an image a post or the live gallery still shows, naming them; deletes it once neither does', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await solidJpeg('#445566'))]), 'door.jpg');
    const uploaded = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const { name } = (await uploaded.json()) as { name: string };
    const send = (method: string, path: string, body?: unknown, headers = {}) =>
      api(path, {
        method,
        headers: { 'Sec-Fetch-Site': 'same-origin', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    // A published post shows it in its body.
    const title = 'Spring replaced in Concord';
    const withPhoto = `<p>The new spring.</p><img src="/uploads/${name}" alt="The new spring">`;
    const created = await send('POST', '/api/admin/posts', {
      title,
      summary: 'A broken spring, replaced the same day.',
      bodyHtml: withPhoto,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const post = (await created.json()) as { id: number };
    const published = await send('POST', `/api/admin/posts/${post.id}/publish`);
    expect(published.status, await published.clone().text()).toBe(200);
    const { url } = (await published.json()) as { url: string };

    // The live gallery's first photo is it too.
    const site = (await (await send('GET', '/api/admin/site-content')).json()) as {
      version: number;
      content: { gallery: Array<{ title: string; image: string | null }> };
    };
    const gallery = structuredClone(site.content);
    gallery.gallery[0]!.image = name;
    const put = await send('PUT', '/api/admin/site-content', gallery, {
      'If-Match': `"${site.version}"`,
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const { version } = (await put.json()) as { version: number };

    expect(await images({ intent: 'delete', name })).toEqual(
      refused(
        'delete',
        messages.admin.imageInUse([
          messages.admin.imageUsePost(title),
          messages.admin.imageUseGallery(gallery.gallery[0]!.title),
        ]),
      ),
    );
    expect((await fetch(`${server.url}/uploads/${name}`)).status).toBe(200);
    const page = await (await fetch(`${server.url}${url}`)).text();
    expect(page).toContain(`/uploads/${name}`);
    // The owner's next change to the site is not refused over the gallery's photo.
    const next = structuredClone(gallery);
    next.gallery[1]!.title = `${next.gallery[1]!.title} (new)`;
    const later = await send('PUT', '/api/admin/site-content', next, {
      'If-Match': `"${version}"`,
    });
    expect(later.status, await later.clone().text()).toBe(200);

    // Taken out of the gallery and the post (published again): it can go.
    const { version: current } = (await later.json()) as { version: number };
    next.gallery[0]!.image = null;
    const cleared = await send('PUT', '/api/admin/site-content', next, {
      'If-Match': `"${current}"`,
    });
    expect(cleared.status).toBe(200);
    expect(await images({ intent: 'delete', name })).toEqual(
      refused('delete', messages.admin.imageInUse([messages.admin.imageUsePost(title)])),
    );
    const edited = await send('PUT', `/api/admin/posts/${post.id}`, {
      title,
      summary: 'A broken spring, replaced the same day.',
      bodyHtml: '<p>The new spring.</p>',
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await send('POST', `/api/admin/posts/${post.id}/publish`)).status).toBe(200);
    expect(await images({ intent: 'delete', name })).toEqual(
      done('delete', messages.admin.imageDeleted),
    );
    expect((await fetch(`${server.url}/uploads/${name}`)).status).toBe(404);
  });
});
