/**
 * The copy of every page, one file per page (./<page>.ts), the heroes in ./page-heroes.ts and
 * the SEO in ./page-seo.ts, gathered into the records the routes read. Import through
 * app/content/index.ts.
 */
import * as about from './about.ts';
import * as city from './city.ts';
import * as contact from './contact.ts';
import * as faqs from './faqs.ts';
import * as freeEstimate from './free-estimate.ts';
import * as gallery from './gallery.ts';
import * as home from './home.ts';
import * as locations from './locations.ts';
import { defaultPageHeroes } from './page-heroes.ts';
import { defaultPageSeo } from './page-seo.ts';
import * as privacyPolicyPage from './privacy-policy.ts';
import * as service from './service.ts';
import * as services from './services.ts';
import * as testimonials from './testimonials.ts';
import * as upload from './upload.ts';

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

export type { HeroPageId } from './page-heroes.ts';
