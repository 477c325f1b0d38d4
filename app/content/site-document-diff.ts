/**
 * A short human summary of what changed between two site content documents, for the version
 * history and the audit log (issue 15): "Main phone line, 1 special closure, Repair: benefit 3".
 * Isomorphic (the admin's compare view can use it too).
 */
import { defaultFaqCategories } from './faqs.ts';
import { defaultServices } from './services.ts';
import type { BusinessDocument, SiteContentDocument, SpecialHours } from './site-document.ts';

/** At most this many parts are named; the rest are counted. */
const MAX_PARTS = 8;

const businessLabels: Record<Exclude<keyof BusinessDocument, 'specialHours'>, string> = {
  name: 'Business name',
  phone: 'Main phone line',
  phoneNC: 'NC phone line',
  phoneSC: 'SC phone line',
  emailInfo: 'Info e-mail',
  emailService: 'Service e-mail',
  hours: 'Weekly hours',
  emergencyNote: 'Emergency note',
  serviceArea: 'Service area',
  foundedYear: 'Founded year',
  customers: 'Customer count',
  rating: 'Rating',
  reviewCount: 'Review count',
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "1 special closure", "2 special hours changed", "1 special day removed". */
function specialHoursParts(
  before: readonly SpecialHours[],
  after: readonly SpecialHours[],
): string[] {
  const old = new Map(before.map((h) => [h.date, h]));
  const now = new Map(after.map((h) => [h.date, h]));
  const added = after.filter((h) => !old.has(h.date));
  const removed = before.filter((h) => !now.has(h.date));
  const changed = after.filter((h) => old.has(h.date) && !same(old.get(h.date), h));
  const parts: string[] = [];
  const closures = added.filter((h) => h.closed).length;
  const short = added.length - closures;
  if (closures > 0) parts.push(plural(closures, 'special closure', 'special closures'));
  if (short > 0) parts.push(plural(short, 'special hours day', 'special hours days'));
  if (changed.length > 0)
    parts.push(plural(changed.length, 'special day changed', 'special days changed'));
  if (removed.length > 0)
    parts.push(plural(removed.length, 'special day removed', 'special days removed'));
  return parts;
}

/** "benefit 3", "benefits 2, 5" for the positions that differ. */
function positions(label: string, before: readonly unknown[], after: readonly unknown[]): string[] {
  const n = Math.max(before.length, after.length);
  const changed: number[] = [];
  for (let i = 0; i < n; i++) if (!same(before[i], after[i])) changed.push(i + 1);
  if (changed.length === 0) return [];
  return [`${label}${changed.length === 1 ? '' : 's'} ${changed.join(', ')}`];
}

/** The parts that changed, in the editor's order. */
export function changedParts(before: SiteContentDocument, after: SiteContentDocument): string[] {
  const parts: string[] = [];
  const b = before.business;
  const a = after.business;
  for (const key of Object.keys(businessLabels) as (keyof typeof businessLabels)[]) {
    if (!same(b[key], a[key])) parts.push(businessLabels[key]);
  }
  parts.push(...specialHoursParts(b.specialHours, a.specialHours));

  if (before.banner.enabled !== after.banner.enabled) {
    parts.push(after.banner.enabled ? 'Banner on' : 'Banner off');
  }
  if (before.banner.long !== after.banner.long || before.banner.short !== after.banner.short) {
    parts.push('Banner text');
  }

  for (const service of defaultServices) {
    const x = before.services[service.slug];
    const y = after.services[service.slug];
    const inner: string[] = [];
    if (x.title !== y.title) inner.push('title');
    if (x.subtitle !== y.subtitle) inner.push('subtitle');
    if (!same(x.mainText, y.mainText)) inner.push('main text');
    inner.push(...positions('benefit', x.benefits, y.benefits));
    inner.push(...positions('FAQ', x.faqs, y.faqs));
    if (inner.length > 0) parts.push(`${service.shortTitle}: ${inner.join(', ')}`);
  }

  const towns = [...Object.keys(before.cities)];
  for (const slug of Object.keys(after.cities)) if (!(slug in before.cities)) towns.push(slug);
  for (const slug of towns) {
    const x = before.cities[slug];
    const y = after.cities[slug];
    if (!x && y) {
      parts.push(`Town page added: ${y.name}, ${y.stateCode}`);
      continue;
    }
    if (x && !y) {
      parts.push(`Town page removed: ${x.name}, ${x.stateCode}`);
      continue;
    }
    if (!x || !y) continue;
    const inner: string[] = [];
    if (x.name !== y.name || x.county !== y.county) inner.push('name');
    if (x.latitude !== y.latitude || x.longitude !== y.longitude) inner.push('location');
    if (!same(x.description, y.description)) inner.push('description');
    if (!same(x.neighborhoods, y.neighborhoods)) inner.push('neighborhoods');
    if (!same(x.testimonial, y.testimonial)) inner.push('testimonial');
    if (inner.length > 0) parts.push(`${y.name}: ${inner.join(', ')}`);
  }

  for (const category of defaultFaqCategories) {
    const changed = positions('question', before.faqs[category.id], after.faqs[category.id]);
    if (changed.length > 0) parts.push(`FAQs (${category.label}): ${changed.join(', ')}`);
  }

  const t0 = before.testimonials.length;
  const t1 = after.testimonials.length;
  if (t1 > t0) parts.push(plural(t1 - t0, 'testimonial added', 'testimonials added'));
  if (t1 < t0) parts.push(plural(t0 - t1, 'testimonial removed', 'testimonials removed'));
  const edited = after.testimonials
    .slice(0, Math.min(t0, t1))
    .filter((t, i) => !same(t, before.testimonials[i])).length;
  if (edited > 0) parts.push(plural(edited, 'testimonial edited', 'testimonials edited'));

  const gallery = positions('Gallery item', before.gallery, after.gallery);
  parts.push(...gallery);

  if (!same(before.about.story, after.about.story)) parts.push('About: story');
  if (!same(before.about.values, after.about.values)) parts.push('About: values');
  return parts;
}

/** The summary line: the first few parts, then "and N more"; `noChanges` when identical. */
export function summarizeChanges(
  before: SiteContentDocument,
  after: SiteContentDocument,
  noChanges = 'No changes',
): string {
  const parts = changedParts(before, after);
  if (parts.length === 0) return noChanges;
  const shown = parts.slice(0, MAX_PARTS).join(', ');
  const rest = parts.length - MAX_PARTS;
  return rest > 0 ? `${shown} and ${rest} more` : shown;
}
