/** The about section: the about page's copy (../pages/about.ts) with the document's story and values. */
import { aboutContent } from '../pages/about.ts';
import type { SiteContentDocument } from '../site-document.ts';

type AboutDocument = SiteContentDocument['about'];

/** The about page's copy of a document. */
export function selectAbout(doc: SiteContentDocument): typeof aboutContent {
  return {
    ...aboutContent,
    story: { ...aboutContent.story, paragraphs: doc.about.story },
    values: { ...aboutContent.values, items: doc.about.values },
  };
}

/** The document's about section as `about` writes it. */
export function aboutDocument(about: typeof aboutContent): AboutDocument {
  return {
    story: [...about.story.paragraphs],
    values: about.values.items.map((v) => ({ title: v.title, text: v.text })),
  };
}
