/**
 * Documents written before prose named the business facts with tokens (before issue 29) carry
 * the shipped facts literally: "Call (704) 555-0134", "since 1995". The site used to rewrite
 * those at every build; now the document says `{{phone}}`, `{{foundedYear}}`, ... This upgrade
 * turns such a document into the token form once, where it is read (stored versions and drafts,
 * an imported file, the editor's copy on the device), so it shows exactly what it showed before.
 *
 * Frozen: the literals are the facts the code shipped then, written out here, never read from
 * the current defaults (which may change). The patterns are those the old rewrite used. Text
 * that holds the shipped phone literally is taken to mean the business's phone: the owner of
 * the shipped facts is the only one who would write them.
 *
 * Isomorphic, no imports of content: only the token names are shared.
 */
import type { FactToken } from './fact-tokens.ts';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const literal = (value: string) => escapeRegExp(value);

/** The shipped literal of each fact, as a pattern, and the token that replaces it. */
const rules: readonly { pattern: string; token: FactToken }[] = [
  { pattern: literal('(704) 555-0134'), token: 'phone' },
  { pattern: literal('tel:+17045550134'), token: 'phoneHref' },
  { pattern: literal('(704) 555-0187'), token: 'phoneNC' },
  { pattern: literal('(803) 555-0162'), token: 'phoneSC' },
  { pattern: literal('info@carolinafamilygaragedoors.example'), token: 'emailInfo' },
  { pattern: literal('service@carolinafamilygaragedoors.example'), token: 'emailService' },
  { pattern: literal('Carolina Family Garage Doors'), token: 'name' },
  { pattern: literal('Concord, NC to Rock Hill, SC'), token: 'serviceArea' },
  { pattern: '(?<![\\d$])1995(?!\\d)', token: 'foundedYear' },
  { pattern: literal('5000+'), token: 'customers' },
  // The rating and review count only where they are one ("4.9-star", "4.9/5", "150 reviews").
  { pattern: '(?<![\\d.$])4\\.9(?=(?:-star|/| out of| stars))', token: 'rating' },
  {
    pattern: '(?<![\\d.$])150(?=\\+? (?:reviews|customer reviews|Google reviews))',
    token: 'reviewCount',
  },
];

const combined = new RegExp(rules.map((r) => `(${r.pattern})`).join('|'), 'g');

/** One string with each shipped fact replaced by its token (a single pass, never twice). */
export function tokenizeShippedFacts(text: string): string {
  return text.replace(combined, (...args: unknown[]) => {
    const groups = args.slice(1, 1 + rules.length);
    const index = groups.findIndex((g) => g !== undefined);
    const rule = rules[index];
    return rule ? `{{${rule.token}}}` : String(args[0]);
  });
}

/** The business section's fact fields hold the values themselves, never tokens. */
const factFields = new Set([
  'name',
  'phone',
  'phoneNC',
  'phoneSC',
  'emailInfo',
  'emailService',
  'serviceArea',
  'customers',
]);

function upgrade(value: unknown, path: readonly string[]): unknown {
  if (typeof value === 'string') {
    const [section, field] = path;
    if (path.length === 2 && section === 'business' && field && factFields.has(field)) return value;
    return tokenizeShippedFacts(value);
  }
  if (Array.isArray(value)) return value.map((v: unknown, i) => upgrade(v, [...path, String(i)]));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = upgrade(v, [...path, k]);
    return out;
  }
  return value;
}

/** A document (valid or not) with the shipped facts in its prose turned into tokens. */
export function upgradeSiteDocument<T>(document: T): T {
  return upgrade(document, []) as T;
}
