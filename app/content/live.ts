/**
 * Builds the site's full content from an owner's document (issue 15, decisions 0009 and 0015):
 * the typed defaults deep-copied, the document's fields applied, then every `{{token}}` in the
 * prose (the defaults' and the owner's) filled with the document's business facts; the business
 * profile is the view ./business.ts `businessProfile` makes of the document's business section.
 *
 * The result, frozen with its version, is a `ContentSnapshot`: the server's content service
 * (app/server/content/content-service.ts) keeps the published one and puts it in each request's
 * router context; loaders hand it to the pages. Nothing reads content from module state.
 * Isomorphic (no node built-ins), but only the server calls it.
 */
import { businessProfile } from './business.ts';
import { fillFactsDeep } from './business-facts.ts';
import { defaultCities } from './cities/index.ts';
import { townPage } from './cities/city.ts';
import { defaultContactFaqs, defaultFaqCategories } from './faqs.ts';
import { defaultGalleryItems, defaultGalleryOfferings } from './gallery.ts';
import { defaultPageContent } from './pages/index.ts';
import type {
  BusinessProfile,
  City,
  FaqCategory,
  GalleryItem,
  Service,
  Testimonial,
} from './schema.ts';
import { defaultServices } from './services.ts';
import {
  defaultCtaBanner,
  defaultEmergencyBanner,
  defaultFooter,
  defaultNavigation,
} from './site.ts';
import { defaultSiteDocument } from './default-site-document.ts';
import { DEFAULT_SITE_VERSION, testimonialDocument } from './site-document.ts';
import type { SiteContentDocument, SpecialHours, TestimonialDocument } from './site-document.ts';
import {
  defaultAllTestimonials,
  defaultFeaturedReview,
  defaultHomeTestimonials,
  defaultTestimonials,
} from './testimonials.ts';

/**
 * The defaults of every part of the site's content but the business profile, by name (what a
 * snapshot's `content` holds; the profile is made from the document alone).
 */
function defaultTree() {
  return {
    specialHours: [] as readonly SpecialHours[],
    services: defaultServices,
    cities: defaultCities,
    faqCategories: defaultFaqCategories,
    contactFaqs: defaultContactFaqs,
    testimonials: defaultTestimonials,
    homeTestimonials: defaultHomeTestimonials,
    featuredReview: defaultFeaturedReview,
    allTestimonials: defaultAllTestimonials,
    galleryItems: defaultGalleryItems,
    galleryOfferings: defaultGalleryOfferings,
    emergencyBanner: defaultEmergencyBanner,
    navigation: defaultNavigation,
    footer: defaultFooter,
    defaultCta: defaultCtaBanner,
    ...defaultPageContent,
  };
}

/** The full content of the site: the business profile, the chrome and every page's copy. */
export type SiteContent = ReturnType<typeof defaultTree> & { business: BusinessProfile };

type Mutable<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? Mutable<U>[]
    : T extends object
      ? { -readonly [K in keyof T]: Mutable<T[K]> }
      : T;

/** Deep copy of plain data (content holds no functions: a snapshot travels as loader data). */
function copyContent<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => copyContent(v)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = copyContent(v);
    return out as T;
  }
  return value;
}

function testimonial(id: string, t: TestimonialDocument): Testimonial {
  return { id, ...testimonialDocument(t) };
}

/** The site's full content with the document applied (defaults deep-copied, never mutated). */
export function buildSiteContent(doc: SiteContentDocument): SiteContent {
  const tree = copyContent(defaultTree()) as Mutable<ReturnType<typeof defaultTree>>;
  const d = doc.business;
  tree.specialHours = d.specialHours.map((h) => ({ ...h }));

  tree.emergencyBanner.enabled = doc.banner.enabled;
  tree.emergencyBanner.long = doc.banner.long;
  tree.emergencyBanner.short = doc.banner.short;

  const titles = new Map<string, string>();
  tree.services = tree.services.map((service): Mutable<Service> => {
    const s = doc.services[service.slug];
    titles.set(service.title, s.title);
    return {
      ...service,
      title: s.title,
      subtitle: s.subtitle,
      hero: {
        ...service.hero,
        title: service.hero.title === service.title ? s.title : service.hero.title,
      },
      body: s.mainText.map((section) => ({
        heading: section.heading,
        paragraphs: [...section.paragraphs],
        ...(section.bullets.length > 0 ? { bullets: [...section.bullets] } : {}),
      })),
      benefits: [...s.benefits],
      faqs: s.faqs.map((f) => ({ ...f })),
    };
  });
  for (const item of tree.navigation.items) {
    for (const child of item.children ?? []) child.label = titles.get(child.label) ?? child.label;
  }

  // One kind of page (issue 40): every town of the document, shipped or added by the owner,
  // in the document's order; a shipped one keeps the extras its file writes.
  const shipped = new Map(tree.cities.map((city) => [city.slug, city]));
  tree.cities = Object.entries(doc.cities).map(([slug, c]): Mutable<City> =>
    townPage(slug, c, shipped.get(slug)),
  );

  tree.faqCategories = tree.faqCategories.map((category): Mutable<FaqCategory> => ({
    ...category,
    faqs: doc.faqs[category.id].map((f) => ({ ...f })),
  }));

  tree.testimonials = doc.testimonials.map((t, i) =>
    testimonial(defaultTestimonials[i]?.id ?? `testimonial-${i + 1}`, t),
  );
  tree.homeTestimonials = tree.testimonials.slice(0, 3);
  const featured = tree.testimonials[0];
  if (featured) tree.featuredReview = featured;
  tree.allTestimonials = [
    ...tree.testimonials,
    ...tree.cities.flatMap((c) => (c.testimonial ? [c.testimonial] : [])),
  ];

  tree.galleryItems = tree.galleryItems.map((item, i): Mutable<GalleryItem> => {
    const g = doc.gallery[i];
    if (!g) return item;
    return {
      ...item,
      title: g.title,
      description: g.description,
      ...(g.image === null ? {} : { upload: g.image }),
    };
  });

  tree.aboutContent.story.paragraphs = [...doc.about.story];
  tree.aboutContent.values.items = doc.about.values.map((v) => ({ ...v }));

  // Facts last, in one pass: the defaults' prose and the owner's name them with tokens.
  return { ...fillFactsDeep(tree, d), business: businessProfile(d) };
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
