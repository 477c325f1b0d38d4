/**
 * Zod schemas and the types inferred from them for the typed content records of the public
 * site, the types pages, the sitemap and the structured data import. The data files parse their
 * records with these schemas at module load.
 *
 * A field the owner edits has one schema, the site document's (./site-document.ts): a record
 * here takes it from there (`ServiceDocumentSchema.shape.title`, ...), and the business profile
 * is no schema at all but the view ./business.ts `businessProfile` makes of the document's
 * business section and the constants below (decision 0016).
 */
// First: it must run before any schema below is built.
import '../lib/zod-jitless.ts';
import { z } from 'zod';
import { serviceOptions } from '../lib/limits.ts';
import type { ServiceOption } from '../lib/limits.ts';
import type { Phone } from '../lib/phone.ts';
import { citySlugs, serviceSlugs } from '../lib/slugs.ts';
import {
  CityDocumentSchema,
  TownSlugSchema,
  FaqCategoryIdSchema,
  FaqDocumentSchema,
  GalleryDocumentSchema,
  SectionDocumentSchema,
  ServiceDocumentSchema,
  ServiceSlugSchema,
  TestimonialDocumentSchema,
  UploadNameSchema,
} from './site-document.ts';
import type { BusinessDocument, DayOfWeek, FaqDocument } from './site-document.ts';

export { citySlugs, serviceSlugs } from '../lib/slugs.ts';
export type { CitySlug, ServiceSlug } from '../lib/slugs.ts';
export type { Phone } from '../lib/phone.ts';
export {
  dayNames,
  DayOfWeekSchema,
  faqCategoryIds,
  FaqCategoryIdSchema,
  monthNames,
  MonthYearSchema,
  ServiceSlugSchema,
} from './site-document.ts';
export type { DayOfWeek, FaqCategoryId } from './site-document.ts';

// ---------------------------------------------------------------------------
// Identifier lists (tuples, so that types are literal unions)
// ---------------------------------------------------------------------------

export const stateCodes = ['NC', 'SC'] as const;
export const StateCodeSchema = z.enum(stateCodes);
export type StateCode = z.infer<typeof StateCodeSchema>;

export const stateNames = {
  NC: 'North Carolina',
  SC: 'South Carolina',
} as const satisfies Record<StateCode, string>;
export type StateName = (typeof stateNames)[StateCode];

/**
 * The quote form's `service` values (app/lib/limits.ts holds the spec's list,
 * the six services plus "other"); each service record carries one of the six.
 */
export const formServiceValues = serviceOptions;
export const FormServiceValueSchema = z.enum(formServiceValues);
export type FormServiceValue = ServiceOption;

export type ServiceValue = Exclude<ServiceOption, 'other'>;
/** The six services' form values, in the same order as the slugs. */
export const serviceValues: readonly ServiceValue[] = serviceOptions.filter(
  (v): v is ServiceValue => v !== 'other',
);
export const ServiceValueSchema = z.enum(serviceValues);

export const CitySlugSchema = z.enum(citySlugs);

// ---------------------------------------------------------------------------
// Placeholder keys (image slots the owner can re-map in the admin)
// ---------------------------------------------------------------------------

/** The three services home's cards show, each in its spec slot `home.services.<value>`. */
export const homeServiceValues = [
  'installation',
  'repair',
  'maintenance',
] as const satisfies readonly ServiceValue[];

/**
 * The 15 placeholder keys the spec lists, in the spec's order. A service's slots are named by its
 * form value (`services.<value>_card`, `home.services.<value>`), as the hero slots below are by
 * the slugs.
 */
export const specPlaceholderKeys = [
  'home.hero',
  'home.main_content',
  ...homeServiceValues.map((value) => `home.services.${value}` as const),
  'about.hero',
  'about.main_image_1',
  'about.main_image_2',
  'services.hero',
  ...serviceValues.map((value) => `services.${value}_card` as const),
] as const;
export type SpecPlaceholderKey = (typeof specPlaceholderKeys)[number];

/** Hero slots of the other static pages, named `<page>.hero` as the spec names home's. */
export const pageHeroPlaceholderKeys = (
  ['contact', 'locations', 'gallery', 'faqs', 'free_estimate', 'testimonials'] as const
).map((page) => `${page}.hero` as const);

export const galleryItemNumbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type GalleryItemNumber = (typeof galleryItemNumbers)[number];

export const serviceHeroPlaceholderKeys = serviceSlugs.map(
  (slug) => `service.${slug}.hero` as const,
);
export const cityHeroPlaceholderKeys = citySlugs.map((slug) => `city.${slug}.hero` as const);
export const cityNeighborhoodPlaceholderKeys = citySlugs.map(
  (slug) => `city.${slug}.neighborhood` as const,
);
export const galleryPlaceholderKeys = galleryItemNumbers.map((n) => `gallery.item_${n}` as const);

/** Every image slot of the site that has a default image, spec keys first. */
export const placeholderKeys = [
  ...specPlaceholderKeys,
  ...pageHeroPlaceholderKeys,
  ...serviceHeroPlaceholderKeys,
  ...cityHeroPlaceholderKeys,
  ...cityNeighborhoodPlaceholderKeys,
  ...galleryPlaceholderKeys,
];
export const PlaceholderKeySchema = z.enum(placeholderKeys);
export type PlaceholderKey = z.infer<typeof PlaceholderKeySchema>;

// ---------------------------------------------------------------------------
// Small building blocks
// ---------------------------------------------------------------------------

const text = z.string().trim().min(1);

/**
 * An internal path ("/contact"), a tel: or mailto: link, an absolute https URL, or the main
 * line's call link as a token (`{{phoneHref}}`, filled from the business facts).
 */
export const HrefSchema = z
  .string()
  .regex(
    /^(\/|tel:\+\d{11}$|\{\{phoneHref\}\}$|mailto:[^\s@]+@[^\s@]+$|https:\/\/)/,
    'unsupported link',
  );
export type Href = z.infer<typeof HrefSchema>;

/** A public image path, served from /public (e.g. "/images/hero-home.svg"). */
export const ImageSrcSchema = z.string().regex(/^\/images\/[a-z0-9-]+\.(svg|png|jpg|webp)$/);
export type ImageSrc = z.infer<typeof ImageSrcSchema>;

export const ImageSchema = z.object({
  src: ImageSrcSchema,
  alt: text,
  width: z.int().positive(),
  height: z.int().positive(),
});
export type Image = z.infer<typeof ImageSchema>;

export const PlaceholderDefaultSchema = ImageSchema.extend({ key: PlaceholderKeySchema });
export type PlaceholderDefault = z.infer<typeof PlaceholderDefaultSchema>;

export const LinkSchema = z.object({ text: text, href: HrefSchema });
export type Link = z.infer<typeof LinkSchema>;

export const SeoSchema = z.object({
  title: z.string().min(10).max(70),
  description: z.string().min(50).max(170),
  keywords: z.array(text).min(3),
});
export type Seo = z.infer<typeof SeoSchema>;

export const HeroSchema = z.object({
  title: text,
  subtitle: text,
  location: text.optional(),
  primaryCta: LinkSchema,
  secondaryCta: LinkSchema.optional(),
  placeholderKey: PlaceholderKeySchema,
});
export type Hero = z.infer<typeof HeroSchema>;

export const FeatureSchema = z.object({ title: text, text: text });
export type Feature = z.infer<typeof FeatureSchema>;

// ---------------------------------------------------------------------------
// Business profile: constants, and the view a document's business section makes
// ---------------------------------------------------------------------------

/** A schema.org openingHoursSpecification entry, from the document's weekly hours. */
export interface OpeningHours {
  days: DayOfWeek[];
  opens: string;
  closes: string;
}

/** A display line of the weekly hours: { days: 'Saturday', hours: '9:00 AM - 2:00 PM' }. */
export interface HoursDisplay {
  days: string;
  hours: string;
}

export const CountySchema = z.object({ name: text, state: StateCodeSchema });
export type County = z.infer<typeof CountySchema>;

export const SocialLinkSchema = z.object({
  network: z.enum(['facebook', 'instagram', 'youtube', 'nextdoor', 'google']),
  label: text,
  url: z.url({ protocol: /^https$/ }),
});
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/**
 * The profile's parts the owner does not edit (./business.ts). Its prose may name the document's
 * facts with tokens; the facts themselves (name, phones, e-mails, hours, ...) are not here.
 */
export const BusinessConstantsSchema = z.object({
  tagline: text,
  description: text,
  logo: ImageSchema,
  emails: z.object({
    /** Default admin login e-mail (the account itself lives in the database). */
    admin: z.email(),
  }),
  address: z.object({
    streetAddress: text.optional(),
    addressLocality: text,
    addressRegion: StateCodeSchema,
    postalCode: z.string().regex(/^\d{5}$/),
    addressCountry: z.literal('US'),
  }),
  geo: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  serviceRadiusMeters: z.int().positive(),
  counties: z.array(CountySchema).min(1),
  timeZone: text,
  founded: z.object({ sonJoinedYear: z.int().min(1900) }),
  claims: z.object({
    yearsInBusiness: text,
    /** Short trust claims in the spec's wording. */
    promises: z.array(text).min(3),
  }),
  rating: z.object({ best: z.literal(5), worst: z.literal(1) }),
  paymentAccepted: z.array(text).min(1),
  currenciesAccepted: z.literal('USD'),
  priceRange: text,
  priceNote: text,
  response: z.object({
    emailHours: z.int().positive(),
    serviceCallHours: z.int().positive(),
    emergencyHoursMin: z.int().positive(),
    emergencyHoursMax: z.int().positive(),
    /** Display strings. */
    standard: text,
    emergency: text,
  }),
  warranty: z.object({
    installationWork: text,
    repairs: text,
    summary: text,
  }),
  financing: text,
  social: z.array(SocialLinkSchema).min(1),
});
export type BusinessConstants = z.infer<typeof BusinessConstantsSchema>;

/**
 * The business as pages, the structured data and the e-mails read it: the constants with a
 * document's business section and the values derived from it (./business.ts `businessProfile`).
 */
export type BusinessProfile = BusinessConstants & {
  name: BusinessDocument['name'];
  phones: {
    /** Office and emergency: the same number. */
    main: Phone;
    /** Local lines shown on the city pages, by state. */
    local: Record<StateCode, Phone>;
  };
  emails: { info: BusinessDocument['emailInfo']; service: BusinessDocument['emailService'] };
  serviceAreaSummary: BusinessDocument['serviceArea'];
  founded: { year: BusinessDocument['foundedYear'] };
  claims: { customers: BusinessDocument['customers'] };
  rating: { value: BusinessDocument['rating']; count: BusinessDocument['reviewCount'] };
  hours: {
    /** Structured data (schema.org openingHoursSpecification). */
    specification: OpeningHours[];
    /** Display lines, consecutive days with the same hours on one. */
    display: HoursDisplay[];
    emergency: BusinessDocument['emergencyNote'];
  };
};

// ---------------------------------------------------------------------------
// FAQs
// ---------------------------------------------------------------------------

/** A question and its answer: the document's (the contact page's own FAQs use it too). */
export const FaqSchema = FaqDocumentSchema;
export type Faq = FaqDocument;

export const FaqCategorySchema = z.object({
  id: FaqCategoryIdSchema,
  label: text,
  faqs: z.array(FaqSchema),
});
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

// ---------------------------------------------------------------------------
// Testimonials
// ---------------------------------------------------------------------------

/** The document's testimonial with a stable id (the page's anchor). */
export const TestimonialSchema = TestimonialDocumentSchema.extend({
  id: z.string().regex(/^[a-z0-9-]+$/),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

// ---------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------

/** A section of a page's main text; the document's, with the bullets left out when none. */
export const ContentSectionSchema = z.object({
  heading: SectionDocumentSchema.shape.heading,
  paragraphs: SectionDocumentSchema.shape.paragraphs,
  bullets: SectionDocumentSchema.shape.bullets.optional(),
});
export type ContentSection = z.infer<typeof ContentSectionSchema>;

const serviceDocument = ServiceDocumentSchema.shape;

export const ServiceSchema = z.object({
  slug: ServiceSlugSchema,
  /** The quote form's value for this service. */
  value: ServiceValueSchema,
  title: serviceDocument.title,
  /** Short label for navigation and form options ("Repair"). */
  shortTitle: text,
  /** One or two sentences for the service cards. */
  cardDescription: z.string().min(40).max(200),
  subtitle: serviceDocument.subtitle,
  hero: HeroSchema,
  /** Main content of the service page (the document's `mainText`). */
  body: z.array(ContentSectionSchema).min(2),
  benefits: serviceDocument.benefits,
  faqs: serviceDocument.faqs,
  /** Card image slot (services.*_card). */
  placeholderKey: PlaceholderKeySchema,
  /** Home page card slot, for the three services the home page shows. */
  homePlaceholderKey: PlaceholderKeySchema.optional(),
  cardImage: ImageSchema,
  heroImage: ImageSchema,
  seo: SeoSchema,
});
export type Service = z.infer<typeof ServiceSchema>;

// ---------------------------------------------------------------------------
// Cities
// ---------------------------------------------------------------------------

/** A feature of a town page, about one service. */
export const CityServiceHighlightSchema = z.object({
  service: ServiceSlugSchema,
  ...FeatureSchema.shape,
});
export type CityServiceHighlight = z.infer<typeof CityServiceHighlightSchema>;

export const CitySchema = z
  .object({
    slug: TownSlugSchema,
    cityName: text,
    stateCode: StateCodeSchema,
    stateName: z.enum([stateNames.NC, stateNames.SC]),
    county: text,
    latitude: CityDocumentSchema.shape.latitude,
    longitude: CityDocumentSchema.shape.longitude,
    hero: HeroSchema,
    heroImage: ImageSchema,
    /** Two or three paragraphs written for this city only (the document's `description`). */
    intro: CityDocumentSchema.shape.description,
    /** Written for a shipped page; none on a town the owner adds (no boilerplate, issue 40). */
    serviceHighlights: z.array(CityServiceHighlightSchema).max(4),
    neighborhoods: CityDocumentSchema.shape.neighborhoods,
    areasServed: z.array(text).min(2).max(6),
    /** The neighborhood picture's slot; null on a town the owner adds (no picture of it). */
    neighborhoodPlaceholderKey: PlaceholderKeySchema.nullable(),
    neighborhoodImage: ImageSchema,
    testimonial: TestimonialSchema.nullable(),
    seo: SeoSchema,
  })
  .superRefine((city, ctx) => {
    if (city.stateName !== stateNames[city.stateCode]) {
      ctx.addIssue({ code: 'custom', message: 'stateName does not match stateCode' });
    }
    if (city.areasServed.at(-1) !== `All ${city.cityName} Areas`) {
      ctx.addIssue({ code: 'custom', message: `last area must be 'All ${city.cityName} Areas'` });
    }
    if (!city.slug.endsWith(`-${city.stateCode.toLowerCase()}`)) {
      ctx.addIssue({ code: 'custom', message: 'slug does not end with the state code' });
    }
  });
export type City = z.infer<typeof CitySchema>;

// ---------------------------------------------------------------------------
// Gallery
// ---------------------------------------------------------------------------

export const GalleryItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  src: ImageSrcSchema,
  alt: text,
  width: z.int().positive(),
  height: z.int().positive(),
  title: GalleryDocumentSchema.shape.title,
  description: GalleryDocumentSchema.shape.description,
  location: text,
  service: ServiceSlugSchema,
  placeholderKey: PlaceholderKeySchema,
  /** An uploaded image the owner chose for this item (the document's `image`); wins over the mapping. */
  upload: UploadNameSchema.optional(),
});
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

export const OfferingSchema = z.object({ title: text, text: text, link: LinkSchema });
export type Offering = z.infer<typeof OfferingSchema>;

// ---------------------------------------------------------------------------
// Site-wide copy
// ---------------------------------------------------------------------------

export const NavLinkSchema = z.object({ label: text, href: HrefSchema });
export type NavLink = z.infer<typeof NavLinkSchema>;

export const NavItemSchema = z.object({
  label: text,
  href: HrefSchema,
  children: z.array(NavLinkSchema).optional(),
});
export type NavItem = z.infer<typeof NavItemSchema>;

/**
 * A menu entry as the code writes it: a link, or the page of a service or a town named by its
 * slug, whose label is that page's title in the content (so renaming the page renames the entry).
 */
export const NavEntrySchema = z.union([
  NavLinkSchema,
  z.strictObject({ service: ServiceSlugSchema }),
  z.strictObject({ town: TownSlugSchema }),
]);
export type NavEntry = z.infer<typeof NavEntrySchema>;

/** A top-level menu item as the code writes it (../sections/navigation.ts makes the NavItem). */
export const NavMenuSchema = NavItemSchema.extend({ children: z.array(NavEntrySchema).optional() });
export type NavMenu = z.infer<typeof NavMenuSchema>;

export const StatSchema = z.object({ value: text, label: text });
export type Stat = z.infer<typeof StatSchema>;

export const CtaBannerSchema = z.object({ ...FeatureSchema.shape, button: LinkSchema });
export type CtaBanner = z.infer<typeof CtaBannerSchema>;

export const StepSchema = z.object({ title: text, text: text });
export type Step = z.infer<typeof StepSchema>;

export const PolicySectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: text,
  paragraphs: z.array(text).min(1),
  bullets: z.array(text).optional(),
});
export type PolicySection = z.infer<typeof PolicySectionSchema>;
