import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.ts';

export const name = '0016-fact-tokens';

/**
 * Stored site documents into the token form, once (issue 29 item 3, decision 0016).
 *
 * Documents written before prose named the business facts with `{{tokens}}` carry the facts the
 * code shipped then literally ("Call (704) 555-0134", "since 1995"), and the site rewrote those
 * literals with the current facts at every build. The application used to repeat that rewrite
 * on every read and every validation, so a shipped phone the owner typed into prose today
 * silently became `{{phone}}`. This migration does it one last time, to the rows that exist,
 * and the application stops: what is stored from now on is stored as typed.
 *
 * Why rewriting the history rows is right: the versions are the restore history, and a restored
 * version must show what it showed. A pre-token version showed its shipped literals replaced by
 * the business facts of the day, which were its own business section's facts (the rewrite read
 * the live document's facts, and a version is the live document while it is live). A token is
 * filled from that same business section, so the version shows what it showed, live or
 * restored; left literal, a restored version whose phone differs from the shipped one would now
 * show the shipped phone instead. Token documents are unchanged (nothing to match), so running
 * this twice changes nothing. Drafts are rewritten the same way (they were validated documents).
 *
 * Frozen: imports no application code. The literals are the facts the code shipped then, the
 * patterns those of the old build-time rewrite, and the prose fields and their length caps those
 * of the document at this migration; the application's defaults and schema may change later.
 * `upgradeLegacyDocument` is exported for the one other input that can hold the old form: a file
 * exported with the old format name (`site-content-commands.ts`, the import).
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  const q = db as Kysely<Tables>;
  for (let after = 0; ;) {
    const rows = await q
      .selectFrom('site_content_versions')
      .select(['id', 'document'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const upgraded = upgradeJson(row.document);
      if (upgraded !== undefined) {
        await q
          .updateTable('site_content_versions')
          .set({ document: upgraded })
          .where('id', '=', row.id)
          .execute();
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = Number(last.id);
  }
  // One draft per admin user: few rows.
  const drafts = await q
    .selectFrom('site_content_drafts')
    .select(['user_id', 'document'])
    .execute();
  for (const row of drafts) {
    const upgraded = upgradeJson(row.document);
    if (upgraded !== undefined) {
      await q
        .updateTable('site_content_drafts')
        .set({ document: upgraded })
        .where('user_id', '=', row.user_id)
        .execute();
    }
  }
}

interface Tables {
  site_content_versions: { id: number | bigint | string; document: string };
  site_content_drafts: { user_id: number; document: string };
}

const BATCH = 100;

/** The upgraded JSON, or undefined when it is unchanged (or not JSON: left for the reader). */
function upgradeJson(json: string): string | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return undefined;
  }
  const upgraded = JSON.stringify(upgradeLegacyDocument(stored));
  return upgraded === JSON.stringify(stored) ? undefined : upgraded;
}

function literal(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The shipped literal of each fact, as a pattern, and the token that replaces it. */
const rules: readonly { pattern: string; token: string }[] = [
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
    const rule = rules[groups.findIndex((g) => g !== undefined)];
    return rule ? `{{${rule.token}}}` : String(args[0]);
  });
}

/**
 * The document's prose fields, by the key that holds them (a list's items by the list's key),
 * with their length caps. Every other string is a value (the business facts, dates, times, a
 * testimonial's location and month, a slug, an image name): kept as it is. The keys mean one
 * thing, with one cap, wherever they occur in the document.
 */
const proseCaps: Readonly<Record<string, number>> = {
  // Names, titles, labels: 120.
  short: 120,
  title: 120,
  name: 120,
  label: 120,
  neighborhoods: 120,
  // One-line texts: 300.
  long: 300,
  subtitle: 300,
  heading: 300,
  bullets: 300,
  benefits: 300,
  question: 300,
  emergencyNote: 300,
  // Paragraphs: 3000.
  answer: 3000,
  text: 3000,
  description: 3000,
  paragraphs: 3000,
  story: 3000,
};

/** Where a value sits: the document itself, its business section, or anywhere below. */
type Place = 'document' | 'business' | 'other';

function upgrade(value: unknown, key: string | undefined, place: Place): unknown {
  if (typeof value === 'string') {
    const cap = key === undefined ? undefined : proseCaps[key];
    // The business section's own fields are the facts themselves (its note is prose).
    if (cap === undefined || (place === 'business' && key !== 'emergencyNote')) return value;
    const upgraded = tokenizeShippedFacts(value);
    // The token form is longer for a few facts ("{{foundedYear}}" for "1995"): where it would
    // not be stored, the text stays as it was (as the old rewrite kept such a document).
    return upgraded.trim().length <= cap ? upgraded : value;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => upgrade(v, key, 'other'));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const inner: Place = place === 'document' && k === 'business' ? 'business' : 'other';
      out[k] = typeof v === 'string' ? upgrade(v, k, place) : upgrade(v, k, inner);
    }
    return out;
  }
  return value;
}

/** A document (valid or not) in the old form, with the shipped facts in its prose as tokens. */
export function upgradeLegacyDocument(document: unknown): unknown {
  return upgrade(document, undefined, 'document');
}
