import { Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { SiteContentDocument } from '#app/content/site-document.ts';
import { limits } from '#app/lib/limits.ts';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { adminRoutes } from '#app/lib/urls.ts';
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
import {
  addFreshItem,
  noFreshItems,
  touchFreshItems,
  visibleErrors,
  type FreshItems,
} from './fresh-items.ts';
import { clearLocalEdits, readLocalEdits, writeLocalEdits } from './local-edits.ts';
import {
  loadDraft,
  loadPublished,
  loadVersion,
  publish,
  saveDraft,
  type Published,
  type Version,
} from './site-api.ts';
import { loadValidator } from './validate.ts';

/**
 * The Site editor's state, shared by its sections (each a route under /admin/site): the
 * published version the edits are based on, the document on screen, where the draft stands,
 * the errors by field path, and the actions (save the draft, preview, publish, re-apply after
 * a conflict). Lives in the browser only; the server's answers are the truth.
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

export interface SiteEditor {
  status: 'loading' | 'ready' | 'load-failed' | 'signed-out';
  /** Whether the document on screen has this part (a section not covered shows "Loading"). */
  covers: (part: DocPart | null) => boolean;
  /** Puts the whole document on screen once it is here (see `useWholeDocument`). */
  showWhole: () => void;
  base: Published<SiteDoc> | null;
  doc: SiteDoc | null;
  /** Field path → message: the browser's check and the server's answer (the server's first). */
  errors: Record<string, string>;
  draft: DraftState;
  /** What the owner changed since the version the edits are based on. */
  changes: Change[];
  conflict: Conflict | null;
  publishing: boolean;
  get: (path: readonly PathPart[]) => unknown;
  set: (path: readonly PathPart[], value: unknown) => void;
  /** Adds `item` at the end of the list at `path`; its errors wait until it is typed in. */
  addItem: (path: readonly PathPart[], item: unknown) => void;
  saveDraftNow: () => Promise<boolean>;
  publishNow: () => Promise<void>;
  openPreview: (publicPath: string) => Promise<void>;
  reapplyOnNewer: () => Promise<void>;
  showNewer: () => Promise<void>;
  discard: () => Promise<void>;
  /** After a restore or an import: the new live version, with the owner's edits on top. */
  adoptPublished: (published: Published<SiteDoc>) => void;
  reload: () => void;
}

const EditorContext = createContext<SiteEditor | null>(null);

/**
 * False while the editor has only the first screen's part of the document (a page load of one
 * section, first-screen.ts): saving, previewing and publishing wait for the whole of it. A
 * context of its own: its arrival redraws the publish bar, not every field of the section.
 */
const WholeContext = createContext(true);

export function useWholeDocument(): boolean {
  return useContext(WholeContext);
}

/**
 * Holds "whole" below the editor's provider: its arrival redraws what reads it (the publish
 * bar, the frame), not the provider, whose subtree (every field of the section) is left as is.
 */
function WholeDocument({
  initially,
  announceRef,
  children,
}: {
  initially: boolean;
  announceRef: RefObject<(whole: boolean) => void>;
  children: ReactNode;
}) {
  const [whole, setWhole] = useState(initially);
  useEffect(() => {
    announceRef.current = setWhole;
  }, [announceRef]);
  return <WholeContext value={whole}>{children}</WholeContext>;
}

export function useSiteEditor(): SiteEditor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useSiteEditor outside SiteEditorProvider');
  return editor;
}

/** The Site editor's toast: green and short for a success, red and longer for a failure. */
export function toast(message: string, ok: boolean): void {
  notifications.show({
    color: ok ? 'green' : 'red',
    message,
    autoClose: ok ? 4000 : 8000,
    closeButtonProps: { 'aria-label': 'Dismiss' },
  });
}

/**
 * A publish (from the editor, or of an imported file) the server did not take, for a reason that
 * is not the content's: the session ended, someone published first, no answer (`failed.noAnswer`),
 * or an error answer such as a proxy's 502 page (`failed.serverError`: the server's trouble, not
 * the owner's connection), each in the action's own words.
 */
export function toastNotPublished(
  outcome: { kind: 'conflict' | 'signed-out' | 'failed'; status?: number | null },
  failed: { noAnswer: string; serverError: (status: number) => string },
): void {
  const { kind, status } = outcome;
  toast(
    kind === 'conflict'
      ? siteEditorMessages.conflict
      : kind === 'signed-out'
        ? siteEditorMessages.signedOut
        : typeof status === 'number' && status >= 400
          ? failed.serverError(status)
          : failed.noAnswer,
    false,
  );
}

function sameContent(a: unknown, b: unknown): boolean {
  return diffDocs(a, b).length === 0;
}

export function SiteEditorProvider({
  initial,
  children,
}: {
  /** Server-rendered first screen (no round trip before the form shows); null: fetch. */
  initial: InitialContent | null;
  children: ReactNode;
}) {
  const [status, setStatus] = useState<SiteEditor['status']>(initial ? 'ready' : 'loading');
  const [base, setBaseState] = useState<Published<SiteDoc> | null>(initial?.published ?? null);
  const [doc, setDocState] = useState<SiteDoc | null>(() => firstScreen(initial));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [fresh, setFreshState] = useState<FreshItems>(noFreshItems);
  const freshRef = useRef<FreshItems>(noFreshItems);
  const setFresh = useCallback((next: FreshItems) => {
    freshRef.current = next;
    setFreshState(next);
  }, []);
  const [draft, setDraftState] = useState<DraftState>('saved');
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const part = initial?.part;
  const announceWhole = useRef<(whole: boolean) => void>(() => {});
  const wholeRef = useRef(!part);
  /** The cut first screen as rendered: what is typed on it before the rest arrives is kept. */
  const partScreen = useRef(part ? firstScreen(initial) : null);
  /**
   * Whether `doc` and `base` (the state) are still the cut ones after the whole document is in
   * the refs: they catch up at the first edit, move or action (`showWhole`), so the arrival
   * does not draw the section's fields again with the values they already show.
   */
  const [docIsCut, setDocIsCut] = useState(!!part);
  const docIsCutRef = useRef(!!part);

  // The timers and async calls read the latest values through refs.
  const docRef = useRef<SiteDoc | null>(doc);
  const baseRef = useRef<Published<SiteDoc> | null>(base);
  const draftRef = useRef<DraftState>('saved');
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const localTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setDoc = useCallback((next: SiteDoc | null) => {
    docRef.current = next;
    setDocState(next);
  }, []);
  const setBase = useCallback((next: Published<SiteDoc> | null) => {
    baseRef.current = next;
    setBaseState(next);
  }, []);
  const setDraft = useCallback((next: DraftState) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);
  const showWhole = useCallback(() => {
    if (!docIsCutRef.current || !wholeRef.current) return;
    docIsCutRef.current = false;
    setDocIsCut(false);
    setBaseState(baseRef.current);
    setDocState(docRef.current);
  }, []);

  const validate = useCallback(async (target: SiteDoc): Promise<Record<string, string>> => {
    // A cut document lacks the other sections: the rules would call them missing.
    if (!wholeRef.current) return {};
    try {
      const check = await loadValidator();
      const found = check(target);
      // Only the latest document's errors are shown.
      if (docRef.current === target) setClientErrors(found);
      return found;
    } catch {
      // The rules could not be downloaded: the server checks on save and publish.
      return {};
    }
  }, []);

  const keepOnDevice = useCallback(() => {
    clearTimeout(localTimer.current);
    const current = docRef.current;
    const from = baseRef.current;
    // A cut document kept on the device would later replace the whole one.
    if (!current || !from || !wholeRef.current) return;
    if (sameContent(from.content, current)) clearLocalEdits();
    else writeLocalEdits(from.version, current);
  }, []);

  const saveDraftOnce = useCallback(async (): Promise<boolean> => {
    const sent = docRef.current;
    const from = baseRef.current;
    if (!sent || !from || !wholeRef.current) return false;
    keepOnDevice();
    // The toasts below say a failure once, not on every autosave of a failing streak.
    const before = draftRef.current;
    setDraft('saving');
    const outcome = await saveDraft(from.version, sent);
    const stillOnScreen = docRef.current === sent;
    switch (outcome.kind) {
      case 'ok':
        if (stillOnScreen) {
          setDraft('saved');
          clearLocalEdits();
        } else {
          setDraft('pending');
        }
        return true;
      case 'invalid': {
        setServerErrors(outcome.fieldErrors);
        setDraft('invalid');
        // Refused only for an item just added and not filled in yet: nothing to say so far.
        const shown = Object.keys(visibleErrors(outcome.fieldErrors, freshRef.current)).length;
        if (before !== 'invalid' && shown > 0) toast(siteEditorMessages.draftInvalid, false);
        return false;
      }
      case 'signed-out':
        setDraft('failed');
        toast(siteEditorMessages.signedOut, false);
        return false;
      default: {
        setDraft('failed');
        if (before !== 'failed') toast(siteEditorMessages.draftSaveFailed, false);
        return false;
      }
    }
  }, [keepOnDevice, setDraft]);

  /**
   * Draft saves go to the server one at a time, each with the edits on screen when it starts:
   * two in flight could land out of order and leave the older text in the draft (and the
   * preview would show it).
   */
  const saveQueue = useRef<Promise<unknown>>(Promise.resolve());
  const saveDraftNow = useCallback((): Promise<boolean> => {
    clearTimeout(autosaveTimer.current);
    const next = saveQueue.current.then(saveDraftOnce, saveDraftOnce);
    saveQueue.current = next;
    return next;
  }, [saveDraftOnce]);

  const scheduleSaves = useCallback(() => {
    clearTimeout(localTimer.current);
    clearTimeout(autosaveTimer.current);
    localTimer.current = setTimeout(() => {
      keepOnDevice();
      const current = docRef.current;
      if (current) void validate(current);
    }, limits.admin.siteLocalSaveMs);
    autosaveTimer.current = setTimeout(() => void saveDraftNow(), limits.admin.siteAutosaveMs);
  }, [keepOnDevice, saveDraftNow, validate]);

  const set = useCallback(
    (path: readonly PathPart[], value: unknown) => {
      showWhole();
      const current = docRef.current;
      if (!current) return;
      setDoc(setAt(current, path, value));
      setServerErrors((errors) => clearErrorsAt(errors, pathKey(path)));
      setFresh(touchFreshItems(freshRef.current, pathKey(path)));
      // A failing streak keeps saying so until a save goes through.
      if (draftRef.current !== 'failed' && draftRef.current !== 'invalid') setDraft('pending');
      // Before the whole document is here the saves are scheduled when it arrives.
      if (wholeRef.current) scheduleSaves();
    },
    [scheduleSaves, setDoc, setDraft, setFresh, showWhole],
  );

  const addItem = useCallback(
    (path: readonly PathPart[], item: unknown) => {
      const list = getAt(docRef.current, path);
      const items: unknown[] = Array.isArray(list) ? list : [];
      set(path, [...items, item]);
      setFresh(addFreshItem(freshRef.current, pathKey([...path, items.length])));
    },
    [set, setFresh],
  );

  // Loading: the published version, the server's draft, and what this device kept.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let live: Published<SiteDoc>;
      let fromServer: { baseVersion: Version; content: SiteDoc } | null;
      const serverRendered = attempt === 0 && initial !== null && !part;
      if (serverRendered) {
        live = initial.published;
        fromServer = initial.draft;
      } else {
        const [published, serverDraft] = await Promise.all([
          loadPublished<SiteDoc>(),
          loadDraft<SiteDoc>(),
        ]);
        if (cancelled) return;
        if (published.kind !== 'ok') {
          setStatus(published.kind === 'signed-out' ? 'signed-out' : 'load-failed');
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
          if (cancelled) return;
          onScreen =
            older.kind === 'ok'
              ? applyChanges(live.content, diffDocs(older.data, source.content))
              : source.content;
          toast(siteEditorMessages.reapplied(String(live.version)), true);
        }
      }
      // What was typed on the cut first screen goes on top of the whole document.
      const cut = partScreen.current;
      const typed = cut && docRef.current ? diffDocs(cut, docRef.current) : [];
      if (cut && part) {
        const shown = docRef.current;
        onScreen = applyChanges(onScreen, typed);
        partScreen.current = null;
        wholeRef.current = true;
        docRef.current = onScreen;
        baseRef.current = live;
        announceWhole.current(true);
        setStatus('ready');
        // Edits kept on this device, or a draft re-applied on a newer version: shown now.
        if (!sameContent(onScreen[part.name], shown?.[part.name])) showWhole();
      } else if (!(serverRendered && onScreen === docRef.current)) {
        // Server-rendered and nothing newer on this device: the screen already shows it.
        setBase(live);
        setDoc(onScreen);
        setStatus('ready');
      }
      if (!sameContent(live.content, onScreen)) {
        if (local) toast(siteEditorMessages.restoredLocal, true);
        setDraft(local || typed.length > 0 ? 'pending' : 'saved');
        if (local || typed.length > 0) scheduleSaves();
        void validate(onScreen);
      }
    })();
    return () => {
      cancelled = true;
    };
    // Runs again only when the owner asks (reload after a failed load).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  // Leaving the page or the tab going to the background: what is typed stays on the device.
  useEffect(() => {
    const flush = () => {
      if (draftRef.current !== 'saved') keepOnDevice();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const onOnline = () => {
      if (draftRef.current === 'failed') void saveDraftNow();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('online', onOnline);
    return () => {
      flush();
      clearTimeout(autosaveTimer.current);
      clearTimeout(localTimer.current);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('online', onOnline);
    };
  }, [keepOnDevice, saveDraftNow]);

  const publishNow = useCallback(async () => {
    const sent = docRef.current;
    const from = baseRef.current;
    if (!sent || !from || !wholeRef.current) return;
    showWhole();
    clearTimeout(autosaveTimer.current);
    keepOnDevice();
    // Publishing checks every field, the ones just added too.
    setFresh(noFreshItems);
    setPublishing(true);
    try {
      const found = await validate(sent);
      const count = Object.keys(found).length;
      if (count > 0) {
        toast(siteEditorMessages.invalid(count), false);
        return;
      }
      const outcome = await publish(from.version, sent);
      switch (outcome.kind) {
        case 'ok': {
          setBase({ version: outcome.data.version, content: sent });
          setServerErrors({});
          setConflict(null);
          if (docRef.current === sent) {
            clearLocalEdits();
            setDraft('saved');
          } else {
            keepOnDevice();
          }
          toast(siteEditorMessages.published(String(outcome.data.version)), true);
          // The draft now starts from the new version (best effort: it is the same content).
          void saveDraft(outcome.data.version, docRef.current ?? sent);
          return;
        }
        case 'invalid': {
          setServerErrors(outcome.fieldErrors);
          toast(siteEditorMessages.invalid(Object.keys(outcome.fieldErrors).length || 1), false);
          return;
        }
        default:
          // The editor then offers to re-apply the edits on the newer version.
          if (outcome.kind === 'conflict') {
            setConflict({ version: outcome.currentVersion, newer: null });
          }
          toastNotPublished(outcome, {
            noAnswer: siteEditorMessages.publishFailed,
            serverError: siteEditorMessages.publishServerError,
          });
          return;
      }
    } finally {
      setPublishing(false);
    }
  }, [keepOnDevice, setBase, setDraft, setFresh, showWhole, validate]);

  const adoptPublished = useCallback(
    (published: Published<SiteDoc>) => {
      showWhole();
      const from = baseRef.current;
      const current = docRef.current;
      const mine = from && current ? diffDocs(from.content, current) : [];
      const next = applyChanges(published.content, mine);
      setBase(published);
      setDoc(next);
      setConflict(null);
      setServerErrors({});
      if (mine.length === 0) {
        clearLocalEdits();
        setDraft('saved');
        void saveDraft(published.version, next);
      } else {
        setDraft('pending');
        scheduleSaves();
      }
      void validate(next);
    },
    [scheduleSaves, setBase, setDoc, setDraft, showWhole, validate],
  );

  const reapplyOnNewer = useCallback(async () => {
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
  }, [adoptPublished]);

  const showNewer = useCallback(async () => {
    const newer = await loadPublished<SiteDoc>();
    if (newer.kind !== 'ok') {
      toast(siteEditorMessages.reapplyFailed, false);
      return;
    }
    setConflict((c) => ({ version: newer.data.version, ...c, newer: newer.data }));
  }, []);

  const discard = useCallback(async () => {
    const from = baseRef.current;
    if (!from || !wholeRef.current) return;
    showWhole();
    clearTimeout(autosaveTimer.current);
    clearTimeout(localTimer.current);
    setDoc(from.content);
    setClientErrors({});
    setServerErrors({});
    clearLocalEdits();
    setDraft('saved');
    const saved = await saveDraft(from.version, from.content);
    if (saved.kind !== 'ok') setDraft('failed');
    toast(siteEditorMessages.discarded, true);
  }, [setDoc, setDraft, showWhole]);

  const openPreview = useCallback(
    async (publicPath: string) => {
      const url = adminRoutes.sitePreview(publicPath);
      if (draftRef.current === 'saved') {
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
    [saveDraftNow],
  );

  const changes = useMemo(() => {
    if (!base || !doc) return [];
    const own = diffDocs(base.content, doc);
    return docIsCut && part ? [...part.otherChanges, ...own] : own;
  }, [base, doc, docIsCut, part]);
  const covers = useCallback(
    (wanted: DocPart | null) => !docIsCut || (wanted !== null && wanted === part?.name),
    [docIsCut, part],
  );
  const reload = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);
  const errors = useMemo(
    () => visibleErrors({ ...clientErrors, ...serverErrors }, fresh),
    [clientErrors, serverErrors, fresh],
  );
  const get = useCallback(
    (path: readonly PathPart[]) => {
      let node: unknown = doc;
      for (const part of path) {
        if (node === null || typeof node !== 'object') return undefined;
        node = (node as Record<string, unknown>)[String(part)];
      }
      return node;
    },
    [doc],
  );

  const value: SiteEditor = {
    status,
    covers,
    showWhole,
    base,
    doc,
    errors,
    draft,
    changes,
    conflict,
    publishing,
    get,
    set,
    addItem,
    saveDraftNow,
    publishNow,
    openPreview,
    reapplyOnNewer,
    showNewer,
    discard,
    adoptPublished,
    reload,
  };
  return (
    <WholeDocument initially={!part} announceRef={announceWhole}>
      <EditorContext value={value}>{children}</EditorContext>
    </WholeDocument>
  );
}

/**
 * One titled card of a section ("Our story", "Weekly hours"). Here rather than in
 * site-frame.tsx or a file of its own (both measured): the frame draws Mantine's List, and
 * sections importing it made List's code count as common, which grew the audit tab's first load
 * by 3.5 KB gzip; a file of its own is one more request on three screens. Every section already
 * loads this module.
 */
export function SectionCard({
  title,
  align,
  children,
}: {
  title: ReactNode;
  align?: 'flex-start';
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" align={align}>
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
