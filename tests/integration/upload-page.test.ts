import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import { solidJpeg, textFile } from '../support/images.ts';
import { startServer, type TestServer } from '../support/server.ts';

/** The /upload page without JavaScript: the form posts one photo to the route's action. */
describe('the upload page without JavaScript', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.dispose());

  const post = async (bytes: Uint8Array | undefined, type = 'image/jpeg') => {
    const form = new FormData();
    if (bytes) form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'door.jpg');
    const res = await fetch(`${server.url}/upload`, { method: 'POST', body: form });
    return { status: res.status, html: await res.text() };
  };

  it('renders the picker, the public note and the button', async () => {
    const res = await fetch(`${server.url}/upload`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const form = /<form[^>]*data-upload-form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(html).toMatch(/<input[^>]*type="file"[^>]*accept="image\/jpeg,image\/png,image\/webp/);
    expect(html).toMatch(/<input[^>]*multiple/);
    expect(html).toContain('public');
    expect(html).toContain(`>${messages.upload.submit}</button>`);
  });

  it('stores one photo and shows its public address', async () => {
    const { status, html } = await post(await solidJpeg('#335577'));
    expect(status).toBe(200);
    expect(html).toContain(messages.upload.success(1));
    const path = /href="[^"]*(\/uploads\/[0-9a-f-]{36}\.jpg)"/.exec(html)?.[1];
    expect(path).toBeTruthy();
    expect((await fetch(`${server.url}${path}`)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('shows the spec message for a file that is not an image, and for no file', async () => {
    const notImage = await post(textFile, 'image/jpeg');
    expect(notImage.status).toBe(415);
    expect(notImage.html).toContain(messages.upload.notImage);
    const none = await post(undefined);
    expect(none.status).toBe(400);
    expect(none.html).toContain(messages.upload.noFiles);
  });
});
