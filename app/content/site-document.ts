/**
 * The owner-editable site content (issue 15), and the one schema of the business and of every
 * fact the owner can change: a flat JSON document the admin "Site" area edits, the server
 * validates (this same schema) and stores as published versions. The typed content's records
 * (./schema.ts) take the fields they share with the document from the schemas here; what pages
 * show beyond the document is derived from it by selectors (./business.ts `businessProfile`,
 * ./business-facts.ts `phone`, one per section in ./sections/, composed by ./live.ts). The
 * document the code ships is ./default-site-document.ts (decision 0016).
 *
 * Isomorphic: imported by the admin screens in the browser and by the server. No server imports,
 * and no default content: the admin's validation loads this module alone.
 */
import '../lib/zod-jitless.ts';
import { z } from 'zod';
import { asciiDomainEmail } from '../lib/email-domain.ts';
import { siteContentLimits } from '../lib/limits.ts';
import { siteContentMessages } from '../lib/messages/site-content.ts';
import { formatPhone } from '../lib/phone.ts';
import { citySlugs, serviceSlugs } from '../lib/slugs.ts';
import { isTownSlug, TOWN_SLUG_MAX, townSlugPattern } from '../lib/town-slug.ts';
import { dayNames } from '../lib/week.ts';
import type { ServiceSlug } from '../lib/slugs.ts';

const caps = siteContentLimits;
const m = siteContentMessages;

// ---------------------------------------------------------------------------
// Identifier lists the document is keyed by (tuples, so that types are literal unions)
// ---------------------------------------------------------------------------

// The day names come from app/lib, where the admin's labels read them without loading zod.
export { dayNames };
export const DayOfWeekSchema = z.enum(dayNames);
export type DayOfWeek = z.infer<typeof DayOfWeekSchema>;

export const faqCategoryIds = [
  'general',
  'installation',
  'repair',
  'maintenance',
  'openers',
] as const;
export const FaqCategoryIdSchema = z.enum(faqCategoryIds);
export type FaqCategoryId = z.infer<typeof FaqCategoryIdSchema>;

export const ServiceSlugSchema = z.enum(serviceSlugs);

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// ---------------------------------------------------------------------------
// Building blocks: every string trimmed, required and capped, with a sentence naming the rule.
// ---------------------------------------------------------------------------

function line(cap: number = caps.line) {
  return z.string(m.required).trim().min(1, m.required).max(cap, m.tooLong(cap));
}
function paragraph() {
  return line(caps.paragraph);
}
/** A list of paragraphs (each a textarea paragraph in the editor). */
function paragraphs(min: number, max: number) {
  return z
    .array(paragraph(), m.required)
    .min(min, m.paragraphsMin(min))
    .max(max, m.paragraphsMax(max));
}

/** "(704) 555-0134": 10 digits typed in any common way, stored in the displayed form. */
export const PhoneDisplaySchema = z
  .string(m.required)
  .trim()
  .transform((value) => formatPhone(value))
  .pipe(z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, m.phone));

/**
 * An e-mail address, its internationalised domain stored in ASCII like every other e-mail
 * field (issue 37, #app/lib/email-domain.ts); a local part beyond ASCII is refused.
 */
const EmailSchema = z
  .string(m.required)
  .trim()
  .max(caps.email, m.tooLong(caps.email))
  // A domain that is no valid name stays as typed, and z.email() refuses it.
  .transform((value) => asciiDomainEmail(value) ?? value)
  .pipe(z.email(m.email).max(caps.email, m.tooLong(caps.email)));

export const ClockSchema = z
  .string(m.required)
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.clock);

/** A real calendar date, 'YYYY-MM-DD'. */
export const DateSchema = z
  .string(m.required)
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.date)
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  }, m.date);

/** "March 2026". */
export const MonthYearSchema = z
  .string(m.required)
  .trim()
  .regex(new RegExp(`^(${monthNames.join('|')}) (19|20)\\d{2}$`), m.monthYear);
const TestimonialLocationSchema = z
  .string(m.required)
  .trim()
  .max(caps.short, m.tooLong(caps.short))
  .regex(/^[A-Z][A-Za-z .']+, (NC|SC)$/, m.testimonialLocation);

// ---------------------------------------------------------------------------
// Business profile
// ---------------------------------------------------------------------------

export const WeekdayHoursSchema = z
  .object({
    day: DayOfWeekSchema,
    closed: z.boolean(m.required),
    opens: ClockSchema,
    closes: ClockSchema,
  })
  .superRefine((h, ctx) => {
    if (!h.closed && h.opens >= h.closes) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: m.closesAfterOpens });
    }
  });
export type WeekdayHours = z.infer<typeof WeekdayHoursSchema>;

export const SpecialHoursSchema = z
  .object({
    date: DateSchema,
    closed: z.boolean(m.required),
    opens: ClockSchema.optional(),
    closes: ClockSchema.optional(),
    label: line(caps.short),
  })
  .superRefine((h, ctx) => {
    if (h.closed) return;
    if (h.opens === undefined)
      ctx.addIssue({ code: 'custom', path: ['opens'], message: m.specialHoursTimes });
    if (h.closes === undefined)
      ctx.addIssue({ code: 'custom', path: ['closes'], message: m.specialHoursTimes });
    if (h.opens !== undefined && h.closes !== undefined && h.opens >= h.closes) {
      ctx.addIssue({ code: 'custom', path: ['closes'], message: m.closesAfterOpens });
    }
  });
export type SpecialHours = z.infer<typeof SpecialHoursSchema>;

export const BusinessDocumentSchema = z.object({
  name: line(caps.short),
  /** The main line as displayed: "(704) 555-0134". */
  phone: PhoneDisplaySchema,
  phoneNC: PhoneDisplaySchema,
  phoneSC: PhoneDisplaySchema,
  emailInfo: EmailSchema,
  emailService: EmailSchema,
  /** One entry per weekday, Monday first. */
  hours: z
    .array(WeekdayHoursSchema, m.required)
    .length(7, m.sevenDays)
    .superRefine((list, ctx) => {
      list.forEach((h, i) => {
        if (h.day !== dayNames[i]) {
          ctx.addIssue({ code: 'custom', path: [i, 'day'], message: m.sevenDays });
        }
      });
    }),
  /** Holidays, storm days, short days: sorted by date, one entry per date. */
  specialHours: z
    .array(SpecialHoursSchema, m.required)
    .max(caps.specialHoursMax, m.specialHoursMax(caps.specialHoursMax))
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((h, i) => {
        if (seen.has(h.date)) {
          ctx.addIssue({ code: 'custom', path: [i, 'date'], message: m.specialHoursUnique });
        }
        seen.add(h.date);
      });
    })
    .transform((list) => [...list].sort((a, b) => a.date.localeCompare(b.date))),
  emergencyNote: line(),
  serviceArea: line(caps.short),
  foundedYear: z.int(m.foundedYear).min(1900, m.foundedYear).max(2100, m.foundedYear),
  /** As shown: "5000+". */
  customers: line(20),
  rating: z.number(m.rating).min(1, m.rating).max(5, m.rating),
  reviewCount: z.int(m.reviewCount).min(0, m.reviewCount).max(1_000_000, m.reviewCount),
});
export type BusinessDocument = z.infer<typeof BusinessDocumentSchema>;

// ---------------------------------------------------------------------------
// Banner, services, cities, FAQs, testimonials, gallery, about
// ---------------------------------------------------------------------------

export const BannerDocumentSchema = z.object({
  enabled: z.boolean(m.required),
  long: line(),
  short: line(caps.short),
});

export const FaqDocumentSchema = z.object({
  question: line(),
  answer: paragraph(),
});
export type FaqDocument = z.infer<typeof FaqDocumentSchema>;

/** A section of a service page's main text: heading, paragraphs and optional bullets. */
export const SectionDocumentSchema = z.object({
  heading: line(),
  paragraphs: paragraphs(1, caps.paragraphsMax),
  bullets: z.array(line(), m.required).max(caps.bulletsMax, m.bulletsMax(caps.bulletsMax)),
});
export type SectionDocument = z.infer<typeof SectionDocumentSchema>;

export const ServiceDocumentSchema = z.object({
  title: line(caps.short),
  subtitle: line(),
  /** The page's main text, section by section. */
  mainText: z
    .array(SectionDocumentSchema, m.required)
    .min(2, m.sectionsMin(2))
    .max(caps.sectionsMax, m.sectionsMax(caps.sectionsMax)),
  benefits: z.array(line(), m.required).length(8, m.benefitsCount),
  faqs: z.array(FaqDocumentSchema, m.required).length(4, m.serviceFaqsCount),
});
export type ServiceDocument = z.infer<typeof ServiceDocumentSchema>;

export const TestimonialDocumentSchema = z.object({
  name: line(caps.short),
  location: TestimonialLocationSchema,
  text: paragraph(),
  stars: z.int(m.stars).min(1, m.stars).max(5, m.stars),
  date: MonthYearSchema,
  service: ServiceSlugSchema.optional(),
});
export type TestimonialDocument = z.infer<typeof TestimonialDocumentSchema>;

/** A town page's address: "mint-hill-nc" (#app/lib/town-slug.ts). */
export const TownSlugSchema = z
  .string(m.townSlug)
  .max(TOWN_SLUG_MAX, m.townSlug)
  .regex(townSlugPattern, m.townSlug);

export const townStateCodes = ['NC', 'SC'] as const;

/**
 * A town page (issue 40): the 14 shipped ones and those the owner adds are this one record,
 * keyed by the page's slug. What the page shows beyond it (hero, SEO, areas, highlights) is
 * derived by ./cities/town.ts, from the shipped page's extras where it has them.
 */
export const CityDocumentSchema = z.object({
  /** The town's name as written: "Mint Hill". */
  name: line(caps.short),
  stateCode: z.enum(townStateCodes, m.stateCode),
  county: line(caps.short),
  /** The town centre: orders the "nearby areas" of every page. */
  latitude: z.number(m.latitude).min(33, m.latitude).max(37, m.latitude),
  longitude: z.number(m.longitude).min(-83, m.longitude).max(-79, m.longitude),
  description: paragraphs(2, caps.paragraphsMax),
  neighborhoods: z
    .array(line(caps.short), m.required)
    .min(3, m.neighborhoodsMin)
    .max(caps.neighborhoodsMax, m.neighborhoodsMax(caps.neighborhoodsMax)),
  /** A customer's words about work in this town; null where the owner has none to show. */
  testimonial: TestimonialDocumentSchema.nullable(),
});
export type CityDocument = z.infer<typeof CityDocumentSchema>;

/** An uploaded image's name (`<uuid>.<ext>`, see uploaded_images.name), or null: the default. */
export const UploadNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.[a-z0-9]{2,5}$/, m.image);

export const GalleryDocumentSchema = z.object({
  title: line(caps.short),
  description: paragraph(),
  image: UploadNameSchema.nullable(),
});
export type GalleryDocument = z.infer<typeof GalleryDocumentSchema>;

export const ValueDocumentSchema = z.object({ title: line(caps.short), text: paragraph() });

export const AboutDocumentSchema = z.object({
  story: paragraphs(1, caps.paragraphsMax),
  values: z
    .array(ValueDocumentSchema, m.required)
    .min(1, m.valuesMin)
    .max(caps.valuesMax, m.valuesMax(caps.valuesMax)),
});

/** An object with exactly the given keys, each validated by `schema` (missing keys are errors). */
function keyed<K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  const shape = Object.fromEntries(keys.map((k) => [k, schema])) as Record<K, S>;
  return z.strictObject(shape, { error: m.unknownKey });
}

/**
 * Every town page by slug, in the order the site lists them: the 14 shipped ones (never
 * removed) and the owner's, each slug ending in its town's state.
 */
export const TownsDocumentSchema = z
  .record(TownSlugSchema, CityDocumentSchema, m.required)
  .superRefine((towns, ctx) => {
    for (const slug of citySlugs) {
      if (!Object.hasOwn(towns, slug)) {
        ctx.addIssue({ code: 'custom', path: [slug], message: m.townShipped });
      }
    }
    const slugs = Object.keys(towns);
    if (slugs.length > caps.townsMax) {
      ctx.addIssue({ code: 'custom', path: [], message: m.townsMax(caps.townsMax) });
    }
    for (const slug of slugs) {
      const town = towns[slug];
      if (town && !isTownSlug(slug, town.stateCode)) {
        ctx.addIssue({ code: 'custom', path: [slug, 'stateCode'], message: m.townSlugState });
      }
    }
  });
export type TownsDocument = z.infer<typeof TownsDocumentSchema>;

export const SiteContentDocumentSchema = z.strictObject(
  {
    business: BusinessDocumentSchema,
    banner: BannerDocumentSchema,
    services: keyed(serviceSlugs, ServiceDocumentSchema),
    cities: TownsDocumentSchema,
    faqs: keyed(
      faqCategoryIds,
      z.array(FaqDocumentSchema, m.required).length(4, m.categoryFaqsCount),
    ),
    testimonials: z
      .array(TestimonialDocumentSchema, m.required)
      .min(3, m.testimonialsMin)
      .max(caps.testimonialsMax, m.testimonialsMax(caps.testimonialsMax)),
    gallery: z.array(GalleryDocumentSchema, m.required).length(10, m.galleryCount),
    about: AboutDocumentSchema,
  },
  { error: m.unknownKey },
);
export type SiteContentDocument = z.infer<typeof SiteContentDocumentSchema>;

// ---------------------------------------------------------------------------
// Validation result with dotted paths (the API's fieldErrors)
// ---------------------------------------------------------------------------

export type SiteDocumentFieldErrors = Record<string, string>;

export type SiteDocumentParseResult =
  { ok: true; document: SiteContentDocument } | { ok: false; fieldErrors: SiteDocumentFieldErrors };

/**
 * Validates a document, kept as typed (prose names a fact with a `{{token}}` only where it was
 * written so); on failure one message per dotted path ("services.garage-door-repair.benefits").
 */
export function parseSiteDocument(input: unknown): SiteDocumentParseResult {
  const result = SiteContentDocumentSchema.safeParse(input);
  if (result.success) return { ok: true, document: result.data };
  const fieldErrors: SiteDocumentFieldErrors = {};
  for (const issue of result.error.issues) {
    const base = issue.path.map(String);
    // Unknown keys are reported on the key itself, so the path names what to remove.
    const paths =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((k) => [...base, k].join('.'))
        : [base.join('.')];
    for (const path of paths) {
      const key = path === '' ? '(document)' : path;
      fieldErrors[key] ??= issue.code === 'unrecognized_keys' ? m.unknownKey : issue.message;
    }
  }
  return { ok: false, fieldErrors };
}

/** A testimonial's stored fields (the optional service only when set), from content or a document. */
export function testimonialDocument(t: {
  name: string;
  location: string;
  text: string;
  stars: number;
  date: string;
  service?: ServiceSlug | undefined;
}): TestimonialDocument {
  return {
    name: t.name,
    location: t.location,
    text: t.text,
    stars: t.stars,
    date: t.date,
    ...(t.service === undefined ? {} : { service: t.service }),
  };
}

/** The version id of the defaults (no version published yet; ./default-site-document.ts). */
export const DEFAULT_SITE_VERSION = 0;
