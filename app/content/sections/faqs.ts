/** The FAQ section: the FAQ page's tabs (../faqs.ts) with the document's questions. */
import { defaultFaqCategories } from '../faqs.ts';
import type { FaqCategory, FaqCategoryId } from '../schema.ts';
import type { FaqDocument, SiteContentDocument } from '../site-document.ts';

/** The FAQ tabs of a document, in the shipped order. */
export function selectFaqCategories(doc: SiteContentDocument): FaqCategory[] {
  return defaultFaqCategories.map((category) => ({ ...category, faqs: doc.faqs[category.id] }));
}

/** The document's FAQ section as `categories` write it. */
export function faqsDocument(
  categories: readonly FaqCategory[],
): Record<FaqCategoryId, FaqDocument[]> {
  return Object.fromEntries(
    categories.map((c) => [c.id, c.faqs.map((f) => ({ question: f.question, answer: f.answer }))]),
  ) as Record<FaqCategoryId, FaqDocument[]>;
}
