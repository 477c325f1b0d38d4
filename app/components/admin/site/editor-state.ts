import type { SiteContentDocument } from '#app/content/site-document.ts';
import {
  applyChanges,
  clearErrorsAt,
  diffDocs,
  getAt,
  pathKey,
  setAt,
  type Change,
  type PathPart,
} from './doc-path.ts';
import { firstScreen, type DocPart, type InitialContent } from './first-screen.ts';
import { addFreshItem, noFreshItems, touchFreshItems, type FreshItems } from './fresh-items.ts';
import type { Published, Version } from './site-api.ts';

/**
 * The Site editor's state and every way it changes, as one pure function `reduce(state, event)`
 * (no React, no network, no storage: those are in use-editor-effects.ts, which dispatches the
 * events below when a timer fires or the server answers). Each event is a fact that happened
 * ("the server saved this document"), so the same answer always leads to the same screen.
 */

export type SiteDoc = SiteContentDocument;

export type DraftState =
  /** The server's draft holds what is on screen. */
  | 'saved'
  /** Edited since; the autosave is coming. */
  | 'pending'
  | 'saving'
  /** The server did not answer: kept on this device, sent again. */
  | 'failed'
  /** The server refused it (fieldErrors shown): kept on this device. */
  | 'invalid';

export interface Conflict {
  /** The version published meanwhile, when the server said. */
  version: Version | null;
  /** The newer version's content, once loaded to show what differs. */
  newer: Published<SiteDoc> | null;
}

export type Status = 'loading' | 'ready' | 'load-failed' | 'signed-out';

/** The document on screen and the published version it is based on. */
export interface Shown {
  doc: SiteDoc | null;
  base: Published<SiteDoc> | null;
}

/**
 * A page load of one section starts with only that part of the documents (first-screen.ts).
 * `firstScreen`: the cut first screen as rendered, until the whole document arrives (what is
 * typed on it is then put on top of the whole one). `shown`: after it arrived, the cut document
 * still on screen until the first edit, move or action (`whole-shown`), so the arrival does not
 * draw the section's fields again with the values they already show.
 */
export interface Cut {
  part: NonNullable<InitialContent['part']>;
  firstScreen: SiteDoc | null;
  shown: Shown | null;
}

export interface EditorState {
  status: Status;
  /** The latest document and its base: what saves, publishes and the device copy use. */
  doc: SiteDoc | null;
  base: Published<SiteDoc> | null;
  cut: Cut | null;
  /** The browser's check of the latest document. */
  clientErrors: Record<string, string>;
  /** The server's answer to the last save or publish, cleared field by field as typed. */
  serverErrors: Record<string, string>;
  fresh: FreshItems;
  draft: DraftState;
  conflict: Conflict | null;
  publishing: boolean;
  /** Load attempts: the owner's reload after a failed load counts one up. */
  attempt: number;
}

export type EditorEvent =
  /** The published version, the server's draft and the device copy, merged (`onScreen`). */
  | {
      type: 'loaded';
      live: Published<SiteDoc>;
      onScreen: SiteDoc;
      /** Whether `onScreen` came from the copy on this device (not yet on the server). */
      local: boolean;
      /** The first load of a whole server-rendered document: the screen may already show it. */
      serverRendered: boolean;
    }
  | { type: 'load-failed'; signedOut: boolean }
  | { type: 'reload' }
  | { type: 'whole-shown' }
  | { type: 'edited'; path: readonly PathPart[]; value: unknown }
  | { type: 'item-added'; path: readonly PathPart[]; item: unknown }
  /** The browser's rules ran on `doc`. */
  | { type: 'checked'; doc: SiteDoc; errors: Record<string, string> }
  | { type: 'save-started' }
  | { type: 'saved'; sent: SiteDoc }
  | { type: 'save-refused'; fieldErrors: Record<string, string> }
  /** No answer, an error answer or the session ended: the edits stay on this device. */
  | { type: 'save-failed' }
  | { type: 'publish-started' }
  | { type: 'publish-ended' }
  | { type: 'published'; version: Version; sent: SiteDoc }
  | { type: 'publish-refused'; fieldErrors: Record<string, string> }
  | { type: 'conflict'; version: Version | null }
  | { type: 'newer-loaded'; newer: Published<SiteDoc> }
  /** A restore, an import or a re-apply: the new live version, with the owner's edits on top. */
  | { type: 'adopted'; published: Published<SiteDoc> }
  | { type: 'discarded' };

export function initialState(initial: InitialContent | null): EditorState {
  const onScreen = firstScreen(initial);
  const part = initial?.part;
  return {
    status: initial ? 'ready' : 'loading',
    doc: onScreen,
    base: initial?.published ?? null,
    cut: part ? { part, firstScreen: onScreen, shown: null } : null,
    clientErrors: {},
    serverErrors: {},
    fresh: noFreshItems,
    draft: 'saved',
    conflict: null,
    publishing: false,
    attempt: 0,
  };
}

/** False while only the first screen's part of the document is here. */
export function isWhole(state: EditorState): boolean {
  return state.cut?.firstScreen == null;
}

/** What the screen shows: the latest document, or the cut one kept on screen (see `Cut`). */
export function shownOf(state: EditorState): Shown {
  return state.cut?.shown ?? { doc: state.doc, base: state.base };
}

/** Whether the document on screen has this part (a section not covered shows "Loading"). */
export function covers(cutPart: Cut['part'] | null, wanted: DocPart | null): boolean {
  return !cutPart || (wanted !== null && wanted === cutPart.name);
}

/** The part on screen while the document shown is cut (the same object until it is whole). */
export function cutPartOf(state: EditorState): Cut['part'] | null {
  return state.cut?.part ?? null;
}

/** What the owner changed since the version the edits are based on, as shown. */
export function changesOf(cutPart: Cut['part'] | null, shown: Shown): Change[] {
  if (!shown.base || !shown.doc) return [];
  const own = diffDocs(shown.base.content, shown.doc);
  return cutPart ? [...cutPart.otherChanges, ...own] : own;
}

export function sameContent(a: unknown, b: unknown): boolean {
  return diffDocs(a, b).length === 0;
}

function showWhole(state: EditorState): EditorState {
  return state.cut && isWhole(state) ? { ...state, cut: null } : state;
}

function edit(state: EditorState, path: readonly PathPart[], value: unknown): EditorState {
  const next = showWhole(state);
  if (!next.doc) return next;
  const key = pathKey(path);
  return {
    ...next,
    doc: setAt(next.doc, path, value),
    serverErrors: clearErrorsAt(next.serverErrors, key),
    fresh: touchFreshItems(next.fresh, key),
    // A failing streak keeps saying so until a save goes through.
    draft: next.draft === 'failed' || next.draft === 'invalid' ? next.draft : 'pending',
  };
}

/** After a load: edits not on the server's draft yet (device copy, typed on the cut screen). */
function settle(state: EditorState, live: Published<SiteDoc>, unsent: boolean): EditorState {
  if (sameContent(live.content, state.doc)) return state;
  return { ...state, draft: unsent ? 'pending' : 'saved' };
}

function loaded(state: EditorState, event: Extract<EditorEvent, { type: 'loaded' }>): EditorState {
  const { live, local } = event;
  const cut = state.cut;
  if (cut?.firstScreen) {
    // What was typed on the cut first screen goes on top of the whole document.
    const typed = state.doc ? diffDocs(cut.firstScreen, state.doc) : [];
    const onScreen = applyChanges(event.onScreen, typed);
    const shown: Shown = { doc: state.doc, base: state.base };
    let next: EditorState = {
      ...state,
      status: 'ready',
      doc: onScreen,
      base: live,
      cut: { ...cut, firstScreen: null, shown },
    };
    // Edits kept on this device, or a draft re-applied on a newer version: shown now.
    const name = cut.part.name;
    if (!sameContent(onScreen[name], shown.doc?.[name])) next = showWhole(next);
    return settle(next, live, local || typed.length > 0);
  }
  // Server-rendered and nothing newer on this device: the screen already shows it.
  const next =
    event.serverRendered && event.onScreen === state.doc
      ? state
      : {
          ...state,
          status: 'ready' as const,
          base: live,
          doc: event.onScreen,
          cut: state.cut && { ...state.cut, shown: null },
        };
  return settle(next, live, local);
}

function sameErrors(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export function reduce(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case 'loaded':
      return loaded(state, event);
    case 'load-failed':
      return { ...state, status: event.signedOut ? 'signed-out' : 'load-failed' };
    case 'reload':
      return { ...state, status: 'loading', attempt: state.attempt + 1 };
    case 'whole-shown':
      return showWhole(state);
    case 'edited':
      return edit(state, event.path, event.value);
    case 'item-added': {
      const list = getAt(state.doc, event.path);
      const items: unknown[] = Array.isArray(list) ? list : [];
      const next = edit(state, event.path, [...items, event.item]);
      // Its errors wait until it is typed in (fresh-items.ts).
      return { ...next, fresh: addFreshItem(next.fresh, pathKey([...event.path, items.length])) };
    }
    case 'checked':
      // Only the latest document's errors are shown; the same ones again change nothing (the
      // fields redraw when the errors object does).
      return state.doc === event.doc && !sameErrors(state.clientErrors, event.errors)
        ? { ...state, clientErrors: event.errors }
        : state;
    case 'save-started':
      return { ...state, draft: 'saving' };
    case 'saved':
      // Edited while the save was on its way: that edit is still to be sent.
      return { ...state, draft: state.doc === event.sent ? 'saved' : 'pending' };
    case 'save-refused':
      return { ...state, serverErrors: event.fieldErrors, draft: 'invalid' };
    case 'save-failed':
      return { ...state, draft: 'failed' };
    case 'publish-started':
      // Publishing checks every field, the ones just added too.
      return { ...showWhole(state), fresh: noFreshItems, publishing: true };
    case 'publish-ended':
      return { ...state, publishing: false };
    case 'published':
      return {
        ...state,
        base: { version: event.version, content: event.sent },
        serverErrors: {},
        conflict: null,
        draft: state.doc === event.sent ? 'saved' : state.draft,
      };
    case 'publish-refused':
      return { ...state, serverErrors: event.fieldErrors };
    case 'conflict':
      return { ...state, conflict: { version: event.version, newer: null } };
    case 'newer-loaded':
      return {
        ...state,
        conflict: { version: event.newer.version, ...state.conflict, newer: event.newer },
      };
    case 'adopted': {
      const next = showWhole(state);
      const mine = next.base && next.doc ? diffDocs(next.base.content, next.doc) : ([] as Change[]);
      return {
        ...next,
        base: event.published,
        doc: applyChanges(event.published.content, mine),
        conflict: null,
        serverErrors: {},
        draft: mine.length === 0 ? 'saved' : 'pending',
      };
    }
    case 'discarded': {
      if (!state.base || !isWhole(state)) return state;
      const next = showWhole(state);
      return {
        ...next,
        doc: state.base.content,
        clientErrors: {},
        serverErrors: {},
        draft: 'saved',
      };
    }
  }
}

/**
 * The state behind `reduce`, read and changed outside React: the autosave timer and the
 * server's answers arrive after the render that started them, and read the latest state here
 * (no refs mirroring React state). The provider subscribes with `useSyncExternalStore`.
 */
export interface EditorStore {
  getState: () => EditorState;
  dispatch: (event: EditorEvent) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createEditorStore(initial: EditorState): EditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch: (event) => {
      const next = reduce(state, event);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
