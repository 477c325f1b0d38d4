/**
 * Builds the site's full content from an owner's document (issue 15, decisions 0009 and 0015):
 * a short composition of selectors, one per section of the document (./sections/<section>.ts,
 * beside the section's document projection), then every `{{token}}` in the prose (the defaults'
 * and the owner's) filled with the document's business facts; the business profile is the view
 * ./business.ts `businessProfile` makes of the document's business section.
 *
 * The result, frozen with its version, is a `ContentSnapshot`: the server's content service
 * (app/server/content/content-service.ts) keeps the published one and puts it in each request's
 * router context; loaders hand it to the pages. Nothing reads content from module state.
 * Isomorphic (no node built-ins), but only the server calls it.
 */
import { businessProfile } from './business.ts';
import { fillFactsDeep } from './business-facts.ts';
import { defaultContactFaqs } from './faqs.ts';
import { defaultGalleryOfferings } from './gallery.ts';
import { defaultPageContent } from './pages/index.ts';
import { selectAbout } from './sections/about.ts';
import { selectBanner } from './sections/banner.ts';
import { selectFaqCategories } from './sections/faqs.ts';
import { selectGalleryItems } from './sections/gallery.ts';
import { selectNavigation } from './sections/navigation.ts';
import { selectServices } from './sections/services.ts';
import { selectTestimonials } from './sections/testimonials.ts';
import { selectCities } from './sections/towns.ts';
import type { BusinessProfile } from './schema.ts';
import { defaultCtaBanner, defaultFooter } from './site.ts';
import { defaultSiteDocument } from './default-site-document.ts';
import { DEFAULT_SITE_VERSION } from './site-document.ts';
import type { SiteContentDocument } from './site-document.ts';

/**
 * Every part of the site's content but the business profile, by name (what a snapshot's
 * `content` holds), each selected from its section of the document (./sections/), its prose
 * still naming the facts with tokens.
 */
function selectSections(doc: SiteContentDocument) {
  const services = selectServices(doc);
  const cities = selectCities(doc);
  return {
    specialHours: doc.business.specialHours,
    services,
    cities,
    faqCategories: selectFaqCategories(doc),
    contactFaqs: defaultContactFaqs,
    ...selectTestimonials(doc, cities),
    galleryItems: selectGalleryItems(doc),
    galleryOfferings: defaultGalleryOfferings,
    emergencyBanner: selectBanner(doc),
    navigation: selectNavigation(services, cities),
    footer: defaultFooter,
    defaultCta: defaultCtaBanner,
    ...defaultPageContent,
    aboutContent: selectAbout(doc),
  };
}

/** The full content of the site: the business profile, the chrome and every page's copy. */
export type SiteContent = ReturnType<typeof selectSections> & { business: BusinessProfile };

/** The site's full content of a document (a new tree: the defaults are never changed). */
export function buildSiteContent(doc: SiteContentDocument): SiteContent {
  // Facts last, in one pass (which copies the tree): the defaults' prose and the owner's name
  // them with tokens.
  return {
    ...fillFactsDeep(selectSections(doc), doc.business),
    business: businessProfile(doc.business),
  };
}

/**
 * The content one render shows: a published version (or a preview's draft), built once and
 * frozen so no render can change what other requests see. Version 0 is the defaults.
 */
export interface ContentSnapshot {
  readonly version: number;
  readonly content: SiteContent;
}

/** The snapshot of `document` shown as `version`. */
export function contentSnapshot(version: number, document: SiteContentDocument): ContentSnapshot {
  return deepFreeze({ version, content: buildSiteContent(document) });
}

/** The snapshot of the defaults (version 0): what a site shows before the first publish. */
export function defaultContentSnapshot(): ContentSnapshot {
  return contentSnapshot(DEFAULT_SITE_VERSION, defaultSiteDocument);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
