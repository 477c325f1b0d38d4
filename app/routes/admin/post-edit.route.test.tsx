// @vitest-environment happy-dom
/**
 * The post editor's route in the browser's DOM (issue 40) through React Router's
 * `createRoutesStub`: its component and `clientAction` with the server stubbed. The address
 * follows the title until the owner writes one; the search fields show their length against
 * the maximum; the body editor (ProseMirror, loaded lazily) posts its HTML with the form under
 * the intent of the button; a photo goes in only with alt text, and a body photo without it
 * stops the publish with the reason; the server's refusal marks its field.
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { EditedPost } from '#app/components/admin/posts/post-form.tsx';
import { INTENT_FIELD } from '#app/lib/admin-intents.ts';
import { postEditorMessages as m } from '#app/lib/messages/post-editor.ts';
import { postLimits } from '#app/lib/post-schema.ts';
import { clickButton, field, typeInto, waitFor } from '#tests/support/admin-render.tsx';
import { adminRouteStub } from '#tests/support/admin-route-stub.ts';
import * as route from './post-edit.tsx';

const post: EditedPost = {
  id: 7,
  title: 'Spring repair',
  slug: 'spring-repair',
  summary: 'A broken spring fixed the same day.',
  bodyHtml: '<p>The spring snapped in Concord.</p>',
  seoTitle: '',
  seoDescription: '',
  status: 'draft',
  coverImage: '',
  liveUrl: null,
  withdrawnPhotos: 0,
  baseRevision: 12,
};

function loaderData(overrides: Partial<typeof post> = {}) {
  return {
    post: { ...post, ...overrides },
    revisions: [{ id: 3, kind: 'save', title: 'Spring repair', when: 'Dec 6, 2026, 6:00 PM' }],
    restoredFrom: 0,
    library: [{ name: 'a.jpg', path: '/uploads/a.jpg', width: 800, height: 600 }],
    linkTargets: [{ name: 'Concord', url: '/locations/concord-nc', properNoun: true }],
    loadError: null,
  };
}

const render = (data = loaderData()) =>
  adminRouteStub(route, '/admin/posts/7', { loaderData: data, ready: 'form' });

/**
 * The body editor is fetched on the owner's first tap or key (lazy-body.tsx): one key press,
 * then wait for it to be on screen.
 */
async function editorReady(container: HTMLElement): Promise<HTMLElement> {
  await act(async () => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
  });
  return waitFor(
    () => container.querySelector<HTMLElement>('.post-body-editor') ?? undefined,
    'the body editor',
  );
}

describe('the post editor route', () => {
  it('proposes the address from the title of a draft until the owner writes one', async () => {
    const { container } = await render(loaderData({ title: '', slug: '' }))(() => ({
      intent: 'save',
      ok: true,
      message: m.saved,
    }));
    await typeInto(field(container, m.title), 'Spring Repair in Fort Mill, SC!');
    expect(field(container, m.slug).value).toBe('spring-repair-in-fort-mill-sc');
    await typeInto(field(container, m.slug), 'fort-mill-springs');
    await typeInto(field(container, m.title), 'Something else');
    expect(field(container, m.slug).value).toBe('fort-mill-springs');
  });

  it('shows the search title and description lengths against their maximums', async () => {
    const { container } = await render()(() => ({ intent: 'save', ok: true, message: m.saved }));
    expect(container.textContent).toContain(
      m.length('Spring repair'.length, postLimits.seoTitleMax),
    );
    await typeInto(field(container, m.seoTitle), 'x'.repeat(postLimits.seoTitleMax + 1));
    expect(container.textContent).toContain(
      m.lengthOver(postLimits.seoTitleMax + 1, postLimits.seoTitleMax),
    );
  });

  it('after a publish refused past its save, saves on top of that save (not as a stale tab)', async () => {
    const { container, posted } = await render()(() => ({
      intent: 'publish',
      ok: false,
      message: 'The link to /no-such-page goes to a page that does not exist.',
      baseRevision: 15,
    }));
    await editorReady(container);
    await clickButton(container, m.publish);
    await waitFor(() => posted.length > 0 || undefined, 'the publish');
    expect(posted[0]!.get('baseRevision')).toBe('12');
    await waitFor(() => container.textContent?.includes('/no-such-page') || undefined, 'refusal');
    await clickButton(container, m.saveDraft);
    await waitFor(() => posted.length > 1 || undefined, 'the save');
    expect(posted[1]!.get('baseRevision')).toBe('15');
  });

  it('saves the form with the body editor’s HTML under the save intent', async () => {
    const { container, posted } = await render()(() => ({
      intent: 'save',
      ok: true,
      message: m.saved,
    }));
    await editorReady(container);
    await clickButton(container, m.saveDraft);
    await waitFor(() => posted.length > 0 || undefined, 'the post');
    expect(posted[0]!.get(INTENT_FIELD)).toBe('save');
    expect(posted[0]!.get('id')).toBe('7');
    // The revision the tab opened on: a save on top of another tab's is refused by the server.
    expect(posted[0]!.get('baseRevision')).toBe('12');
    expect(posted[0]!.get('bodyHtml')).toBe('<p>The spring snapped in Concord.</p>');
    expect(posted[0]!.get('title')).toBe('Spring repair');
    expect(posted[0]!.get('coverImage')).toBe('');
  });

  it('keeps the cover photo and offers the body’s photos as the cover', async () => {
    const { container, posted } = await render(
      loaderData({
        bodyHtml:
          '<p>Door</p><img src="/uploads/a.jpg" alt="Door"><img src="/uploads/b.jpg" alt="Spring">',
        coverImage: 'a.jpg',
      }),
    )(() => ({ intent: 'save', ok: true, message: m.saved }));
    const cover = field<HTMLSelectElement>(container, m.cover);
    expect([...cover.options].map((o) => o.value)).toEqual(['', 'a.jpg', 'b.jpg']);
    expect(cover.value).toBe('a.jpg');
    await editorReady(container);
    await clickButton(container, m.saveDraft);
    await waitFor(() => posted.length > 0 || undefined, 'the post');
    expect(posted[0]!.get('coverImage')).toBe('a.jpg');
  });

  it('offers a link for a town the body mentions', async () => {
    const { container } = await render()(() => ({ intent: 'save', ok: true, message: m.saved }));
    await editorReady(container);
    await waitFor(
      () =>
        [...container.querySelectorAll('button')].find(
          (b) => b.textContent === m.suggestionLink('Concord', '/locations/concord-nc'),
        ),
      'the link suggestion',
    );
  });

  it('adds a library photo only with alt text, and posts it in the body', async () => {
    const { container, posted } = await render()(() => ({
      intent: 'save',
      ok: true,
      message: m.saved,
    }));
    await editorReady(container);
    await clickButton(container, m.photo);
    const option = await waitFor(
      () => document.querySelector<HTMLElement>('[role="option"][aria-label="a.jpg"]'),
      'the library photo',
    );
    await act(async () => option.click());
    const dialog = option.closest<HTMLElement>('[role="dialog"], dialog')!;
    await clickButton(dialog, m.photoInsert);
    expect(dialog.textContent).toContain(m.photoAltRequired);
    await typeInto(field(dialog, m.photoAlt), 'The new torsion spring');
    await clickButton(dialog, m.photoInsert);
    await clickButton(container, m.saveDraft);
    await waitFor(() => posted.length > 0 || undefined, 'the post');
    expect(posted[0]!.get('bodyHtml')).toContain(
      '<img src="/uploads/a.jpg" alt="The new torsion spring" width="800" height="600">',
    );
  });

  it('refuses to publish while a photo of the body has no alt text, and says why', async () => {
    const { container, posted } = await render(
      loaderData({ bodyHtml: '<p>Before</p><img src="/uploads/a.jpg" alt="">' }),
    )(() => ({ intent: 'publish', ok: true, message: m.published('/blog/spring-repair') }));
    await editorReady(container);
    await clickButton(container, m.publish);
    await waitFor(
      () => (container.textContent?.includes(m.photosNeedAlt(1)) ? true : undefined),
      'the refusal',
    );
    expect(posted).toHaveLength(0);
  });

  it('shows the stored body until the owner starts, and loads the editor on the first key', async () => {
    const { container } = await render()(() => ({ intent: 'save', ok: true, message: m.saved }));
    const preview = container.querySelector<HTMLElement>('.post-body-preview');
    expect(preview?.innerHTML).toBe('<p>The spring snapped in Concord.</p>');
    expect(container.querySelector('.post-body-editor')).toBeNull();
    await editorReady(container);
    expect(container.querySelector('.post-body-preview')).toBeNull();
  });

  it('restores a version from the history after asking, under the restore intent', async () => {
    const { container, posted } = await render()(() => ({
      intent: 'restore',
      ok: true,
      message: m.restored,
    }));
    await clickButton(container, m.restore);
    const dialog = await waitFor(
      () =>
        [...document.querySelectorAll<HTMLElement>('[role="dialog"], dialog')].find((d) =>
          d.textContent?.includes(m.restoreConfirm),
        ),
      'the confirmation',
    );
    await clickButton(dialog, m.restore);
    await waitFor(() => posted.length > 0 || undefined, 'the restore');
    expect(posted[0]!.get(INTENT_FIELD)).toBe('restore');
    expect(posted[0]!.get('id')).toBe('7');
    expect(posted[0]!.get('revision')).toBe('3');
  });

  it('offers Unpublish on a published post, and takes it down only after asking', async () => {
    const { container, posted } = await render(
      loaderData({ status: 'published', liveUrl: '/blog/spring-repair' }),
    )(() => ({ intent: 'unpublish', ok: true, message: m.unpublished }));
    expect(container.textContent).toContain(m.publishChanges);
    await clickButton(container, m.unpublish);
    const dialog = await waitFor(
      () =>
        [...document.querySelectorAll<HTMLElement>('[role="dialog"], dialog')].find((d) =>
          d.textContent?.includes(m.unpublishConfirm),
        ),
      'the confirmation',
    );
    expect(posted).toHaveLength(0);
    await clickButton(dialog, m.unpublish);
    await waitFor(() => posted.length > 0 || undefined, 'the unpublish');
    expect(posted[0]!.get(INTENT_FIELD)).toBe('unpublish');
    expect(posted[0]!.get('id')).toBe('7');
  });

  it('marks the field the server refused', async () => {
    const { container } = await render()(() => ({
      intent: 'save',
      ok: false,
      message: 'The address /blog/spring-repair is already used by another post.',
      field: 'slug',
      fieldErrors: { slug: 'The address /blog/spring-repair is already used by another post.' },
    }));
    await editorReady(container);
    await clickButton(container, m.saveDraft);
    await waitFor(
      () => (field(container, m.slug).getAttribute('aria-invalid') === 'true' ? true : undefined),
      'the slug marked',
    );
  });
});
