import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverLimits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { postEditorMessages } from '#app/lib/messages/post-editor.ts';
import { applyRetention } from '#app/server/dashboard/retention.ts';
import { openDatabase } from '#app/server/db/open.ts';
import { createLogger } from '#app/server/logger.ts';
import { makePhotoConsentToken } from '#app/server/reviews/photo-consent.ts';
import { unsubscribeSecret } from '#app/server/reviews/review-settings.ts';
import { sameOrigin } from '#tests/support/admin.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { solidJpeg } from '#tests/support/images.ts';
import { leadHeaders, leadPayload, visitorAddress } from '#tests/support/lead-payloads.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';
import { margins, waitFor } from '#tests/support/waits.ts';

/**
 * Issue 40, a consent withdrawn after "Write it up" was published: the customer's photos leave
 * every public page (the post, /blog, the feed, the sitemap, the post's share data) and the
 * owner is told in the Posts tab and on the post why a photo is gone. Through the real server.
 */

const PUBLIC_PAGES = ['/blog', '/blog/feed.xml', '/sitemap.xml'];
const MONTH = 31 * 24 * 3_600_000;

describe.each(await dialects())('a photo consent withdrawn after publish on %s', (dialect) => {
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

  async function admin(method: string, path: string, body?: FormData) {
    return fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, ...sameOrigin(server) },
      body,
      redirect: 'manual',
    });
  }

  const text = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  /** A closed lead whose customer agreed to its photos, written up and published. */
  async function publishedWriteUp(colors: readonly string[]) {
    const tokens: string[] = [];
    for (const color of colors) tokens.push(await sendAhead(await solidJpeg(color)));
    const headers = leadHeaders();
    const lead = leadPayload('withdrawn-after-publish');
    const press = (photoConsent: boolean) =>
      fetch(`${server.url}/api/leads`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...lead, photos: tokens, photoConsent }),
      });
    const first = await press(true);
    expect(first.status).toBe(201);
    const leadId = ((await first.json()) as { id: number }).id;
    await server.query('update contact_submissions set status = ? where id = ?', [
      'closed',
      leadId,
    ]);
    const form = new FormData();
    form.set('intent', 'write-up');
    form.set('leadId', String(leadId));
    const written = await admin('POST', '/admin/posts/new', form);
    expect(written.status).toBe(302);
    const postId = Number(written.headers.get('location')!.split('/').pop());
    const published = await admin('POST', `/api/admin/posts/${postId}/publish`);
    expect(published.status, await published.clone().text()).toBe(200);
    const url = ((await published.json()) as { url: string }).url;
    const detail = await (await admin('GET', `/api/admin/posts/${postId}`)).json();
    const names = [
      ...(detail as { bodyHtml: string }).bodyHtml.matchAll(/src="\/uploads\/([^"?]+)"/g),
    ].map((m) => m[1]!);
    expect(names).toHaveLength(colors.length);
    return { leadId, postId, path: new URL(url, server.url).pathname, names, press };
  }

  it('takes the photos off the post, /blog, the feed and the share data, and tells the owner', async () => {
    const { postId, path, names, press } = await publishedWriteUp(['#5a7d3b', '#3b5a7d']);
    const before = await text(path);
    for (const name of names) expect(before).toContain(`/uploads/${name}`);

    // The answer to the quote was lost; the customer unticked the box and pressed again.
    const again = await press(false);
    expect(again.status).toBe(200);

    // Every instance drops its rendered pages when it next reads the generation token.
    const after = await waitFor(
      async () => {
        const html = await text(path);
        return names.every((name) => !html.includes(name)) && html;
      },
      {
        deadlineMs: serverLimits.pageCache.generationPollMs + margins.lateMs,
        what: 'the post page without the withdrawn photos',
      },
    );
    // The rest of the story stays.
    expect(after).toContain('What we did');
    for (const page of PUBLIC_PAGES) {
      const html = await text(page);
      for (const name of names) expect(html, page).not.toContain(name);
    }

    // The owner: the post's detail and the Posts tab say a photo was taken out, and why.
    const detail = (await (await admin('GET', `/api/admin/posts/${postId}`)).json()) as {
      withdrawnPhotos: string[];
    };
    expect(detail.withdrawnPhotos.sort()).toEqual([...names].sort());
    const list = await (await admin('GET', '/admin/posts')).text();
    expect(list).toContain(postEditorMessages.photosWithdrawn);
    const editor = await (await admin('GET', `/admin/posts/${postId}`)).text();
    expect(editor).toContain(postEditorMessages.photosWithdrawn);
  });

  it('leaves the photos whose customer still agrees, though a visitor sends in a copy without consent', async () => {
    const kept = await publishedWriteUp(['#7d3b5a']);
    const name = kept.names[0]!;
    // Anyone can download a published photo and send it with a quote of their own, unticked.
    const copy = new Uint8Array(await (await fetch(`${server.url}/uploads/${name}`)).arrayBuffer());
    const res = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: leadHeaders(),
      body: JSON.stringify({
        ...leadPayload('copy-of-a-published-photo'),
        photos: [await sendAhead(copy)],
        photoConsent: false,
      }),
    });
    expect(res.status).toBe(201);
    expect(await text(kept.path)).toContain(`/uploads/${name}`);
    const detail = (await (await admin('GET', `/api/admin/posts/${kept.postId}`)).json()) as {
      withdrawnPhotos: string[];
    };
    expect(detail.withdrawnPhotos).toEqual([]);
  });

  /** The server's own database, as the retention worker and the review link's secret use it. */
  async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>) {
    const database = openDatabase({
      databaseUrl: server.env.DATABASE_URL,
      dataDir: server.dataDir,
      pgSchema: server.schema,
    });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  /** The customer's answer on the review request's photo page. */
  async function reviewAnswer(leadId: number, answer: 'yes' | 'no') {
    const token = await withDatabase(async (db) =>
      makePhotoConsentToken(await unsubscribeSecret(db), leadId),
    );
    const res = await fetch(`${server.url}/photo-consent?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: `answer=${answer}`,
    });
    expect(res.status).toBe(200);
  }

  async function ownerDeletes(leadId: number) {
    const res = await fetch(`${server.url}/admin/submissions.data`, {
      method: 'POST',
      headers: {
        cookie,
        Origin: server.url,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ intent: 'delete', id: String(leadId) }),
    });
    expect(await res.text()).toContain(messages.admin.submissionDeleted);
  }

  async function retentionDeletes(leadId: number) {
    const res = await fetch(`${server.url}/admin/settings.data`, {
      method: 'POST',
      headers: {
        cookie,
        Origin: server.url,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ intent: 'retention', retentionMonths: '12' }),
    });
    expect(await res.text()).toContain(messages.admin.retentionSaved);
    await server.query('update contact_submissions set created_at = ? where id = ?', [
      Date.now() - 13 * MONTH,
      leadId,
    ]);
    await withDatabase((db) => applyRetention({ db, log: createLogger('silent') }));
    expect(await server.query('select id from contact_submissions where id = ?', [leadId])).toEqual(
      [],
    );
  }

  /**
   * Deleting a lead changes no public page by itself, so a page rendered before it would hide
   * the loss: another post goes out (the page cache is dropped), and the pages are read anew.
   */
  async function renderedAfresh() {
    const other = await publishedWriteUp([
      '#' +
        Math.floor(Math.random() * 0xffffff)
          .toString(16)
          .padStart(6, '0'),
    ]);
    await waitFor(async () => (await text('/blog')).includes(other.path), {
      deadlineMs: serverLimits.pageCache.generationPollMs + margins.lateMs,
      what: '/blog rendered after the next post went out',
    });
  }

  async function shown(postId: number, path: string, names: readonly string[]) {
    const detail = (await (await admin('GET', `/api/admin/posts/${postId}`)).json()) as {
      withdrawnPhotos: string[];
    };
    const html = [await text(path), ...(await Promise.all(PUBLIC_PAGES.map(text)))].join('\n');
    return {
      onSite: names.filter((name) => html.includes(name)),
      withdrawn: [...detail.withdrawnPhotos].sort(),
    };
  }

  it('keeps a photo withdrawn on a retry off the post after the owner deletes the lead', async () => {
    const { leadId, postId, path, names, press } = await publishedWriteUp(['#2b6c8e', '#8e2b6c']);
    expect((await press(false)).status).toBe(200);
    await ownerDeletes(leadId);
    await renderedAfresh();
    expect(await shown(postId, path, names)).toEqual({ onSite: [], withdrawn: [...names].sort() });
  });

  it('keeps a photo refused in the review request off the post after retention deletes the lead', async () => {
    const { leadId, postId, path, names } = await publishedWriteUp(['#6c8e2b']);
    await reviewAnswer(leadId, 'no');
    await retentionDeletes(leadId);
    await renderedAfresh();
    expect(await shown(postId, path, names)).toEqual({ onSite: [], withdrawn: [...names].sort() });
  });

  it('shows a photo again once the customer says Yes after a No, after the lead is gone too', async () => {
    const { leadId, postId, path, names } = await publishedWriteUp(['#4e8c2a']);
    await reviewAnswer(leadId, 'no');
    await reviewAnswer(leadId, 'yes');
    await ownerDeletes(leadId);
    await renderedAfresh();
    expect(await shown(postId, path, names)).toEqual({ onSite: names, withdrawn: [] });
  });
});
