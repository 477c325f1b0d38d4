/**
 * The copy of every page, one file per page (./<page>.ts: its hero, SEO and texts), gathered
 * into the records the routes read. Import through app/content/index.ts.
 */
import type { StaticPageId } from '../../lib/urls.ts';
import { SeoSchema } from '../schema.ts';
import type { Hero, Seo } from '../schema.ts';
import { liveView } from '../live-holder.ts';
import { aboutContent as defaultAboutContent } from './about.ts';
import { cityPageContent as defaultCityPageContent } from './city.ts';
import { contactContent as defaultContactContent } from './contact.ts';
import { faqsPageContent as defaultFaqsPageContent } from './faqs.ts';
import { freeEstimateContent as defaultFreeEstimateContent } from './free-estimate.ts';
import { galleryContent as defaultGalleryContent } from './gallery.ts';
import { homeContent as defaultHomeContent, trustPoints as defaultTrustPoints } from './home.ts';
import { locationsContent as defaultLocationsContent } from './locations.ts';
import { privacyPolicy as defaultPrivacyPolicy } from './privacy-policy.ts';
import { servicePageContent as defaultServicePageContent } from './service.ts';
import { servicesIndexContent as defaultServicesIndexContent } from './services.ts';
import { testimonialsContent as defaultTestimonialsContent } from './testimonials.ts';
import { uploadContent as defaultUploadContent } from './upload.ts';
import * as about from './about.ts';
import * as city from './city.ts';
import * as contact from './contact.ts';
import * as faqs from './faqs.ts';
import * as freeEstimate from './free-estimate.ts';
import * as gallery from './gallery.ts';
import * as home from './home.ts';
import * as locations from './locations.ts';
import * as privacyPolicyPage from './privacy-policy.ts';
import * as services from './services.ts';
import * as testimonials from './testimonials.ts';
import * as upload from './upload.ts';

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
  const parsed = SeoSchema.safeParse(seo);
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
  aboutContent: defaultAboutContent,
  cityPageContent: defaultCityPageContent,
  contactContent: defaultContactContent,
  faqsPageContent: defaultFaqsPageContent,
  freeEstimateContent: defaultFreeEstimateContent,
  galleryContent: defaultGalleryContent,
  homeContent: defaultHomeContent,
  trustPoints: defaultTrustPoints,
  locationsContent: defaultLocationsContent,
  privacyPolicy: defaultPrivacyPolicy,
  servicePageContent: defaultServicePageContent,
  servicesIndexContent: defaultServicesIndexContent,
  testimonialsContent: defaultTestimonialsContent,
  uploadContent: defaultUploadContent,
  pageHeroes: defaultPageHeroes,
  pageSeo: defaultPageSeo,
  whyChooseUs: defaultWhyChooseUs,
};

// The current page copy (published content or the defaults): views over ../live-holder.ts.
export const aboutContent: typeof defaultAboutContent = liveView(
  'aboutContent',
  defaultAboutContent,
);
export const cityPageContent: typeof defaultCityPageContent = liveView(
  'cityPageContent',
  defaultCityPageContent,
);
export const contactContent: typeof defaultContactContent = liveView(
  'contactContent',
  defaultContactContent,
);
export const faqsPageContent: typeof defaultFaqsPageContent = liveView(
  'faqsPageContent',
  defaultFaqsPageContent,
);
export const freeEstimateContent: typeof defaultFreeEstimateContent = liveView(
  'freeEstimateContent',
  defaultFreeEstimateContent,
);
export const galleryContent: typeof defaultGalleryContent = liveView(
  'galleryContent',
  defaultGalleryContent,
);
export const homeContent: typeof defaultHomeContent = liveView('homeContent', defaultHomeContent);
export const trustPoints: typeof defaultTrustPoints = liveView('trustPoints', defaultTrustPoints);
export const locationsContent: typeof defaultLocationsContent = liveView(
  'locationsContent',
  defaultLocationsContent,
);
export const privacyPolicy: typeof defaultPrivacyPolicy = liveView(
  'privacyPolicy',
  defaultPrivacyPolicy,
);
export const servicePageContent: typeof defaultServicePageContent = liveView(
  'servicePageContent',
  defaultServicePageContent,
);
export const servicesIndexContent: typeof defaultServicesIndexContent = liveView(
  'servicesIndexContent',
  defaultServicesIndexContent,
);
export const testimonialsContent: typeof defaultTestimonialsContent = liveView(
  'testimonialsContent',
  defaultTestimonialsContent,
);
export const uploadContent: typeof defaultUploadContent = liveView(
  'uploadContent',
  defaultUploadContent,
);
export const pageHeroes: typeof defaultPageHeroes = liveView('pageHeroes', defaultPageHeroes);
export const pageSeo: typeof defaultPageSeo = liveView('pageSeo', defaultPageSeo);
export const whyChooseUs: typeof defaultWhyChooseUs = liveView('whyChooseUs', defaultWhyChooseUs);
