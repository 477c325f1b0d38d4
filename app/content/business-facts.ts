/**
 * Selectors over the site document's business section (the facts the owner edits): the weekly
 * hours as structured data and display lines, and the `{{token}}` values that prose naming a fact is
 * written with. Text never embeds a fact's value: it says `{{phone}}`, `{{name}}`, ... and
 * `fillFacts` puts the current facts in at build time of the content a render reads
 * (./live.ts), so a changed phone reaches every page and nothing is rewritten by matching the
 * old value. A phone line's forms (display, E.164, `tel:`) come from app/lib/phone.ts.
 *
 * Isomorphic and free of content imports (types aside).
 */
import { phone } from '../lib/phone.ts';
import type { FactToken } from './fact-tokens.ts';
import type { HoursDisplay, OpeningHours } from './schema.ts';
import type { BusinessDocument, WeekdayHours } from './site-document.ts';

/** The facts of the document's business section that prose and the profile name. */
export type BusinessFacts = Pick<
  BusinessDocument,
  | 'name'
  | 'phone'
  | 'phoneNC'
  | 'phoneSC'
  | 'emailInfo'
  | 'emailService'
  | 'serviceArea'
  | 'foundedYear'
  | 'customers'
  | 'rating'
  | 'reviewCount'
>;

const to12h = (hhmm: string): string => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
};

function sameHours(a: WeekdayHours, b: WeekdayHours): boolean {
  return a.closed === b.closed && (a.closed || (a.opens === b.opens && a.closes === b.closes));
}

/** Weekly hours as schema.org specification (open days grouped by identical hours). */
export function openingHoursSpecification(hours: readonly WeekdayHours[]): OpeningHours[] {
  const groups: OpeningHours[] = [];
  for (const h of hours) {
    if (h.closed) continue;
    const group = groups.find((g) => g.opens === h.opens && g.closes === h.closes);
    if (group) group.days.push(h.day);
    else groups.push({ days: [h.day], opens: h.opens, closes: h.closes });
  }
  return groups;
}

/** Display lines: consecutive days with the same hours share a line ("Monday - Friday"). */
export function hoursDisplay(hours: readonly WeekdayHours[], closedText: string): HoursDisplay[] {
  const out: HoursDisplay[] = [];
  let start = 0;
  for (let i = 1; i <= hours.length; i++) {
    const first = hours[start];
    const current = hours[i];
    if (first && current && sameHours(first, current)) continue;
    const last = hours[i - 1];
    if (first && last) {
      out.push({
        days: first === last ? first.day : `${first.day} - ${last.day}`,
        hours: first.closed ? closedText : `${to12h(first.opens)} - ${to12h(first.closes)}`,
      });
    }
    start = i;
  }
  return out;
}

/** The token names prose may use, each with its value from the facts. */
const tokenValues = {
  name: (f) => f.name,
  phone: (f) => f.phone,
  phoneHref: (f) => phone(f.phone).href,
  phoneNC: (f) => f.phoneNC,
  phoneSC: (f) => f.phoneSC,
  emailInfo: (f) => f.emailInfo,
  emailService: (f) => f.emailService,
  serviceArea: (f) => f.serviceArea,
  foundedYear: (f) => String(f.foundedYear),
  customers: (f) => f.customers,
  rating: (f) => String(f.rating),
  reviewCount: (f) => String(f.reviewCount),
} satisfies Record<FactToken, (facts: BusinessFacts) => string>;

/** `{{phone}}` as written in prose (for the content files). */
export function token(name: FactToken): `{{${FactToken}}}` {
  return `{{${name}}}`;
}

const isFactToken = (name: string): name is FactToken => Object.hasOwn(tokenValues, name);

/**
 * Fills `{{token}}` (spaces inside the braces allowed, as in the e-mail templates) with the
 * facts. Unknown names are left as written, so a typo shows in the preview instead of vanishing.
 */
export function fillFacts(text: string, facts: BusinessFacts): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, name: string) =>
    isFactToken(name) ? tokenValues[name](facts) : whole,
  );
}

/** A deep copy of plain data with every string filled; functions are kept as they are. */
export function fillFactsDeep<T>(value: T, facts: BusinessFacts): T {
  if (typeof value === 'string') return fillFacts(value, facts) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => fillFactsDeep(v, facts)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = fillFactsDeep(v, facts);
    return out as T;
  }
  return value;
}
