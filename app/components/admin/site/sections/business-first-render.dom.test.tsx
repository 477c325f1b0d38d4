// @vitest-environment happy-dom
/**
 * The Business profile's first render (issue 28), as the server draws it from the seeded
 * document: its boxes and switches are plain fields drawn as Mantine's (../../plain-input.tsx).
 * `fetch` never answers: the first screen is what the server rendered, before the editor reads
 * the whole document.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import { countMantine, renderAdmin, type Rendered } from '#tests/support/admin-render.tsx';
import { SiteEditorProvider } from '../site-editor.tsx';
import { BusinessSection } from './business-section.tsx';

let rendered: Rendered | undefined;
beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
});
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
  vi.unstubAllGlobals();
});

describe('Business profile: first render', () => {
  it('builds no Mantine field', async () => {
    rendered = await renderAdmin(
      <SiteEditorProvider
        initial={{ published: { version: 1, content: defaultSiteDocument }, draft: null }}
      >
        <BusinessSection />
      </SiteEditorProvider>,
    );
    const count = countMantine(rendered.container);
    const switches = rendered.container.querySelectorAll('input[role="switch"]').length;
    // One switch per weekday and per special date.
    expect(switches).toBe(7 + defaultSiteDocument.business.specialHours.length);
    expect(count.fields).toEqual({});
    const boxes = rendered.container.querySelectorAll('input:not([role="switch"]), textarea');
    expect(boxes.length).toBeGreaterThan(20);
    const labelled = new Set(
      [...rendered.container.querySelectorAll('label')].map((label) => label.htmlFor),
    );
    for (const box of boxes) expect(labelled.has(box.id), box.outerHTML).toBe(true);
  });
});
