import { describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import { getAt, setAt } from './doc-path.ts';
import {
  changesOf,
  covers,
  createEditorStore,
  cutPartOf,
  initialState,
  isWhole,
  reduce,
  shownOf,
  type EditorEvent,
  type EditorState,
  type SiteDoc,
} from './editor-state.ts';
import { initialContent, type InitialContent } from './first-screen.ts';
import { visibleErrors } from './fresh-items.ts';

const live = { version: 3, content: defaultSiteDocument };
const phone = ['business', 'phone'] as const;
const name = ['business', 'name'] as const;

function run(state: EditorState, ...events: EditorEvent[]): EditorState {
  return events.reduce(reduce, state);
}

function whole(draft: InitialContent['draft'] = null): EditorState {
  return initialState({ published: live, draft });
}

function edited(state: EditorState, value = 'Owner typed this'): EditorState {
  return reduce(state, { type: 'edited', path: name, value });
}

describe('the Site editor state', () => {
  it('starts from the server-rendered screen: the draft when it is on the live version', () => {
    const drafted = setAt(defaultSiteDocument, name, 'Drafted name');
    const onLive = whole({ baseVersion: '3', content: drafted });
    expect(onLive.status).toBe('ready');
    expect(onLive.doc).toBe(drafted);
    expect(changesOf(cutPartOf(onLive), shownOf(onLive))).toHaveLength(1);
    // A draft on an older version waits for the load to re-apply it.
    expect(whole({ baseVersion: 2, content: drafted }).doc).toBe(defaultSiteDocument);
    expect(initialState(null)).toMatchObject({ status: 'loading', doc: null, base: null });
  });

  it('an edit changes the document, marks the draft pending and clears that field’s error', () => {
    const before = { ...whole(), serverErrors: { 'business.name': 'Required', other: 'x' } };
    const after = edited(before);
    expect(getAt(after.doc, name)).toBe('Owner typed this');
    expect(after.draft).toBe('pending');
    expect(after.serverErrors).toEqual({ other: 'x' });
    expect(changesOf(cutPartOf(after), shownOf(after))).toEqual([
      expect.objectContaining({ path: 'business.name', after: 'Owner typed this' }),
    ]);
    // The published version is untouched.
    expect(after.base).toBe(live);
  });

  it('a failing streak keeps saying so while the owner types on', () => {
    expect(edited({ ...whole(), draft: 'failed' }).draft).toBe('failed');
    expect(edited({ ...whole(), draft: 'invalid' }).draft).toBe('invalid');
    expect(edited({ ...whole(), draft: 'saving' }).draft).toBe('pending');
  });

  it('an added item waits with its errors until a field of it is typed in', () => {
    const hours = ['business', 'specialHours'] as const;
    const count = (getAt(defaultSiteDocument, hours) as unknown[]).length;
    const added = reduce(whole(), { type: 'item-added', path: hours, item: { date: '' } });
    expect(getAt(added.doc, [...hours, count])).toEqual({ date: '' });
    const key = `business.specialHours.${count}`;
    const errors = { [`${key}.date`]: 'Required', [`${key}.label`]: 'Required' };
    expect(visibleErrors(errors, added.fresh)).toEqual({});
    const typed = reduce(added, { type: 'edited', path: [...hours, count, 'date'], value: 'x' });
    expect(visibleErrors(errors, typed.fresh)).toEqual({ [`${key}.date`]: 'Required' });
    // Publishing checks every field, the fresh ones too.
    expect(visibleErrors(errors, reduce(added, { type: 'publish-started' }).fresh)).toEqual(errors);
  });

  it('a save that went through is saved, unless the owner typed on meanwhile', () => {
    const typed = edited(whole());
    const saving = reduce(typed, { type: 'save-started' });
    expect(saving.draft).toBe('saving');
    expect(reduce(saving, { type: 'saved', sent: typed.doc as SiteDoc }).draft).toBe('saved');
    const typedOn = edited(saving, 'Typed during the save');
    const after = reduce(typedOn, { type: 'saved', sent: typed.doc as SiteDoc });
    expect(after.draft).toBe('pending');
    expect(getAt(after.doc, name)).toBe('Typed during the save');
  });

  it('a failed or refused save keeps what the owner typed', () => {
    const typed = run(edited(whole()), { type: 'save-started' });
    const failed = reduce(typed, { type: 'save-failed' });
    expect(failed.draft).toBe('failed');
    expect(failed.doc).toBe(typed.doc);
    const refused = reduce(typed, {
      type: 'save-refused',
      fieldErrors: { 'business.name': 'Too long' },
    });
    expect(refused).toMatchObject({ draft: 'invalid', doc: typed.doc });
    expect(refused.serverErrors).toEqual({ 'business.name': 'Too long' });
  });

  it('shows the browser’s check only for the latest document', () => {
    const first = edited(whole(), 'One');
    const second = edited(first, 'Two');
    const errors = { 'business.name': 'Too long' };
    expect(reduce(second, { type: 'checked', doc: first.doc as SiteDoc, errors })).toBe(second);
    expect(
      reduce(second, { type: 'checked', doc: second.doc as SiteDoc, errors }).clientErrors,
    ).toEqual(errors);
  });

  it('a publish moves the base to the new version; edits made meanwhile stay unpublished', () => {
    const typed = edited({ ...whole(), serverErrors: { x: 'y' } });
    const sent = typed.doc as SiteDoc;
    const started = reduce(typed, { type: 'publish-started' });
    expect(started.publishing).toBe(true);
    const done = run(started, { type: 'published', version: 4, sent }, { type: 'publish-ended' });
    expect(done).toMatchObject({
      publishing: false,
      draft: 'saved',
      conflict: null,
      serverErrors: {},
    });
    expect(done.base).toEqual({ version: 4, content: sent });
    expect(changesOf(cutPartOf(done), shownOf(done))).toEqual([]);

    const typedOn = edited(started, 'After pressing publish');
    const later = reduce(typedOn, { type: 'published', version: 4, sent });
    expect(later.draft).toBe('pending');
    expect(changesOf(cutPartOf(later), shownOf(later))).toHaveLength(1);
  });

  it('a refused publish keeps the edits and shows the server’s errors', () => {
    const typed = reduce(edited(whole()), { type: 'publish-started' });
    const refused = run(
      typed,
      { type: 'publish-refused', fieldErrors: { 'business.name': 'Required' } },
      { type: 'publish-ended' },
    );
    expect(refused).toMatchObject({ doc: typed.doc, base: live, publishing: false });
    expect(refused.serverErrors).toEqual({ 'business.name': 'Required' });
  });

  it('a conflict keeps the edits; re-applying them puts them on the newer version', () => {
    const typed = edited(reduce(whole(), { type: 'edited', path: phone, value: '5550001111' }));
    const conflict = run(typed, { type: 'publish-started' }, { type: 'conflict', version: 5 });
    expect(conflict.conflict).toEqual({ version: 5, newer: null });
    expect(conflict.doc).toBe(typed.doc);

    const newerContent = setAt(defaultSiteDocument, ['banner', 'short'], 'Someone else');
    const newer = { version: 6, content: newerContent };
    const shown = reduce(conflict, { type: 'newer-loaded', newer });
    // The version the server named stays; the content comes with the load.
    expect(shown.conflict).toEqual({ version: 5, newer });
    expect(reduce(whole(), { type: 'newer-loaded', newer }).conflict).toEqual({
      version: 6,
      newer,
    });

    const adopted = reduce(shown, { type: 'adopted', published: newer });
    expect(adopted).toMatchObject({ base: newer, conflict: null, draft: 'pending' });
    expect(getAt(adopted.doc, ['banner', 'short'])).toBe('Someone else');
    expect(getAt(adopted.doc, name)).toBe('Owner typed this');
    expect(getAt(adopted.doc, phone)).toBe('5550001111');
  });

  it('adopting a version with nothing of the owner’s on top leaves the draft saved', () => {
    const restored = { version: 7, content: setAt(defaultSiteDocument, name, 'Restored') };
    const adopted = reduce(whole(), { type: 'adopted', published: restored });
    expect(adopted).toMatchObject({ base: restored, draft: 'saved' });
    expect(adopted.doc).toEqual(restored.content);
  });

  it('discarding puts the published version back and clears every error', () => {
    const typed = { ...edited(whole()), clientErrors: { a: 'b' }, serverErrors: { c: 'd' } };
    const discarded = reduce(typed, { type: 'discarded' });
    expect(discarded).toMatchObject({ doc: live.content, draft: 'saved' });
    expect(discarded.clientErrors).toEqual({});
    expect(discarded.serverErrors).toEqual({});
  });

  it('a failed load says so; a reload tries again', () => {
    const failed = reduce(initialState(null), { type: 'load-failed', signedOut: false });
    expect(failed.status).toBe('load-failed');
    expect(reduce(failed, { type: 'load-failed', signedOut: true }).status).toBe('signed-out');
    expect(reduce(failed, { type: 'reload' })).toMatchObject({ status: 'loading', attempt: 1 });
  });

  it('a load shows the device copy as unsent, and a server draft as saved', () => {
    const kept = setAt(defaultSiteDocument, name, 'Kept on this device');
    const loaded = reduce(initialState(null), {
      type: 'loaded',
      live,
      onScreen: kept,
      local: true,
      serverRendered: false,
    });
    expect(loaded).toMatchObject({ status: 'ready', doc: kept, base: live, draft: 'pending' });
    const fromServer = reduce(initialState(null), {
      type: 'loaded',
      live,
      onScreen: kept,
      local: false,
      serverRendered: false,
    });
    expect(fromServer.draft).toBe('saved');
  });

  it('a server-rendered load with nothing newer leaves the state as it is', () => {
    const state = whole();
    const event: EditorEvent = {
      type: 'loaded',
      live,
      onScreen: state.doc as SiteDoc,
      local: false,
      serverRendered: true,
    };
    expect(reduce(state, event)).toBe(state);
  });

  describe('a page load of one section (a cut first screen)', () => {
    const cutInitial = () => initialContent(live, null, 'business');
    const arrival = (onScreen: SiteDoc = defaultSiteDocument, local = false): EditorEvent => ({
      type: 'loaded',
      live,
      onScreen,
      local,
      serverRendered: false,
    });

    it('covers only its part until the whole document is here', () => {
      const state = initialState(cutInitial());
      expect(isWhole(state)).toBe(false);
      expect(covers(cutPartOf(state), 'business')).toBe(true);
      expect(covers(cutPartOf(state), 'banner')).toBe(false);
      expect(covers(cutPartOf(state), null)).toBe(false);
      // Nothing to show as whole yet.
      expect(reduce(state, { type: 'whole-shown' })).toBe(state);
      expect(reduce(state, { type: 'discarded' })).toBe(state);
    });

    it('what is typed before the rest arrives is kept on top of the whole document', () => {
      const typed = edited(initialState(cutInitial()), 'Typed early');
      const arrived = reduce(typed, arrival());
      expect(isWhole(arrived)).toBe(true);
      expect(getAt(arrived.doc, name)).toBe('Typed early');
      expect(getAt(arrived.doc, ['banner'])).toEqual(defaultSiteDocument.banner);
      expect(arrived.draft).toBe('pending');
      // The screen already shows what was typed: it stays until the next edit or move.
      expect(shownOf(arrived).doc).toBe(typed.doc);
      expect(changesOf(cutPartOf(arrived), shownOf(arrived))).toHaveLength(1);
    });

    it('an arrival that changes nothing on screen keeps the cut document shown until an edit', () => {
      const state = initialState(cutInitial());
      const arrived = reduce(state, arrival());
      expect(isWhole(arrived)).toBe(true);
      expect(arrived.doc).toBe(defaultSiteDocument);
      // The fields read the same objects as before: nothing of the section is drawn again.
      expect(shownOf(arrived)).toEqual({ doc: state.doc, base: state.base });
      expect(shownOf(arrived).doc).toBe(state.doc);
      expect(cutPartOf(arrived)).toBe(cutPartOf(state));
      const moved = reduce(arrived, { type: 'whole-shown' });
      expect(shownOf(moved).doc).toBe(defaultSiteDocument);
      expect(covers(cutPartOf(moved), 'banner')).toBe(true);
      const typed = edited(arrived, 'After arrival');
      expect(shownOf(typed).doc).toBe(typed.doc);
      expect(getAt(typed.doc, ['banner'])).toEqual(defaultSiteDocument.banner);
    });

    it('a newer draft for the part is shown as soon as it arrives', () => {
      const kept = setAt(defaultSiteDocument, name, 'From the device');
      const arrived = reduce(initialState(cutInitial()), arrival(kept, true));
      expect(shownOf(arrived).doc).toBe(kept);
      expect(arrived.draft).toBe('pending');
    });
  });
});

describe('the editor store', () => {
  it('tells its listeners of a change, not of an event that changed nothing', () => {
    const store = createEditorStore(whole());
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.dispatch({ type: 'whole-shown' });
    expect(calls).toBe(0);
    store.dispatch({ type: 'edited', path: name, value: 'New' });
    expect(calls).toBe(1);
    expect(getAt(store.getState().doc, name)).toBe('New');
    stop();
    store.dispatch({ type: 'edited', path: name, value: 'Newer' });
    expect(calls).toBe(1);
  });
});
