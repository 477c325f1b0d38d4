// @vitest-environment happy-dom
/**
 * The body editor's download fails (the connection dropped as the owner starts writing): the
 * post screen stays, the stored body stays on it, and a line says the editor could not load,
 * instead of the route's error page taking the owner's other fields away.
 */
import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { postEditorMessages as m } from '#app/lib/messages/post-editor.ts';
import { renderAdmin, waitFor, type Rendered } from '#tests/support/admin-render.tsx';
import { LazyBody } from './lazy-body.tsx';

vi.mock('./rich-text/rich-text-editor.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

let rendered: Rendered | undefined;
afterEach(async () => rendered?.unmount());

it('keeps the stored body and says the editor could not load', async () => {
  // React reports the caught error on the console; the boundary is what is tested.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  rendered = await renderAdmin(
    <LazyBody
      initialHtml="<p>Kept</p>"
      labelledBy="body-label"
      onChange={() => undefined}
      onPhotoRequest={() => undefined}
    />,
  );
  await act(async () => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
  });
  const { container } = rendered;
  await waitFor(() => container.querySelector('[role="alert"]'), 'the failure line');
  expect(container.querySelector('[role="alert"]')?.textContent).toBe(m.editorFailed);
  expect(container.querySelector('.post-body-preview')?.innerHTML).toBe('<p>Kept</p>');
  expect(container.textContent).not.toContain(m.editorLoading);
});
