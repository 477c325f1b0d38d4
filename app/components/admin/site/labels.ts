import { adminRoutes, routes } from '#app/lib/urls.ts';
import { citySlugs, serviceSlugs } from '#app/lib/slugs.ts';
import { dayNames } from '#app/lib/week.ts';
import { getAt, splitPath } from './doc-path.ts';

/**
 * Words for the document's paths ("services.garage-door-repair.benefits.2" → "Services ›
 * Garage Door Repair › Benefit 3"), the editor's sections and their URLs: what the error
 * summary, the list of unpublished changes and the history's comparison show.
 */

export const siteSections = [
  { id: 'business', label: 'Business profile' },
  { id: 'banner', label: 'Banner' },
  { id: 'services', label: 'Services' },
  { id: 'cities', label: 'Cities' },
  { id: 'faqs', label: 'FAQs' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'gallery', label: 'Gallery' },
  { id: 'about', label: 'About' },
  { id: 'history', label: 'History' },
  { id: 'transfer', label: 'Export / Import' },
] as const;
export type SiteSectionId = (typeof siteSections)[number]['id'];

const FIELDS: Record<string, string> = {
  name: 'Business name',
  phone: 'Main phone line',
  phoneNC: 'NC local line',
  phoneSC: 'SC local line',
  emailInfo: 'Info e-mail',
  emailService: 'Service e-mail',
  hours: 'Weekly hours',
  specialHours: 'Special hours and closures',
  emergencyNote: 'Emergency service note',
  serviceArea: 'Service area',
  foundedYear: 'Founded (year)',
  customers: 'Customers served',
  rating: 'Rating',
  reviewCount: 'Review count',
  enabled: 'Shown',
  long: 'Long text',
  short: 'Short text',
  title: 'Title',
  subtitle: 'Subtitle',
  mainText: 'Main text',
  heading: 'Heading',
  paragraphs: 'Paragraphs',
  bullets: 'Bullet points',
  benefits: 'Benefits',
  faqs: 'FAQs',
  question: 'Question',
  answer: 'Answer',
  description: 'Description',
  neighborhoods: 'Neighborhoods',
  testimonial: 'Testimonial',
  testimonials: 'Testimonials',
  text: 'Text',
  stars: 'Stars',
  date: 'Date',
  location: 'Location',
  service: 'Service',
  image: 'Image',
  story: 'Story',
  values: 'Values',
  closed: 'Closed',
  opens: 'Opens',
  closes: 'Closes',
  label: 'Label',
  day: 'Day',
  county: 'County',
  stateCode: 'State',
  latitude: 'Latitude',
  longitude: 'Longitude',
};

/** The singular of a list's items, for "Benefit 3", "FAQ 2". */
const ITEMS: Record<string, string> = {
  benefits: 'Benefit',
  faqs: 'FAQ',
  mainText: 'Section',
  paragraphs: 'Paragraph',
  bullets: 'Bullet point',
  description: 'Paragraph',
  neighborhoods: 'Neighborhood',
  testimonials: 'Testimonial',
  gallery: 'Gallery item',
  story: 'Paragraph',
  values: 'Value',
  specialHours: 'Entry',
};

/** "fort-mill-sc" → "Fort Mill, SC"; "garage-door-repair" → "Garage Door Repair". */
export function slugLabel(slug: string): string {
  const words = slug.split('-');
  const last = words.at(-1) ?? '';
  const title = (list: string[]) => list.map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  if (/^(nc|sc)$/.test(last) && words.length > 1) {
    return `${title(words.slice(0, -1)).join(' ')}, ${last.toUpperCase()}`;
  }
  return title(words).join(' ');
}

function sectionLabel(id: string): string {
  return siteSections.find((s) => s.id === id)?.label ?? slugLabel(id);
}

/** A path in words; `doc` (when given) names a service by its current title. */
export function describePath(path: string, doc?: unknown): string {
  const parts = splitPath(path);
  if (parts.length === 0) return 'The whole document';
  const words: string[] = [sectionLabel(parts[0] ?? '')];
  for (let i = 1; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const parent = parts[i - 1] ?? '';
    if (/^\d+$/.test(part)) {
      const n = Number(part);
      if (parent === 'hours') {
        words.push(dayNames[n] ?? `Day ${n + 1}`);
        continue;
      }
      // The items of an FAQ tab ("faqs.general.1") are FAQs.
      const item = i === 2 && parts[0] === 'faqs' ? 'FAQ' : ITEMS[parent];
      // "Benefits › Benefit 3": the item's own name is enough.
      const listWord = i === 1 ? sectionLabel(parent) : FIELDS[parent];
      if (item && listWord !== undefined && words.at(-1) === listWord) words.pop();
      words.push(`${item ?? 'Item'} ${n + 1}`);
      continue;
    }
    if (i === 1 && parts[0] === 'services') {
      const title = doc ? getAt(doc, ['services', part, 'title']) : undefined;
      words.push(typeof title === 'string' && title !== '' ? title : slugLabel(part));
      continue;
    }
    if (i === 1 && (parts[0] === 'cities' || parts[0] === 'faqs')) {
      words.push(slugLabel(part));
      continue;
    }
    // A town's own name is not the business's.
    if (i === 2 && parts[0] === 'cities' && part === 'name') {
      words.push('Town name');
      continue;
    }
    words.push(FIELDS[part] ?? slugLabel(part));
  }
  return words.join(' › ');
}

/** The editor screen that shows a path's field (with the service, city or tab chosen). */
export function sectionHref(path: string): string {
  const [section = '', key = ''] = splitPath(path);
  switch (section) {
    case 'services':
      return `${adminRoutes.siteSection('services')}?service=${encodeURIComponent(key)}`;
    case 'cities':
      return `${adminRoutes.siteSection('cities')}?city=${encodeURIComponent(key)}`;
    case 'faqs':
      return `${adminRoutes.siteSection('faqs')}?tab=${encodeURIComponent(key)}`;
    default:
      return siteSections.some((s) => s.id === section)
        ? adminRoutes.siteSection(section)
        : adminRoutes.site;
  }
}

/** The public page a section's preview opens. */
export function previewPathFor(section: SiteSectionId | undefined, key?: string | null): string {
  switch (section) {
    case 'services': {
      const slug = serviceSlugs.find((s) => s === key) ?? serviceSlugs[0];
      return routes.service(slug);
    }
    case 'cities': {
      const slug = citySlugs.find((s) => s === key) ?? citySlugs[0];
      return routes.city(slug);
    }
    case 'business':
      return routes.contact;
    case 'faqs':
      return routes.faqs;
    case 'testimonials':
      return routes.testimonials;
    case 'gallery':
      return routes.gallery;
    case 'about':
      return routes.about;
    default:
      return routes.home;
  }
}
