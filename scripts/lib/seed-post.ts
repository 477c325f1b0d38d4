import { adminCookie } from '../../tests/support/admin-session.ts';
import { solidJpeg } from '../../tests/support/images.ts';
import type { TestServer } from '../../tests/support/server.ts';

/**
 * A published post with two photos, as the owner writes one (issue 40), on a measured server:
 * what `/blog` and a post page are measured with. Answers the post's path.
 */
export async function seedPost(server: TestServer): Promise<string> {
  const cookie = await adminCookie(server);
  const photos: string[] = [];
  for (const color of ['#7a4b2a', '#2a5a7a']) {
    const form = new FormData();
    const jpeg = await solidJpeg(color, 1600, 1067);
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'door.jpg');
    const res = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form });
    if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
    photos.push(((await res.json()) as { name: string }).name);
  }
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const paragraph =
    '<p>The homeowner called after the door stopped halfway: the left torsion spring had snapped after about ten thousand cycles. We replaced both springs with high-cycle ones, balanced the door, and checked the cables, rollers and the opener’s force settings before we left.</p>';
  const created = await send('POST', '/api/admin/posts', {
    title: 'Torsion Spring Replacement in Concord, NC',
    summary: 'A snapped spring, two new high-cycle springs and a balanced door the same morning.',
    bodyHtml: `${paragraph}<h2>What we found</h2>${paragraph}<img src="/uploads/${photos[0]}" alt="The snapped torsion spring above the door"><h2>What we did</h2><ul><li>Two high-cycle springs</li><li>Balance and force checked</li><li>Rollers lubricated</li></ul>${paragraph}<img src="/uploads/${photos[1]}" alt="The door closing evenly after the repair"><p>Need the same? See our <a href="/services/garage-door-repair">repair service</a>.</p>`,
  });
  const published = await send('POST', `/api/admin/posts/${Number(created.id)}/publish`);
  return String(published.url);
}
