/**
 * The gallery section: the ten shipped work examples (../gallery.ts) with the document's title
 * and text; an item whose document names no uploaded image keeps the shipped picture.
 */
import { defaultGalleryItems } from '../gallery.ts';
import type { GalleryItem } from '../schema.ts';
import type { GalleryDocument, SiteContentDocument } from '../site-document.ts';

/** The gallery items of a document, in the shipped order (the document has one per item). */
export function selectGalleryItems(doc: SiteContentDocument): GalleryItem[] {
  return defaultGalleryItems.map((item, i) => {
    const g = doc.gallery[i];
    if (!g) return item;
    return {
      ...item,
      title: g.title,
      description: g.description,
      ...(g.image === null ? {} : { upload: g.image }),
    };
  });
}

/** The document's gallery section as `items` write it (no uploaded image: the shipped ones). */
export function galleryDocument(items: readonly GalleryItem[]): GalleryDocument[] {
  return items.map((g) => ({ title: g.title, description: g.description, image: null }));
}
