/**
 * The site document as the code ships it: what an install with no published version shows, and
 * what the editor's "reset" goes back to. Its business section is the seed written in
 * ./business.ts; the other sections are the editable fields of the typed content records
 * (./services.ts, ./cities/, ./faqs.ts, ...), whose schemas take those fields from the document
 * schema (./schema.ts), so the two cannot disagree. Prose keeps its `{{tokens}}`.
 */
import { defaultBusinessDocument } from './business.ts';
import { defaultCities } from './cities/index.ts';
import { defaultFaqCategories } from './faqs.ts';
import { defaultGalleryItems } from './gallery.ts';
import { aboutContent as defaultAboutContent } from './pages/about.ts';
import type { FaqCategoryId, ServiceSlug } from './schema.ts';
import { defaultEmergencyBanner } from './site.ts';
import { defaultServices } from './services.ts';
import { SiteContentDocumentSchema, testimonialDocument } from './site-document.ts';
import type {
  CityDocument,
  FaqDocument,
  ServiceDocument,
  SiteContentDocument,
} from './site-document.ts';
import { defaultTestimonials } from './testimonials.ts';

function buildDefaultDocument(): SiteContentDocument {
  const services = Object.fromEntries(
    defaultServices.map((s) => [
      s.slug,
      {
        title: s.title,
        subtitle: s.subtitle,
        mainText: s.body.map((section) => ({
          heading: section.heading,
          paragraphs: [...section.paragraphs],
          bullets: [...(section.bullets ?? [])],
        })),
        benefits: [...s.benefits],
        faqs: s.faqs.map((f) => ({ question: f.question, answer: f.answer })),
      } satisfies ServiceDocument,
    ]),
  ) as Record<ServiceSlug, ServiceDocument>;
  const cities = Object.fromEntries(
    defaultCities.map((c) => [
      c.slug,
      {
        name: c.cityName,
        stateCode: c.stateCode,
        county: c.county,
        latitude: c.latitude,
        longitude: c.longitude,
        description: [...c.intro],
        neighborhoods: [...c.neighborhoods],
        testimonial: c.testimonial ? testimonialDocument(c.testimonial) : null,
      } satisfies CityDocument,
    ]),
  ) as Record<string, CityDocument>;
  const faqs = Object.fromEntries(
    defaultFaqCategories.map((c) => [
      c.id,
      c.faqs.map((f) => ({ question: f.question, answer: f.answer })),
    ]),
  ) as Record<FaqCategoryId, FaqDocument[]>;
  return SiteContentDocumentSchema.parse({
    business: defaultBusinessDocument,
    banner: {
      enabled: true,
      long: defaultEmergencyBanner.long,
      short: defaultEmergencyBanner.short,
    },
    services,
    cities,
    faqs,
    testimonials: defaultTestimonials.map(testimonialDocument),
    gallery: defaultGalleryItems.map((g) => ({
      title: g.title,
      description: g.description,
      image: null,
    })),
    about: {
      story: [...defaultAboutContent.story.paragraphs],
      values: defaultAboutContent.values.items.map((v) => ({ title: v.title, text: v.text })),
    },
  });
}

/** The site as the code ships it: what an install with no published version shows. */
export const defaultSiteDocument: SiteContentDocument = buildDefaultDocument();
