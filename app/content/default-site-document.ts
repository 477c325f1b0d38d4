/**
 * The site document as the code ships it: what an install with no published version shows, and
 * what the editor's "reset" goes back to. Its business section is the seed written in
 * ./business.ts; the other sections are the editable fields of the typed content records
 * (./services.ts, ./cities/, ./faqs.ts, ...), each taken by its section's module in ./sections/
 * (beside the selector that puts them back), whose schemas take those fields from the document
 * schema (./schema.ts), so the two cannot disagree. Prose keeps its `{{tokens}}`.
 */
import { defaultBusinessDocument } from './business.ts';
import { defaultCities } from './cities/index.ts';
import { defaultFaqCategories } from './faqs.ts';
import { defaultGalleryItems } from './gallery.ts';
import { aboutContent } from './pages/about.ts';
import { aboutDocument } from './sections/about.ts';
import { bannerDocument } from './sections/banner.ts';
import { faqsDocument } from './sections/faqs.ts';
import { galleryDocument } from './sections/gallery.ts';
import { servicesDocument } from './sections/services.ts';
import { testimonialsDocument } from './sections/testimonials.ts';
import { citiesDocument } from './sections/towns.ts';
import { defaultEmergencyBanner } from './site.ts';
import { defaultServices } from './services.ts';
import { SiteContentDocumentSchema } from './site-document.ts';
import type { SiteContentDocument } from './site-document.ts';
import { defaultTestimonials } from './testimonials.ts';

function buildDefaultDocument(): SiteContentDocument {
  return SiteContentDocumentSchema.parse({
    business: defaultBusinessDocument,
    banner: bannerDocument(defaultEmergencyBanner),
    services: servicesDocument(defaultServices),
    cities: citiesDocument(defaultCities),
    faqs: faqsDocument(defaultFaqCategories),
    testimonials: testimonialsDocument(defaultTestimonials),
    gallery: galleryDocument(defaultGalleryItems),
    about: aboutDocument(aboutContent),
  } satisfies SiteContentDocument);
}

/** The site as the code ships it: what an install with no published version shows. */
export const defaultSiteDocument: SiteContentDocument = buildDefaultDocument();
