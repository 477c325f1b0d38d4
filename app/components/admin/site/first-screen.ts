import type { SiteContentDocument } from '#app/content/site-document.ts';
import { diffDocs, type Change } from './doc-path.ts';
import type { Published, Version } from './site-api.ts';

/**
 * What the Site route's loader gives the editor's first screen. A section opened by a page load
 * gets only its part of the documents (the business profile is 1 KB of the ~53 KB document,
 * which is ~21 KB gzip of every such page); the editor reads the whole document from the
 * content API right after, before anything can be saved. Moving between sections in the page
 * loads nothing: the whole document is there by then.
 */

type SiteDoc = SiteContentDocument;

/** A top-level part of the document, edited by the section of the same name. */
export type DocPart = keyof SiteDoc;

const DOC_PARTS: readonly DocPart[] = [
  'business',
  'banner',
  'services',
  'cities',
  'faqs',
  'testimonials',
  'gallery',
  'about',
];

/** The part a section edits; null for the overview, history and transfer (the whole document). */
export function docPartOf(sectionId: string | undefined): DocPart | null {
  return DOC_PARTS.find((part) => part === sectionId) ?? null;
}

export interface InitialContent {
  published: Published<SiteDoc>;
  draft: { baseVersion: Version; content: SiteDoc } | null;
  /**
   * Set when `published` and `draft` hold only this part of their documents. `otherChanges`:
   * the draft's changes outside it, so the first screen counts every unpublished change.
   */
  part?: { name: DocPart; otherChanges: Change[] } | undefined;
}

/** The server's draft when it applies as is (same base version), else the live content. */
export function firstScreen(initial: InitialContent | null): SiteDoc | null {
  if (!initial) return null;
  const { published, draft } = initial;
  return draft && String(draft.baseVersion) === String(published.version)
    ? draft.content
    : published.content;
}

/**
 * The loader's answer: the whole documents, or only `part` of them. The cut documents are typed
 * as whole ones on purpose: until the whole document arrives the editor shows only the section
 * of that part (see `covers` in site-editor.tsx), and nothing is saved or kept on the device.
 */
export function initialContent(
  published: Published<SiteDoc>,
  draft: InitialContent['draft'],
  part: DocPart | null,
): InitialContent {
  const whole: InitialContent = { published, draft };
  if (!part) return whole;
  const cut = (doc: SiteDoc) => ({ [part]: doc[part] }) as unknown as SiteDoc;
  const onScreen = firstScreen(whole) ?? published.content;
  return {
    published: { version: published.version, content: cut(published.content) },
    draft: draft ? { baseVersion: draft.baseVersion, content: cut(draft.content) } : null,
    part: {
      name: part,
      otherChanges: diffDocs(published.content, onScreen).filter(
        (change) => change.path.split('.')[0] !== part,
      ),
    },
  };
}
