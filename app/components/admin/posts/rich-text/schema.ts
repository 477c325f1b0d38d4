import { Schema, type DOMOutputSpec, type Node, type NodeSpec } from 'prosemirror-model';
import { linkAllowed } from '#app/lib/post-editing.ts';

/** A node that is one element of `tag` holding its content, read back from that tag alone. */
function oneElement(tag: string, spec: NodeSpec): NodeSpec {
  return { ...spec, parseDOM: [{ tag }], toDOM: (): DOMOutputSpec => [tag, 0] };
}

/**
 * The post body's document, node for node what the server's sanitizer keeps (issue 40): two
 * heading levels under the post's own <h1>, paragraphs, bulleted and numbered lists, links,
 * bold, italic and photos from the site's image library. Anything else pasted in (tables,
 * colours, iframes) has no node here, so the editor drops it before the server ever sees it,
 * and what the owner sees while writing is what the page will show.
 */
export const postSchema = new Schema({
  nodes: {
    doc: { content: 'block+' },
    paragraph: oneElement('p', { group: 'block', content: 'inline*' }),
    heading: {
      group: 'block',
      content: 'text*',
      marks: 'em',
      attrs: { level: { default: 2 } },
      defining: true,
      parseDOM: [
        // The page's <h1> is the post's title: a pasted one becomes the first level below it.
        { tag: 'h1', attrs: { level: 2 } },
        { tag: 'h2', attrs: { level: 2 } },
        { tag: 'h3', attrs: { level: 3 } },
        { tag: 'h4', attrs: { level: 3 } },
      ],
      toDOM: (node): DOMOutputSpec => [`h${node.attrs['level'] === 3 ? 3 : 2}`, 0],
    },
    bullet_list: oneElement('ul', { group: 'block', content: 'list_item+' }),
    ordered_list: oneElement('ol', { group: 'block', content: 'list_item+' }),
    list_item: oneElement('li', { content: 'paragraph block*', defining: true }),
    image: {
      group: 'block',
      atom: true,
      draggable: true,
      attrs: {
        src: {},
        alt: { default: '' },
        width: { default: null },
        height: { default: null },
      },
      parseDOM: [
        {
          tag: 'img[src]',
          getAttrs: (dom) => ({
            src: dom.getAttribute('src'),
            alt: dom.getAttribute('alt') ?? '',
            width: numberOrNull(dom.getAttribute('width')),
            height: numberOrNull(dom.getAttribute('height')),
          }),
        },
      ],
      toDOM: (node): DOMOutputSpec => {
        const attrs: Record<string, string> = {
          src: String(node.attrs['src']),
          alt: String(node.attrs['alt']),
        };
        if (node.attrs['width']) attrs['width'] = String(node.attrs['width']);
        if (node.attrs['height']) attrs['height'] = String(node.attrs['height']);
        return ['img', attrs];
      },
    },
    text: { group: 'inline' },
    hard_break: {
      inline: true,
      group: 'inline',
      selectable: false,
      parseDOM: [{ tag: 'br' }],
      toDOM: (): DOMOutputSpec => ['br'],
    },
  },
  marks: {
    link: {
      attrs: { href: {} },
      inclusive: false,
      parseDOM: [
        {
          tag: 'a[href]',
          // A pasted javascript: or data: link keeps its text, not its address.
          getAttrs: (dom) => {
            const href = dom.getAttribute('href') ?? '';
            return linkAllowed(href) ? { href } : false;
          },
        },
      ],
      toDOM: (mark): DOMOutputSpec => ['a', { href: String(mark.attrs['href']) }, 0],
    },
    strong: {
      parseDOM: [
        { tag: 'strong' },
        // Pasted from word processors: <b style="font-weight:normal"> wraps whole documents.
        {
          tag: 'b',
          getAttrs: (dom) => (dom.style.fontWeight === 'normal' ? false : null),
        },
      ],
      toDOM: (): DOMOutputSpec => ['strong', 0],
    },
    em: {
      parseDOM: [{ tag: 'em' }, { tag: 'i' }],
      toDOM: (): DOMOutputSpec => ['em', 0],
    },
  },
});

function numberOrNull(value: string | null): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
}

/** The photos of a document with no alt text (their `src`s, in order). */
export function photosWithoutAlt(doc: Node): string[] {
  const missing: string[] = [];
  doc.descendants((node) => {
    if (node.type === postSchema.nodes['image'] && String(node.attrs['alt']).trim() === '') {
      missing.push(String(node.attrs['src']));
    }
    return true;
  });
  return missing;
}
