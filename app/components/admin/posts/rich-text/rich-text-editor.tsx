import { Button, Group, Stack, Text } from '@mantine/core';
import { EditorView } from 'prosemirror-view';
import type { EditorState, Command } from 'prosemirror-state';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { postEditorMessages as m } from '#app/lib/messages/post-editor.ts';
import { linkAllowed } from '#app/lib/post-editing.ts';
import { PlainTextInput } from '../../plain-input.tsx';
import {
  blockActive,
  createState,
  currentLink,
  insertPhoto,
  linkMention,
  markActive,
  redo,
  selectedPhoto,
  serializeBody,
  setLink,
  setPhotoAlt,
  toggleBold,
  toggleHeading,
  toggleItalic,
  toggleList,
  undo,
  type PhotoInsert,
} from './commands.ts';
import { photosWithoutAlt, postSchema } from './schema.ts';
import './rich-text.css';

/** What the post form may ask of the editor. */
export interface RichTextHandle {
  insertPhoto(photo: PhotoInsert): void;
  linkMention(text: string, href: string): boolean;
}

export interface BodyChange {
  html: string;
  /** The `src` of each photo that has no alt text yet. */
  photosWithoutAlt: string[];
  /** The body's plain text (for the link suggestions). */
  text: string;
}

export interface RichTextEditorProps {
  initialHtml: string;
  onChange: (change: BodyChange) => void;
  /** The owner asked to add a photo (the form opens its picker). */
  onPhotoRequest: () => void;
  /** The id of the element labelling the editable area. */
  labelledBy: string;
  handle?: Ref<RichTextHandle>;
  /** Put the cursor in the body once the editor is there (the owner tapped it to load it). */
  focusOnLoad?: boolean;
  /** Called once the editor is on screen (the stored body shown until then is taken away). */
  onReady?: () => void;
}

/**
 * The post body's editor: ProseMirror with the schema the server keeps (decision 0022), a
 * toolbar big enough for a thumb, and the photo's alt text edited in place. Loaded lazily
 * (lazy-body.tsx), so no other admin screen pays for it.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const mount = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const [state, setState] = useState<EditorState | null>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkDraft, setLinkDraft] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [altDraft, setAltDraft] = useState<{ pos: number; value: string } | null>(null);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;

  useEffect(() => {
    if (!mount.current) return;
    const editor = new EditorView(mount.current, {
      state: createState(props.initialHtml),
      attributes: {
        class: 'post-body-editor',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': props.labelledBy,
      },
      dispatchTransaction(tr) {
        const next = editor.state.apply(tr);
        editor.updateState(next);
        setState(next);
        if (tr.docChanged) {
          onChange.current({
            html: serializeBody(next.doc),
            photosWithoutAlt: photosWithoutAlt(next.doc),
            text: next.doc.textBetween(0, next.doc.content.size, '\n', ' '),
          });
        }
      },
    });
    view.current = editor;
    setState(editor.state);
    props.onReady?.();
    // After the frame that swaps the stored body for the editor (focus would stay on the old).
    const focusing = props.focusOnLoad ? requestAnimationFrame(() => editor.focus()) : 0;
    onChange.current({
      html: serializeBody(editor.state.doc),
      photosWithoutAlt: photosWithoutAlt(editor.state.doc),
      text: editor.state.doc.textBetween(0, editor.state.doc.content.size, '\n', ' '),
    });
    return () => {
      cancelAnimationFrame(focusing);
      editor.destroy();
      view.current = null;
    };
    // The document is the editor's own from here on: a new initialHtml means a new editor (key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useImperativeHandle(
    props.handle,
    () => ({
      insertPhoto: (photo) => run(insertPhoto(photo)),
      linkMention: (text, href) => run(linkMention(text, href)),
    }),
    [],
  );

  function run(command: Command): boolean {
    const editor = view.current;
    if (!editor) return false;
    const done = command(editor.state, editor.dispatch);
    editor.focus();
    return done;
  }

  const photo = state ? selectedPhoto(state) : null;
  const alt = photo && altDraft?.pos === photo.pos ? altDraft.value : (photo?.alt ?? '');

  const tool = (label: string, active: boolean, command: Command) => (
    <Button
      key={label}
      size="sm"
      variant={active ? 'filled' : 'default'}
      aria-pressed={active}
      disabled={!state}
      // Keeps the selection: a button that took focus would lose what the owner selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => run(command)}
    >
      {label}
    </Button>
  );

  const { nodes, marks } = postSchema;
  return (
    <Stack gap="xs">
      <Group gap={6} role="toolbar" aria-label={m.toolbar} className="post-toolbar">
        {tool(
          m.heading,
          Boolean(state && blockActive(state, nodes['heading']!, 2)),
          toggleHeading(2),
        )}
        {tool(
          m.subheading,
          Boolean(state && blockActive(state, nodes['heading']!, 3)),
          toggleHeading(3),
        )}
        {tool(m.bold, Boolean(state && markActive(state, marks['strong']!)), toggleBold)}
        {tool(m.italic, Boolean(state && markActive(state, marks['em']!)), toggleItalic)}
        {tool(
          m.bulletList,
          Boolean(state && blockActive(state, nodes['bullet_list']!)),
          toggleList('bullet'),
        )}
        {tool(
          m.numberedList,
          Boolean(state && blockActive(state, nodes['ordered_list']!)),
          toggleList('ordered'),
        )}
        <Button
          size="sm"
          variant={state && currentLink(state) ? 'filled' : 'default'}
          aria-expanded={linkOpen}
          disabled={!state}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setLinkDraft((state && currentLink(state)) ?? '');
            setLinkError(null);
            setLinkOpen((open) => !open);
          }}
        >
          {m.link}
        </Button>
        <Button size="sm" variant="default" disabled={!state} onClick={props.onPhotoRequest}>
          {m.photo}
        </Button>
        {tool(m.undo, false, undo)}
        {tool(m.redo, false, redo)}
      </Group>
      {linkOpen ? (
        <Group gap="xs" align="flex-end">
          <PlainTextInput
            label={m.linkAddress}
            description={m.linkHint}
            value={linkDraft}
            error={linkError ?? undefined}
            inputMode="url"
            style={{ flex: '1 1 16rem' }}
            onChange={(event) => setLinkDraft(event.currentTarget.value)}
          />
          <Button
            size="sm"
            onClick={() => {
              const href = linkDraft.trim();
              if (!linkAllowed(href)) return setLinkError(m.linkInvalid);
              run(setLink(href));
              setLinkOpen(false);
            }}
          >
            {m.linkApply}
          </Button>
          <Button
            size="sm"
            variant="default"
            onClick={() => {
              run(setLink(''));
              setLinkOpen(false);
            }}
          >
            {m.linkRemove}
          </Button>
        </Group>
      ) : null}
      <div ref={mount} className="post-body-frame" />
      {!state ? <Text size="sm">{m.editorLoading}</Text> : null}
      {photo ? (
        <Group gap="xs" align="flex-end">
          <PlainTextInput
            label={m.photoAlt}
            description={m.photoAltHint}
            required
            value={alt}
            error={alt.trim() === '' ? m.photoAltRequired : undefined}
            style={{ flex: '1 1 16rem' }}
            onChange={(event) => setAltDraft({ pos: photo.pos, value: event.currentTarget.value })}
          />
          <Button
            size="sm"
            disabled={alt.trim() === ''}
            onClick={() => {
              run(setPhotoAlt(photo.pos, alt));
              setAltDraft(null);
            }}
          >
            {m.photoAltSave}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
