// @vitest-environment happy-dom
/**
 * What redraws a section's fields (issue 28): the document and its errors, nothing else. A page
 * load of one section gets the whole documents from the content API a moment after its first
 * screen, and every edit is checked, kept on the device and saved as a draft; each of those
 * changes the publish bar, not a field. Redrawing the thirty fields of a section for them was a
 * 70-85 ms task each on a slowed phone. A probe beside the section reads the fields' context
 * as every field does, and counts its renders.
 */
import { act, memo, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import { siteContentApi } from '#app/lib/urls.ts';
import {
  field,
  renderAdmin,
  renderAdminRoutes,
  typeInto,
  waitFor,
  type Rendered,
} from '#tests/support/admin-render.tsx';
import { initialContent } from '../first-screen.ts';
import {
  SiteEditorProvider,
  useDocFields,
  useSiteEditor,
  useWholeDocument,
} from '../site-editor.tsx';
import { answerSiteAction } from '../site-submit.ts';
import { ServicesSection } from './services-section.tsx';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

/** The content API: the published version, no draft; each answer waits for `release`. */
function contentApi() {
  let release = () => undefined as void;
  const ready = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(async (url: string) => {
    await ready;
    const body =
      url === siteContentApi.current
        ? { version: 1, content: defaultSiteDocument }
        : { draft: null };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { release, fetch };
}

/** The part of the screen that does change: the editor's state. */
function Status() {
  const { status, draft } = useSiteEditor();
  return <p data-testid="status">{`${status} ${String(useWholeDocument())} ${draft}`}</p>;
}

/** Renders as a field does (from the fields' context), counting its commits in `renders`. */
function probe(renders: string[]) {
  // Memoised as the sections are: the route around it draws again on every fetcher state.
  return memo(function Probe() {
    const { doc } = useDocFields();
    // After each commit of the probe (a render React threw away does not count).
    useEffect(() => {
      renders.push(doc ? 'doc' : 'none');
    });
    return null;
  });
}

function statusOf(container: HTMLElement) {
  return container.querySelector('[data-testid="status"]')?.textContent;
}

const EDIT = 'Same-day repairs, 7 days a week';

describe('Services: what redraws the fields', () => {
  it('not the whole document arriving after the first screen', async () => {
    const api = contentApi();
    const renders: string[] = [];
    const Probe = probe(renders);
    rendered = await renderAdmin(
      <SiteEditorProvider
        initial={initialContent({ version: 1, content: defaultSiteDocument }, null, 'services')}
      >
        <ServicesSection />
        <Probe />
        <Status />
      </SiteEditorProvider>,
    );
    const container = rendered.container;
    const first = renders.length;
    // The title, the subtitle and the 8 benefits at least (the main text and FAQs open on a tap).
    expect(container.querySelectorAll('input, textarea').length).toBeGreaterThan(9);
    expect(statusOf(container)).toBe('ready false saved');

    await act(async () => api.release());
    // The load's last step shows the whole document; a fixed pause raced it on a loaded machine.
    await waitFor(() => statusOf(container) === 'ready true saved', 'the whole document');
    expect(api.fetch).toHaveBeenCalledTimes(2);
    expect(renders.length).toBe(first);
  });

  it('not the check, the copy on the device and the draft saved after an edit', async () => {
    const renders: string[] = [];
    // What each save carried, so a second one says whether it was a re-send or a later edit.
    const saves: { intent: string; submission: string; withEdit: boolean }[] = [];
    const Probe = probe(renders);
    function Screen() {
      return (
        <SiteEditorProvider
          initial={{ published: { version: 1, content: defaultSiteDocument }, draft: null }}
        >
          <ServicesSection />
          <Probe />
          <Status />
        </SiteEditorProvider>
      );
    }
    rendered = await renderAdminRoutes(
      [
        { path: 'admin/site/services', Component: Screen },
        {
          path: 'admin/site',
          action: async ({ request }) =>
            answerSiteAction({
              request,
              serverAction: async () => {
                const form = await request.formData();
                saves.push({
                  intent: String(form.get('intent')),
                  submission: String(form.get('submission')),
                  withEdit: String(form.get('content')).includes(EDIT),
                });
                return { intent: 'draft', ok: true, message: 'Draft saved' };
              },
            }),
        },
      ],
      '/admin/site/services',
    );
    const container = rendered.container;
    await waitFor(() => statusOf(container) === 'ready true saved', 'the editor ready');
    const box = field(container, 'Benefit 3');
    const beforeEdit = renders.length;
    await typeInto(box, EDIT);
    expect(statusOf(container)).toBe('ready true pending');
    // The edit itself does redraw the fields (the document changed).
    const afterEdit = renders.length;
    expect(afterEdit).toBeGreaterThan(beforeEdit);

    // The autosave (siteAutosaveMs) runs its course: checked, kept on the device, saved.
    await waitFor(() => statusOf(container) === 'ready true saved', 'the draft saved');
    expect(
      saves.map(({ intent, withEdit }) => ({ intent, withEdit })),
      JSON.stringify(saves),
    ).toEqual([{ intent: 'draft', withEdit: true }]);
    expect(box.value).toBe(EDIT);
    expect(renders.length).toBe(afterEdit);
  });
});
