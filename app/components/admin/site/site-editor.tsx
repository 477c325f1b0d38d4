import { Paper, Stack, Title } from '@mantine/core';
import { useSubmit } from 'react-router';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { getAt, type Change, type PathPart } from './doc-path.ts';
import {
  changesOf,
  covers,
  createEditorStore,
  cutPartOf,
  initialState,
  isWhole,
  shownOf,
  type Conflict,
  type DraftState,
  type SiteDoc,
} from './editor-state.ts';
import type { DocPart, InitialContent } from './first-screen.ts';
import { visibleErrors } from './fresh-items.ts';
import { siteWrites, type Published } from './site-api.ts';
import { siteSubmitter } from './site-submit.ts';
import { useEditorEffects, type EditorActions } from './use-editor-effects.ts';

export type { Conflict, DraftState, SiteDoc } from './editor-state.ts';
export { toast, toastNotPublished } from './toast.ts';

/**
 * The Site editor's state, shared by its sections (each a route under /admin/site): the
 * published version the edits are based on, the document on screen, where the draft stands,
 * the errors by field path, and the actions (save the draft, preview, publish, re-apply after
 * a conflict). Lives in the browser only; the server's answers are the truth. The state and
 * its changes are in editor-state.ts, the timers and calls in use-editor-effects.ts; this
 * module wires them to React.
 */

export interface SiteEditor extends EditorActions {
  status: 'loading' | 'ready' | 'load-failed' | 'signed-out';
  /** Whether the document on screen has this part (a section not covered shows "Loading"). */
  covers: (part: DocPart | null) => boolean;
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
}

const EditorContext = createContext<SiteEditor | null>(null);

/**
 * What a section's fields read and do: the document on screen, the errors, and the setters.
 * A context of its own, changing only with the document and the errors: the whole document's
 * arrival behind a cut first screen, a draft saved, the publish bar's state redraw the frame,
 * not the thirty fields of a section (that redraw was a 70-85 ms task on a slowed phone right
 * after the screen opened, issue 28).
 */
export interface DocFields {
  doc: SiteDoc | null;
  errors: Record<string, string>;
  get: (path: readonly PathPart[]) => unknown;
  set: EditorActions['set'];
  addItem: EditorActions['addItem'];
}

const FieldsContext = createContext<DocFields | null>(null);

export function useDocFields(): DocFields {
  const fields = useContext(FieldsContext);
  if (!fields) throw new Error('useDocFields outside SiteEditorProvider');
  return fields;
}

/**
 * False while the editor has only the first screen's part of the document (a page load of one
 * section, first-screen.ts): saving, previewing and publishing wait for the whole of it. A
 * context of its own: its arrival redraws the publish bar, not every field of the section.
 */
const WholeContext = createContext(true);

export function useWholeDocument(): boolean {
  return useContext(WholeContext);
}

export function useSiteEditor(): SiteEditor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useSiteEditor outside SiteEditorProvider');
  return editor;
}

export function SiteEditorProvider({
  initial,
  children,
}: {
  /** Server-rendered first screen (no round trip before the form shows); null: fetch. */
  initial: InitialContent | null;
  children: ReactNode;
}) {
  const [store] = useState(() => createEditorStore(initialState(initial)));
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  // The router's submit is stable for the route: created once with it.
  const submit = useSubmit();
  const [writes] = useState(() => siteWrites(siteSubmitter(submit)));
  const actions = useEditorEffects(store, initial, state.attempt, writes);

  // The fields redraw only when what they show changes: the whole document's arrival behind
  // a cut first screen redraws the publish bar (WholeContext), not every field.
  const { status, clientErrors, serverErrors, fresh, draft, conflict, publishing } = state;
  const { doc, base } = shownOf(state);
  const cutPart = cutPartOf(state);
  const whole = isWhole(state);
  // Each derived value keeps its identity while its inputs do (sections use them in deps).
  const covering = useCallback((wanted: DocPart | null) => covers(cutPart, wanted), [cutPart]);
  const changes = useMemo(() => changesOf(cutPart, { doc, base }), [cutPart, doc, base]);
  const errors = useMemo(
    () => visibleErrors({ ...clientErrors, ...serverErrors }, fresh),
    [clientErrors, serverErrors, fresh],
  );
  const get = useCallback((path: readonly PathPart[]) => getAt(doc, path), [doc]);
  const fields = useMemo(
    (): DocFields => ({ doc, errors, get, set: actions.set, addItem: actions.addItem }),
    [doc, errors, get, actions],
  );
  const value = useMemo(
    (): SiteEditor => ({
      ...actions,
      status,
      covers: covering,
      base,
      doc,
      errors,
      draft,
      changes,
      conflict,
      publishing,
      get,
    }),
    [actions, status, covering, base, doc, errors, draft, changes, conflict, publishing, get],
  );
  return (
    <WholeContext value={whole}>
      <EditorContext value={value}>
        <FieldsContext value={fields}>{children}</FieldsContext>
      </EditorContext>
    </WholeContext>
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
