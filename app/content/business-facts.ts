/**
 * Selectors over the site document's business section (the facts the owner edits): the one
 * phone formatter, the phone's derived forms (`tel:` href, E.164), the weekly hours as
 * structured data and display lines, and the `{{token}}` values that prose naming a fact is
 * written with. Text never embeds a fact's value: it says `{{phone}}`, `{{name}}`, ... and
 * `fillFacts` puts the current facts in at build time of the content a render reads
 * (./live.ts), so a changed phone reaches every page and nothing is rewritten by matching the
 * old value.
 *
 * Isomorphic and free of content imports (types aside): the content files, the site document
 * and the browser bundles all use it.
 */
import { telHref } from '../lib/urls.ts';
import type { HoursDisplay, OpeningHours, Phone } from './schema.ts';
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

/**
 * "(704) 555-0134" from 10 digits typed in any common way (a leading 1 dropped), or from a
 * `tel:` link; anything else is returned unchanged (the caller's schema rejects it).
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return value;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

/** A line's display form, E.164 and call link, from its display form. */
export function phone(display: string): Phone {
  const e164 = `+1${display.replace(/\D/g, '').slice(-10)}`;
  return { display, e164, href: telHref(e164) };
}

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
} satisfies Record<string, (facts: BusinessFacts) => string>;

export type FactToken = keyof typeof tokenValues;
export const factTokens = Object.keys(tokenValues) as FactToken[];

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
