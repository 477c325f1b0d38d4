/**
 * The testimonials section: the document's list, each with the shipped one's id (the page's
 * anchor) where there is one, and what the pages pick from it.
 */
import { defaultFeaturedReview, defaultTestimonials } from '../testimonials.ts';
import { testimonialDocument } from '../site-document.ts';
import type { City, Testimonial } from '../schema.ts';
import type { SiteContentDocument, TestimonialDocument } from '../site-document.ts';

/** The testimonials of a document, and those of its town pages (`cities`) for /testimonials. */
export function selectTestimonials(doc: SiteContentDocument, cities: readonly City[]) {
  const testimonials: Testimonial[] = doc.testimonials.map((t, i) => ({
    id: defaultTestimonials[i]?.id ?? `testimonial-${i + 1}`,
    ...testimonialDocument(t),
  }));
  return {
    testimonials,
    /** The three of the home page. */
    homeTestimonials: testimonials.slice(0, 3),
    /** The review in the structured data. */
    featuredReview: testimonials[0] ?? defaultFeaturedReview,
    /** Everything /testimonials shows: the general ones, then one from each town page. */
    allTestimonials: [
      ...testimonials,
      ...cities.flatMap((c) => (c.testimonial ? [c.testimonial] : [])),
    ],
  };
}

/** The document's testimonials section as `testimonials` write it. */
export function testimonialsDocument(testimonials: readonly Testimonial[]): TestimonialDocument[] {
  return testimonials.map(testimonialDocument);
}
