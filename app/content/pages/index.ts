/**
 * The copy of every page, one file per page (./<page>.ts: its hero, SEO and texts), gathered
 * into the records the routes read. Import through app/content/index.ts.
 */
import type { StaticPageId } from '../../lib/urls.ts';
import { SeoSchema } from '../schema.ts';
import type { Hero, Seo } from '../schema.ts';
import { withDefaultFacts } from '../business.ts';
import * as about from './about.ts';
import * as city from './city.ts';
import * as contact from './contact.ts';
import * as faqs from './faqs.ts';
import * as freeEstimate from './free-estimate.ts';
import * as gallery from './gallery.ts';
import * as home from './home.ts';
import * as locations from './locations.ts';
import * as privacyPolicyPage from './privacy-policy.ts';
import * as service from './service.ts';
import * as services from './services.ts';
import * as testimonials from './testimonials.ts';
import * as upload from './upload.ts';

export type HeroPageId =
  | 'home'
  | 'about'
  | 'services'
  | 'contact'
  | 'locations'
  | 'gallery'
  | 'faqs'
  | 'freeEstimate'
  | 'testimonials';

const defaultPageHeroes: Record<HeroPageId, Hero> = {
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

const defaultPageSeo: Record<StaticPageId, Seo> = {
  home: home.seo,
  contact: contact.seo,
  about: about.seo,
  services: services.seo,
  locations: locations.seo,
  freeEstimate: freeEstimate.seo,
  gallery: gallery.seo,
  testimonials: testimonials.seo,
  faqs: faqs.seo,
  privacyPolicy: privacyPolicyPage.seo,
  upload: upload.seo,
};

for (const [id, seo] of Object.entries(defaultPageSeo)) {
  // The lengths are those of the page as shown: checked with the facts filled in.
  const parsed = SeoSchema.safeParse(withDefaultFacts(seo));
  if (!parsed.success) throw new Error(`pageSeo.${id}: ${parsed.error.message}`);
}

const defaultWhyChooseUs = {
  /** Home page, four items. */
  home: home.whyChooseUs,
  /** Services index, four items. */
  services: services.whyChooseUs,
  /** City pages: a short list. */
  city: city.whyChooseUs,
};

/** The page copy as the code ships it (./live.ts builds published content from these). */
export const defaultPageContent = {
  aboutContent: about.aboutContent,
  cityPageContent: city.cityPageContent,
  contactContent: contact.contactContent,
  faqsPageContent: faqs.faqsPageContent,
  freeEstimateContent: freeEstimate.freeEstimateContent,
  galleryContent: gallery.galleryContent,
  homeContent: home.homeContent,
  trustPoints: home.trustPoints,
  locationsContent: locations.locationsContent,
  privacyPolicy: privacyPolicyPage.privacyPolicy,
  servicePageContent: service.servicePageContent,
  servicesIndexContent: services.servicesIndexContent,
  testimonialsContent: testimonials.testimonialsContent,
  uploadContent: upload.uploadContent,
  pageHeroes: defaultPageHeroes,
  pageSeo: defaultPageSeo,
  whyChooseUs: defaultWhyChooseUs,
};
