import { useEffect, useState } from 'react';
import { limits } from '#app/lib/limits.ts';
import type { ClosedVisit, VisitChoices } from '#app/lib/publish-review.ts';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { applyChanges, diffDocs, type PathPart } from './doc-path.ts';
import { isWhole, sameContent, type EditorStore, type SiteDoc } from './editor-state.ts';
import type { InitialContent } from './first-screen.ts';
import { visibleErrors } from './fresh-items.ts';
import { clearLocalEdits, readLocalEdits, writeLocalEdits } from './local-edits.ts';
import {
  loadDraft,
  loadPublished,
  loadVersion,
  type ApiOutcome,
  type Published,
  type SiteWrites,
  type Version,
} from './site-api.ts';
import { toast, toastNotPublished } from './toast.ts';
import { loadValidator } from './validate.ts';

/**
 * What the Site editor does besides changing its state (editor-state.ts): the autosave and
 * device-copy timers, the reads from the content API and the writes through the route's action
 * (`writes`), the copy on this device, the toasts. Each reads the latest state from the store
 * and dispatches what happened.
 */
export interface EditorActions {
  showWhole: () => void;
  set: (path: readonly PathPart[], value: unknown) => void;
  /** Adds `item` at the end of the list at `path`; its errors wait until it is typed in. */
  addItem: (path: readonly PathPart[], item: unknown) => void;
  saveDraftNow: () => Promise<boolean>;
  /**
   * Before the publish confirmation: the document checked here, then the server asked which
   * booked visits it closes. The list (maybe empty), or null when the confirmation should not
   * open (fields to fix, no answer: the toast says which).
   */
  reviewPublish: () => Promise<ClosedVisit[] | null>;
  /**
   * Publishes, with the owner's choice for each visit the review listed. A newer list when the
   * server found visits nobody chose for (booked since the review), else null.
   */
  publishNow: (visits?: VisitChoices) => Promise<ClosedVisit[] | null>;
  openPreview: (publicPath: string) => Promise<void>;
  reapplyOnNewer: () => Promise<void>;
  showNewer: () => Promise<void>;
  discard: () => Promise<void>;
  /** After a restore or an import: the new live version, with the owner's edits on top. */
  adoptPublished: (published: Published<SiteDoc>) => void;
  reload: () => void;
  /** Restore and import (History, Export / Import) go through the route's action too. */
  writes: SiteWrites;
}

interface EditorEffects {
  /** What the sections call (through the provider's context). */
  actions: EditorActions;
  /** Loads the published version, the server's draft and the device copy (unless `cancelled()`). */
  load: (attempt: number, cancelled: () => boolean) => Promise<void>;
  /** Whatever is typed and not on the server yet goes to the device copy. */
  flush: () => void;
  /** After a dropped connection came back: a failed draft is sent again. */
  retryFailed: () => void;
  stop: () => void;
}

/** Exported for its tests; the provider uses `useEditorEffects`. */
export function createEditorEffects(
  store: EditorStore,
  initial: InitialContent | null,
  writes: SiteWrites,
): EditorEffects {
  const { getState, dispatch } = store;
  const { saveDraft, publish, review } = writes;
  let autosaveTimer: ReturnType<typeof setTimeout> | undefined;
  let localTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Draft saves go to the server one at a time, each with the edits on screen when it starts:
   * two in flight could land out of order and leave the older text in the draft (and the
   * preview would show it).
   */
  let saveQueue: Promise<unknown> = Promise.resolve();

  const validate = async (target: SiteDoc): Promise<Record<string, string>> => {
    // A cut document lacks the other sections: the rules would call them missing.
    if (!isWhole(getState())) return {};
    try {
      const check = await loadValidator();
      const errors = check(target);
      dispatch({ type: 'checked', doc: target, errors });
      return errors;
    } catch {
      // The rules could not be downloaded: the server checks on save and publish.
      return {};
    }
  };

  const keepOnDevice = () => {
    clearTimeout(localTimer);
    const state = getState();
    const { doc, base } = state;
    // A cut document kept on the device would later replace the whole one.
    if (!doc || !base || !isWhole(state)) return;
    if (sameContent(base.content, doc)) clearLocalEdits();
    else writeLocalEdits(base.version, doc);
  };

  const saveDraftOnce = async (): Promise<boolean> => {
    const state = getState();
    const { doc: sent, base: from } = state;
    if (!sent || !from || !isWhole(state)) return false;
    keepOnDevice();
    // The toasts below say a failure once, not on every autosave of a failing streak.
    const before = state.draft;
    dispatch({ type: 'save-started' });
    const outcome = await saveDraft(from.version, sent);
    switch (outcome.kind) {
      case 'ok':
        if (getState().doc === sent) clearLocalEdits();
        dispatch({ type: 'saved', sent });
        return true;
      case 'invalid': {
        dispatch({ type: 'save-refused', fieldErrors: outcome.fieldErrors });
        // Refused only for an item just added and not filled in yet: nothing to say so far.
        const shown = Object.keys(visibleErrors(outcome.fieldErrors, getState().fresh)).length;
        if (before !== 'invalid' && shown > 0) toast(siteEditorMessages.draftInvalid, false);
        return false;
      }
      case 'signed-out':
        dispatch({ type: 'save-failed' });
        toast(siteEditorMessages.signedOut, false);
        return false;
      default:
        dispatch({ type: 'save-failed' });
        if (before !== 'failed') toast(siteEditorMessages.draftSaveFailed, false);
        return false;
    }
  };

  const saveDraftNow = (): Promise<boolean> => {
    clearTimeout(autosaveTimer);
    const next = saveQueue.then(saveDraftOnce, saveDraftOnce);
    saveQueue = next;
    return next;
  };

  const scheduleSaves = () => {
    clearTimeout(localTimer);
    clearTimeout(autosaveTimer);
    localTimer = setTimeout(() => {
      keepOnDevice();
      const { doc } = getState();
      if (doc) void validate(doc);
    }, limits.admin.siteLocalSaveMs);
    autosaveTimer = setTimeout(() => void saveDraftNow(), limits.admin.siteAutosaveMs);
  };

  /** After an edit: before the whole document is here the saves are scheduled when it arrives. */
  const afterEdit = () => {
    if (isWhole(getState())) scheduleSaves();
  };

  const adoptPublished = (published: Published<SiteDoc>) => {
    dispatch({ type: 'adopted', published });
    const { doc, draft } = getState();
    if (!doc) return;
    if (draft === 'saved') {
      // Nothing of the owner's on top: the draft starts from the new version.
      clearLocalEdits();
      void saveDraft(published.version, doc);
    } else {
      scheduleSaves();
    }
    void validate(doc);
  };

  const load = async (attempt: number, cancelled: () => boolean) => {
    let live: Published<SiteDoc>;
    let fromServer: { baseVersion: Version; content: SiteDoc } | null;
    const serverRendered = attempt === 0 && initial !== null && !initial.part;
    if (serverRendered) {
      live = initial.published;
      fromServer = initial.draft;
    } else {
      const [published, serverDraft] = await Promise.all([
        loadPublished<SiteDoc>(),
        loadDraft<SiteDoc>(),
      ]);
      if (cancelled()) return;
      if (published.kind !== 'ok') {
        dispatch({ type: 'load-failed', signedOut: published.kind === 'signed-out' });
        return;
      }
      live = published.data;
      fromServer =
        serverDraft.kind === 'ok' && serverDraft.data && serverDraft.data.baseVersion !== null
          ? { baseVersion: serverDraft.data.baseVersion, content: serverDraft.data.content }
          : null;
    }
    const local = readLocalEdits<SiteDoc>();
    // Unsent edits on this device are newer than the server's draft (they are removed once
    // the draft holds them).
    const source = local ?? fromServer;
    let onScreen = live.content;
    if (source && !sameContent(source.content, live.content)) {
      if (String(source.baseVersion) === String(live.version)) {
        onScreen = source.content;
      } else {
        // Edited on top of an older version: the owner's changes, re-applied on the live one.
        const older = await loadVersion<SiteDoc>(source.baseVersion);
        if (cancelled()) return;
        onScreen =
          older.kind === 'ok'
            ? applyChanges(live.content, diffDocs(older.data, source.content))
            : source.content;
        toast(siteEditorMessages.reapplied(String(live.version)), true);
      }
    }
    dispatch({ type: 'loaded', live, onScreen, local: local !== null, serverRendered });
    const { doc, draft } = getState();
    if (doc && !sameContent(live.content, doc)) {
      if (local) toast(siteEditorMessages.restoredLocal, true);
      if (draft === 'pending') scheduleSaves();
      void validate(doc);
    }
  };

  /**
   * A review or a publish that was refused or found no answer: nothing was published, said the
   * same way by both steps. A conflict also lets the editor offer to re-apply the edits on the
   * newer version.
   */
  const notPublished = (outcome: Exclude<ApiOutcome<unknown>, { kind: 'ok' }>): null => {
    if (outcome.kind === 'invalid') {
      dispatch({ type: 'publish-refused', fieldErrors: outcome.fieldErrors });
      toast(siteEditorMessages.invalid(Object.keys(outcome.fieldErrors).length || 1), false);
      return null;
    }
    if (outcome.kind === 'conflict') {
      dispatch({ type: 'conflict', version: outcome.currentVersion });
    }
    toastNotPublished(outcome, {
      noAnswer: siteEditorMessages.publishFailed,
      serverError: siteEditorMessages.publishServerError,
    });
    return null;
  };

  /**
   * Review and publish begin alike: the whole document, kept on the device, checked before it
   * leaves; an invalid one is named by its count and goes no further. Publishing also stops a
   * pending autosave, whose draft the publish makes stale.
   */
  const checkedSend = async (
    stopAutosave: boolean,
    send: (sent: SiteDoc, fromVersion: Version) => Promise<ClosedVisit[] | null>,
  ): Promise<ClosedVisit[] | null> => {
    const state = getState();
    const { doc: sent, base: from } = state;
    if (!sent || !from || !isWhole(state)) return null;
    dispatch({ type: 'publish-started' });
    if (stopAutosave) clearTimeout(autosaveTimer);
    keepOnDevice();
    try {
      const found = await validate(sent);
      const count = Object.keys(found).length;
      if (count > 0) {
        toast(siteEditorMessages.invalid(count), false);
        return null;
      }
      return await send(sent, from.version);
    } finally {
      dispatch({ type: 'publish-ended' });
    }
  };

  const actions: EditorActions = {
    showWhole: () => dispatch({ type: 'whole-shown' }),
    set: (path, value) => {
      dispatch({ type: 'edited', path, value });
      afterEdit();
    },
    addItem: (path, item) => {
      dispatch({ type: 'item-added', path, item });
      afterEdit();
    },
    saveDraftNow,
    reviewPublish: () =>
      checkedSend(false, async (sent, fromVersion) => {
        const outcome = await review(fromVersion, sent);
        return outcome.kind === 'ok' ? outcome.data : notPublished(outcome);
      }),
    publishNow: (visits) =>
      checkedSend(true, async (sent, fromVersion) => {
        const outcome = await publish(fromVersion, sent, visits);
        switch (outcome.kind) {
          case 'ok': {
            const { version, cancelled, cancelFailed } = outcome.data;
            const onScreen = getState().doc;
            dispatch({ type: 'published', version, sent });
            if (onScreen === sent) clearLocalEdits();
            else keepOnDevice();
            const v = String(version);
            if (cancelFailed > 0)
              toast(siteEditorMessages.publishedCancelFailed(v, cancelFailed), false);
            else if (cancelled > 0)
              toast(siteEditorMessages.publishedCancelled(v, cancelled), true);
            else toast(siteEditorMessages.published(v), true);
            // The draft now starts from the new version (best effort: it is the same content).
            void saveDraft(version, onScreen ?? sent);
            return null;
          }
          case 'visits':
            toast(siteEditorMessages.visitsUndecided, false);
            return outcome.closedVisits;
          default:
            return notPublished(outcome);
        }
      }),
    openPreview: async (publicPath) => {
      const url = adminRoutes.sitePreview(publicPath);
      if (getState().draft === 'saved') {
        window.open(url, '_blank', 'noopener');
        return;
      }
      // Opened now, while the tap still counts as the owner's gesture (else a popup blocker
      // may refuse it), pointed at the preview once the draft is saved.
      const tab = window.open('', '_blank');
      const saved = await saveDraftNow();
      if (!saved) toast(siteEditorMessages.previewFailed, false);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
    },
    reapplyOnNewer: async () => {
      const newer = await loadPublished<SiteDoc>();
      if (newer.kind !== 'ok') {
        toast(
          newer.kind === 'signed-out'
            ? siteEditorMessages.signedOut
            : siteEditorMessages.reapplyFailed,
          false,
        );
        return;
      }
      adoptPublished(newer.data);
      toast(siteEditorMessages.reapplied(String(newer.data.version)), true);
    },
    showNewer: async () => {
      const newer = await loadPublished<SiteDoc>();
      if (newer.kind !== 'ok') {
        toast(siteEditorMessages.reapplyFailed, false);
        return;
      }
      dispatch({ type: 'newer-loaded', newer: newer.data });
    },
    discard: async () => {
      const state = getState();
      const from = state.base;
      if (!from || !isWhole(state)) return;
      clearTimeout(autosaveTimer);
      clearTimeout(localTimer);
      dispatch({ type: 'discarded' });
      clearLocalEdits();
      const saved = await saveDraft(from.version, from.content);
      if (saved.kind !== 'ok') dispatch({ type: 'save-failed' });
      toast(siteEditorMessages.discarded, true);
    },
    adoptPublished,
    reload: () => dispatch({ type: 'reload' }),
    writes,
  };

  return {
    actions,
    load,
    flush: () => {
      if (getState().draft !== 'saved') keepOnDevice();
    },
    retryFailed: () => {
      if (getState().draft === 'failed') void saveDraftNow();
    },
    stop: () => {
      clearTimeout(autosaveTimer);
      clearTimeout(localTimer);
    },
  };
}

/**
 * The editor's effects for the provider: created once, loading again on each `attempt` (the
 * owner's reload after a failed load), keeping the typed text on the device when the page is
 * left or hidden, and sending a failed draft again when the connection is back.
 */
export function useEditorEffects(
  store: EditorStore,
  initial: InitialContent | null,
  attempt: number,
  writes: SiteWrites,
): EditorActions {
  const [effects] = useState(() => createEditorEffects(store, initial, writes));

  useEffect(() => {
    let cancelled = false;
    void effects.load(attempt, () => cancelled);
    return () => {
      cancelled = true;
    };
  }, [effects, attempt]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') effects.flush();
    };
    window.addEventListener('pagehide', effects.flush);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('online', effects.retryFailed);
    return () => {
      effects.flush();
      effects.stop();
      window.removeEventListener('pagehide', effects.flush);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('online', effects.retryFailed);
    };
  }, [effects]);

  return effects.actions;
}
