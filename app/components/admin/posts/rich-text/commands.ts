import { baseKeymap, setBlockType, toggleMark } from 'prosemirror-commands';
import { history, redo, undo } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import {
  DOMParser,
  DOMSerializer,
  type MarkType,
  type Node,
  type NodeType,
} from 'prosemirror-model';
import { liftListItem, sinkListItem, splitListItem, wrapInList } from 'prosemirror-schema-list';
import { EditorState, NodeSelection, type Command, type Plugin } from 'prosemirror-state';
import { postSchema } from './schema.ts';

const { nodes, marks } = postSchema;
const paragraph = nodes['paragraph']!;
const heading = nodes['heading']!;
const bulletList = nodes['bullet_list']!;
const orderedList = nodes['ordered_list']!;
const listItem = nodes['list_item']!;
const image = nodes['image']!;
const strong = marks['strong']!;
const em = marks['em']!;
const link = marks['link']!;

/** A photo as the editor inserts it: an upload's public path and what it shows. */
export interface PhotoInsert {
  src: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

export function editorPlugins(): Plugin[] {
  return [
    history(),
    keymap({
      'Mod-z': undo,
      'Shift-Mod-z': redo,
      'Mod-y': redo,
      'Mod-b': toggleMark(strong),
      'Mod-i': toggleMark(em),
      Enter: splitListItem(listItem),
      Tab: sinkListItem(listItem),
      'Shift-Tab': liftListItem(listItem),
    }),
    keymap(baseKeymap),
  ];
}

/** The document for stored body HTML (anything the schema has no node for is dropped). */
export function parseBody(html: string): Node {
  const holder = document.createElement('div');
  // A detached <template> parses without loading images or running anything.
  const template = document.createElement('template');
  template.innerHTML = html;
  holder.append(template.content);
  return DOMParser.fromSchema(postSchema).parse(holder);
}

export function createState(html: string): EditorState {
  return EditorState.create({ doc: parseBody(html), plugins: editorPlugins() });
}

/** The body as HTML, the one form the server stores (it sanitizes it again). */
export function serializeBody(doc: Node): string {
  const holder = document.createElement('div');
  holder.append(DOMSerializer.fromSchema(postSchema).serializeFragment(doc.content));
  // An empty document is one empty paragraph: no body at all, so the server asks for one.
  return doc.textContent.trim() === '' && !hasPhoto(doc) ? '' : holder.innerHTML;
}

function hasPhoto(doc: Node): boolean {
  let found = false;
  doc.descendants((node) => {
    if (node.type === image) found = true;
    return !found;
  });
  return found;
}

export function markActive(state: EditorState, type: MarkType): boolean {
  const { from, $from, to, empty } = state.selection;
  if (empty) return Boolean(type.isInSet(state.storedMarks ?? $from.marks()));
  return state.doc.rangeHasMark(from, to, type);
}

export function blockActive(state: EditorState, type: NodeType, level?: number): boolean {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth--) {
    const node = $from.node(depth);
    if (node.type === type && (level === undefined || node.attrs['level'] === level)) return true;
  }
  return false;
}

/** A heading level on, or back to a paragraph when the block already is one. */
export function toggleHeading(level: 2 | 3): Command {
  return (state, dispatch) =>
    blockActive(state, heading, level)
      ? setBlockType(paragraph)(state, dispatch)
      : setBlockType(heading, { level })(state, dispatch);
}

/** A list around the selection, or the items lifted out when they are already in that list. */
export function toggleList(kind: 'bullet' | 'ordered'): Command {
  const type = kind === 'bullet' ? bulletList : orderedList;
  return (state, dispatch) =>
    blockActive(state, type)
      ? liftListItem(listItem)(state, dispatch)
      : wrapInList(type)(state, dispatch);
}

export const toggleBold: Command = toggleMark(strong);
export const toggleItalic: Command = toggleMark(em);

/** The link under the cursor or the selection, if any. */
export function currentLink(state: EditorState): string | null {
  const { $from, from, to, empty } = state.selection;
  if (empty) {
    const mark = link.isInSet($from.marks());
    return mark ? String(mark.attrs['href']) : null;
  }
  let href: string | null = null;
  state.doc.nodesBetween(from, to, (node) => {
    const mark = link.isInSet(node.marks);
    if (mark) href = String(mark.attrs['href']);
  });
  return href;
}

/**
 * Links the selection (or the whole link the cursor is in) to `href`; an empty `href` removes
 * the link. With nothing selected and no link there, the address itself is inserted, linked.
 */
export function setLink(href: string): Command {
  return (state, dispatch) => {
    let { from, to } = state.selection;
    if (state.selection.empty) {
      const range = linkRange(state);
      if (range) ({ from, to } = range);
    }
    if (!dispatch) return true;
    const tr = state.tr;
    if (href === '') {
      tr.removeMark(from, to, link);
    } else if (from === to) {
      tr.insertText(href, from).addMark(from, from + href.length, link.create({ href }));
    } else {
      tr.removeMark(from, to, link).addMark(from, to, link.create({ href }));
    }
    dispatch(tr.scrollIntoView());
    return true;
  };
}

/** Links `text` where it first occurs unlinked in the document (a link suggestion taken). */
export function linkMention(text: string, href: string): Command {
  return (state, dispatch) => {
    let found: { from: number; to: number } | null = null;
    state.doc.descendants((node, pos) => {
      if (found || !node.isText || link.isInSet(node.marks)) return !found;
      const index = (node.text ?? '').indexOf(text);
      if (index >= 0) found = { from: pos + index, to: pos + index + text.length };
      return !found;
    });
    if (!found) return false;
    const { from, to } = found;
    if (dispatch) dispatch(state.tr.addMark(from, to, link.create({ href })));
    return true;
  };
}

function linkRange(state: EditorState): { from: number; to: number } | null {
  const { $from } = state.selection;
  const cursor = $from.parentOffset;
  // Runs of text linked to one address, in the cursor's block, as offsets in that block.
  const runs: Array<{ from: number; to: number; href: string }> = [];
  $from.parent.forEach((child, offset) => {
    const mark = link.isInSet(child.marks);
    if (!mark) return;
    const href = String(mark.attrs['href']);
    const last = runs.at(-1);
    if (last && last.to === offset && last.href === href) last.to = offset + child.nodeSize;
    else runs.push({ from: offset, to: offset + child.nodeSize, href });
  });
  const run = runs.find((r) => r.from <= cursor && cursor <= r.to);
  return run ? { from: $from.start() + run.from, to: $from.start() + run.to } : null;
}

/** A photo at the cursor (a selection is replaced), or after the selected photo. */
export function insertPhoto(photo: PhotoInsert): Command {
  return (state, dispatch) => {
    const node = image.create({
      src: photo.src,
      alt: photo.alt.trim(),
      width: photo.width ?? null,
      height: photo.height ?? null,
    });
    if (!dispatch) return true;
    const { selection } = state;
    // A photo selected (the one just added, say) stays: the new one goes after it.
    const tr =
      selection instanceof NodeSelection
        ? state.tr.insert(selection.to, node)
        : state.tr.replaceSelectionWith(node);
    dispatch(tr.scrollIntoView());
    return true;
  };
}

/** The selected photo, if the selection is one. */
export function selectedPhoto(
  state: EditorState,
): { pos: number; src: string; alt: string } | null {
  const selection = state.selection;
  if (!(selection instanceof NodeSelection) || selection.node.type !== image) return null;
  return {
    pos: selection.from,
    src: String(selection.node.attrs['src']),
    alt: String(selection.node.attrs['alt']),
  };
}

/** Sets the alt text of the photo at `pos`. */
export function setPhotoAlt(pos: number, alt: string): Command {
  return (state, dispatch) => {
    const node = state.doc.nodeAt(pos);
    if (!node || node.type !== image) return false;
    if (dispatch) {
      const tr = state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, alt: alt.trim() });
      dispatch(tr.setSelection(NodeSelection.create(tr.doc, pos)));
    }
    return true;
  };
}

export { redo, undo };
