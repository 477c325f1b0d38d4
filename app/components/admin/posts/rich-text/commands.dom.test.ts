// @vitest-environment happy-dom
/**
 * The post body's document and toolbar commands (issue 40): what the editor keeps of pasted or
 * stored HTML is what the server's sanitizer keeps, and each toolbar button does its one thing
 * and undoes it when pressed again.
 */
import { TextSelection, type Command, type EditorState } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import {
  createState,
  currentLink,
  insertPhoto,
  linkMention,
  selectedPhoto,
  serializeBody,
  setLink,
  setPhotoAlt,
  toggleBold,
  toggleHeading,
  toggleItalic,
  toggleList,
} from './commands.ts';
import { photosWithoutAlt } from './schema.ts';

function apply(state: EditorState, command: Command): EditorState {
  let next = state;
  expect(command(state, (tr) => (next = state.apply(tr)))).toBe(true);
  return next;
}

/** The state with the text `word` selected (its first occurrence). */
function select(state: EditorState, word: string): EditorState {
  let from = -1;
  state.doc.descendants((node, pos) => {
    const index = node.isText ? (node.text ?? '').indexOf(word) : -1;
    if (from < 0 && index >= 0) from = pos + index;
    return from < 0;
  });
  expect(from).toBeGreaterThan(-1);
  return state.apply(
    state.tr.setSelection(TextSelection.create(state.doc, from, from + word.length)),
  );
}

const html = (state: EditorState) => serializeBody(state.doc);

function photoSources(state: EditorState): string[] {
  const sources: string[] = [];
  state.doc.descendants((node) => {
    if (node.type.name === 'image') sources.push(String(node.attrs['src']));
  });
  return sources;
}

describe('the post body document', () => {
  it('keeps headings, paragraphs, lists, links, bold, italic and photos as they are stored', () => {
    const stored =
      '<h2>Spring repair</h2><p>A <strong>broken</strong> <em>spring</em> in ' +
      '<a href="/locations/concord-nc">Concord</a>.</p><ul><li><p>One</p></li></ul>' +
      '<ol><li><p>Two</p></li></ol><h3>After</h3>' +
      '<img src="/uploads/a.jpg" alt="The new spring" width="640" height="480">';
    expect(html(createState(stored))).toBe(stored);
  });

  it('drops what the server would refuse: scripts, handlers, styles, iframes, javascript: links', () => {
    const pasted =
      '<p onclick="alert(1)" style="color:red">Hi <a href="javascript:alert(1)">there</a>' +
      '<script>alert(1)</script></p><iframe src="https://evil.example"></iframe>' +
      '<table><tr><td>cell</td></tr></table><h1>Big</h1><b style="font-weight:normal">plain</b>';
    const out = html(createState(pasted));
    expect(out).toBe('<p>Hi there</p><p>cell</p><h2>Big</h2><p>plain</p>');
  });

  it('has no body at all when nothing is written', () => {
    expect(html(createState(''))).toBe('');
    expect(html(createState('<p>   </p>'))).toBe('');
  });

  it('lists the photos without alt text', () => {
    const state = createState(
      '<img src="/uploads/a.jpg" alt=""><img src="/uploads/b.jpg" alt="Door">',
    );
    expect(photosWithoutAlt(state.doc)).toEqual(['/uploads/a.jpg']);
  });
});

describe('the toolbar commands', () => {
  it('turns a paragraph into a heading and back', () => {
    let state = select(createState('<p>Title here</p>'), 'Title');
    state = apply(state, toggleHeading(2));
    expect(html(state)).toBe('<h2>Title here</h2>');
    state = apply(state, toggleHeading(3));
    expect(html(state)).toBe('<h3>Title here</h3>');
    state = apply(state, toggleHeading(3));
    expect(html(state)).toBe('<p>Title here</p>');
  });

  it('makes the selection bold and italic, and plain again', () => {
    let state = select(createState('<p>a strong word</p>'), 'strong');
    state = apply(state, toggleBold);
    state = apply(state, toggleItalic);
    expect(html(state)).toBe('<p>a <strong><em>strong</em></strong> word</p>');
    state = apply(apply(state, toggleBold), toggleItalic);
    expect(html(state)).toBe('<p>a strong word</p>');
  });

  it('wraps a paragraph in a bulleted or numbered list and lifts it out again', () => {
    let state = select(createState('<p>Item</p>'), 'Item');
    state = apply(state, toggleList('bullet'));
    expect(html(state)).toBe('<ul><li><p>Item</p></li></ul>');
    state = apply(state, toggleList('bullet'));
    expect(html(state)).toBe('<p>Item</p>');
    state = apply(state, toggleList('ordered'));
    expect(html(state)).toBe('<ol><li><p>Item</p></li></ol>');
  });

  it('links a selection, changes the whole link from inside it, and removes it', () => {
    let state = select(createState('<p>See our repair page.</p>'), 'repair page');
    state = apply(state, setLink('/services/garage-door-repair'));
    expect(html(state)).toBe(
      '<p>See our <a href="/services/garage-door-repair">repair page</a>.</p>',
    );
    // The cursor inside the link, nothing selected: the whole link changes.
    const inside = state.apply(state.tr.setSelection(TextSelection.create(state.doc, 12)));
    expect(currentLink(inside)).toBe('/services/garage-door-repair');
    state = apply(inside, setLink('/services'));
    expect(html(state)).toBe('<p>See our <a href="/services">repair page</a>.</p>');
    state = apply(
      state.apply(state.tr.setSelection(TextSelection.create(state.doc, 12))),
      setLink(''),
    );
    expect(html(state)).toBe('<p>See our repair page.</p>');
  });

  it('links the first unlinked mention of a suggestion', () => {
    let state = createState('<p><a href="/x">Concord</a> and Concord again</p>');
    state = apply(state, linkMention('Concord', '/locations/concord-nc'));
    expect(html(state)).toBe(
      '<p><a href="/x">Concord</a> and <a href="/locations/concord-nc">Concord</a> again</p>',
    );
    expect(linkMention('Huntersville', '/y')(state)).toBe(false);
  });

  it('inserts a photo with its alt text and edits the alt of the selected photo', () => {
    let state = select(createState('<p>Before</p>'), 'Before');
    state = apply(
      state,
      insertPhoto({ src: '/uploads/a.jpg', alt: '  New door  ', width: 800, height: 600 }),
    );
    expect(html(state)).toContain(
      '<img src="/uploads/a.jpg" alt="New door" width="800" height="600">',
    );
    let pos = -1;
    state.doc.descendants((node, at) => {
      if (node.type.name === 'image') pos = at;
    });
    state = apply(state, setPhotoAlt(pos, 'The new insulated door'));
    expect(selectedPhoto(state)).toEqual({
      pos,
      src: '/uploads/a.jpg',
      alt: 'The new insulated door',
    });
    // With that photo selected, the next one goes after it.
    state = apply(state, insertPhoto({ src: '/uploads/b.jpg', alt: 'After' }));
    expect(photoSources(state)).toEqual(['/uploads/a.jpg', '/uploads/b.jpg']);
  });
});
