/**
 * The copy of every page, one file per page (./<page>.ts: its hero, SEO and texts), gathered
 * into the records the routes read. Import through app/content/index.ts.
 */
import type { StaticPageId } from '../../lib/urls.ts';
import { SeoSchema } from '../schema.ts';
import type { Hero, Seo } from '../schema.ts';
import * as about from './about.ts';
import * as city from './city.ts';
import * as contact from './contact.ts';
import * as faqs from './faqs.ts';
import * as freeEstimate from './free-estimate.ts';
import * as gallery from './gallery.ts';
import * as home from './home.ts';
import * as locations from './locations.ts';
import * as privacyPolicy from './privacy-policy.ts';
import * as services from './services.ts';
import * as testimonials from './testimonials.ts';
import * as upload from './upload.ts';

export { aboutContent } from './about.ts';
export { cityPageContent } from './city.ts';
export { contactContent } from './contact.ts';
export { faqsPageContent } from './faqs.ts';
export { freeEstimateContent } from './free-estimate.ts';
export { galleryContent } from './gallery.ts';
export { homeContent, trustPoints } from './home.ts';
export { locationsContent } from './locations.ts';
export { privacyPolicy } from './privacy-policy.ts';
export { servicePageContent } from './service.ts';
export { servicesIndexContent } from './services.ts';
export { testimonialsContent } from './testimonials.ts';
export { uploadContent } from './upload.ts';

type HeroPageId =
  | 'home'
  | 'about'
  | 'services'
  | 'contact'
  | 'locations'
  | 'gallery'
  | 'faqs'
  | 'freeEstimate'
  | 'testimonials';

export const pageHeroes: Record<HeroPageId, Hero> = {
  home: home.hero,
  about: about.hero,
  services: services.hero,
  contact: contact.hero,
  locations: locations.hero,
  gallery: gallery.hero,
  faqs: faqs.hero,
  freeEstimate: freeEstimate.hero,
  testimonials: testimonials.hero,
};

export const pageSeo: Record<StaticPageId, Seo> = {
  home: home.seo,
  contact: contact.seo,
  about: about.seo,
  services: services.seo,
  locations: locations.seo,
  freeEstimate: freeEstimate.seo,
  gallery: gallery.seo,
  testimonials: testimonials.seo,
  faqs: faqs.seo,
  privacyPolicy: privacyPolicy.seo,
  upload: upload.seo,
};

for (const [id, seo] of Object.entries(pageSeo)) {
  const parsed = SeoSchema.safeParse(seo);
  if (!parsed.success) throw new Error(`pageSeo.${id}: ${parsed.error.message}`);
}

export const whyChooseUs = {
  /** Home page, four items. */
  home: home.whyChooseUs,
  /** Services index, four items. */
  services: services.whyChooseUs,
  /** City pages: a short list. */
  city: city.whyChooseUs,
};
