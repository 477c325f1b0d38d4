import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { getAt } from './doc-path.ts';
import { createEditorStore, initialState, type SiteDoc } from './editor-state.ts';
import { clearLocalEdits, writeLocalEdits } from './local-edits.ts';
import type { ApiOutcome, SiteWrites } from './site-api.ts';
import { toast } from './toast.ts';
import { createEditorEffects } from './use-editor-effects.ts';

// The network (the reads, and the writes through the route action), the device copy, the
// toasts and the rules are the edges the effects drive.
vi.mock('./site-api.ts', () => ({
  loadDraft: vi.fn(),
  loadPublished: vi.fn(),
  loadVersion: vi.fn(),
}));
const saveDraft = vi.fn<SiteWrites['saveDraft']>();
const publish = vi.fn<SiteWrites['publish']>();
const review = vi.fn<SiteWrites['review']>();
const writes: SiteWrites = {
  saveDraft,
  review,
  publish,
  restore: vi.fn(),
  importFile: vi.fn(),
};
vi.mock('./local-edits.ts', () => ({
  clearLocalEdits: vi.fn(),
  readLocalEdits: vi.fn(() => null),
  writeLocalEdits: vi.fn(),
}));
vi.mock('./toast.ts', () => ({ toast: vi.fn(), toastNotPublished: vi.fn() }));
vi.mock('./validate.ts', () => ({ loadValidator: () => Promise.resolve(() => ({})) }));

const live = { version: 3, content: defaultSiteDocument };
const name = ['business', 'name'] as const;

function editor() {
  const store = createEditorStore(initialState({ published: live, draft: null }));
  const effects = createEditorEffects(store, null, writes);
  return { store, ...effects.actions, stop: effects.stop };
}

const failed: ApiOutcome<true> = { kind: 'failed', status: null };

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the Site editor effects', () => {
  it('sends draft saves one at a time, each with the latest edits', async () => {
    let finishFirst: (outcome: ApiOutcome<true>) => void = () => {};
    saveDraft
      .mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve)))
      .mockResolvedValue({ kind: 'ok', data: true });
    const { store, set, saveDraftNow, stop } = editor();
    set(name, 'First');
    const first = saveDraftNow();
    set(name, 'Second');
    const second = saveDraftNow();
    await Promise.resolve();
    expect(saveDraft).toHaveBeenCalledTimes(1);
    finishFirst({ kind: 'ok', data: true });
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(getAt(saveDraft.mock.calls[1]?.[1], name)).toBe('Second');
    expect(store.getState().draft).toBe('saved');
    stop();
  });

  it('a failing streak keeps the edits on the device and says so once', async () => {
    saveDraft.mockResolvedValue(failed);
    const { store, set, saveDraftNow, stop } = editor();
    set(name, 'Typed offline');
    expect(await saveDraftNow()).toBe(false);
    set(name, 'Typed offline, more');
    expect(await saveDraftNow()).toBe(false);
    expect(store.getState().draft).toBe('failed');
    expect(getAt(store.getState().doc, name)).toBe('Typed offline, more');
    expect(writeLocalEdits).toHaveBeenLastCalledWith(3, store.getState().doc);
    expect(vi.mocked(toast).mock.calls).toEqual([[siteEditorMessages.draftSaveFailed, false]]);
    expect(clearLocalEdits).not.toHaveBeenCalled();
    stop();
  });

  it('a publish refused for a newer version keeps the edits and offers the conflict', async () => {
    publish.mockResolvedValue({ kind: 'conflict', error: '', currentVersion: 4 });
    const { store, set, publishNow, stop } = editor();
    set(name, 'Mine');
    await publishNow();
    expect(store.getState()).toMatchObject({
      conflict: { version: 4, newer: null },
      publishing: false,
      base: live,
    });
    expect(getAt(store.getState().doc, name)).toBe('Mine');
    expect(writeLocalEdits).toHaveBeenCalled();
    stop();
  });

  it('a publish moves the draft to the new version and clears the device copy', async () => {
    publish.mockResolvedValue({ kind: 'ok', data: { version: 4, cancelled: 0, cancelFailed: 0 } });
    saveDraft.mockResolvedValue({ kind: 'ok', data: true });
    const { store, set, publishNow, stop } = editor();
    set(name, 'Published name');
    const sent = store.getState().doc as SiteDoc;
    await publishNow();
    expect(store.getState()).toMatchObject({ draft: 'saved', base: { version: 4 } });
    expect(clearLocalEdits).toHaveBeenCalled();
    expect(saveDraft).toHaveBeenCalledWith(4, sent);
    expect(toast).toHaveBeenCalledWith(siteEditorMessages.published('4'), true);
    stop();
  });

  it('a review on an older version is the conflict at once, with no confirmation', async () => {
    review.mockResolvedValue({ kind: 'conflict', error: 'stale', currentVersion: 4 });
    const { store, set, reviewPublish, stop } = editor();
    set(name, 'Mine');
    expect(await reviewPublish()).toBeNull();
    expect(store.getState()).toMatchObject({ conflict: { version: 4 }, publishing: false });
    expect(publish).not.toHaveBeenCalled();
    stop();
  });

  it('a publish refused for visits booked since the review hands back the new list', async () => {
    const visit = {
      leadId: 7,
      start: '2027-03-13T09:00:00-05:00',
      end: '2027-03-13T12:00:00-05:00',
      name: 'Jane',
      service: 'repair',
      town: null,
    };
    publish.mockResolvedValue({ kind: 'visits', error: 'choose', closedVisits: [visit] });
    const { store, set, publishNow, stop } = editor();
    set(name, 'Mine');
    expect(await publishNow({})).toEqual([visit]);
    expect(store.getState()).toMatchObject({ base: live, publishing: false });
    expect(toast).toHaveBeenCalledWith(siteEditorMessages.visitsUndecided, false);
    stop();
  });
});
