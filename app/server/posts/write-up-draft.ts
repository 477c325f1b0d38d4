/**
 * The words of a post drafted from a finished job ("Write it up", issue 40), built only from
 * what the site itself publishes: the service's page title and the town's name from the
 * published content, and photos by their library address. Nothing the customer typed (name,
 * e-mail, phone, street address, message, the free-text location) is copied into it: the town
 * is the site's own town whose name the lead's location or address mentions, so what reaches
 * the draft is the site's spelling of a public place name, never the customer's text.
 */
import { escapeRegExp } from '#app/lib/escape-reg-exp.ts';

export interface DraftTown {
  /** "Concord, NC" */
  label: string;
  /** The town's page, "/locations/concord-nc". */
  url: string;
}

export interface DraftService {
  /** The service page's title, "Garage Door Repair". */
  title: string;
  url: string;
}

export interface DraftPhoto {
  /** The photo's public address in the site's image library, "/uploads/<name>". */
  src: string;
  width: number;
  height: number;
}

export interface WriteUpDraft {
  title: string;
  summary: string;
  bodyHtml: string;
}

/** The site's towns a text names (word-bounded, any case), the first one the text names first. */
export function townNamedIn<T extends { name: string }>(
  texts: ReadonlyArray<string | null>,
  towns: readonly T[],
): T | null {
  for (const text of texts) {
    if (!text) continue;
    let best: { town: T; at: number } | null = null;
    for (const town of towns) {
      const pattern = new RegExp(
        `(^|[^\\p{L}\\p{N}])${escapeRegExp(town.name)}($|[^\\p{L}\\p{N}])`,
        'iu',
      );
      const match = pattern.exec(text);
      if (match && (!best || match.index < best.at)) best = { town, at: match.index };
    }
    if (best) return best.town;
  }
  return null;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The draft: a title and summary naming the service and the town, a body with a heading per
 * part of the story (what was wrong, what was done, the result) for the owner to write in,
 * the service and town linked to their pages, and the photos with alt text saying where they
 * were taken (the owner can say more).
 */
export function writeUpDraft(input: {
  service: DraftService | null;
  town: DraftTown | null;
  photos: readonly DraftPhoto[];
}): WriteUpDraft {
  const { service, town, photos } = input;
  const what = service?.title ?? 'Garage Door Project';
  const where = town ? ` in ${town.label}` : '';
  const title = `${what}${where}`;
  const lowerWhat = service ? service.title.toLowerCase() : 'garage door project';
  const summary = town
    ? `A ${lowerWhat} job we finished in ${town.label}: what we found, what we did and how it turned out.`
    : `A ${lowerWhat} job we finished: what we found, what we did and how it turned out.`;
  const serviceLink = service
    ? `<a href="${escapeHtml(service.url)}">${escapeHtml(lowerWhat)}</a>`
    : escapeHtml(lowerWhat);
  const townLink = town
    ? ` in <a href="${escapeHtml(town.url)}">${escapeHtml(town.label)}</a>`
    : '';
  const parts = [
    `<p>We recently finished a ${serviceLink} job${townLink}.</p>`,
    '<h2>What we found</h2>',
    '<p>What the homeowner noticed, and what our technician found on arrival.</p>',
    '<h2>What we did</h2>',
    '<p>The work, the parts and how long it took.</p>',
  ];
  photos.forEach((photo, index) => {
    const alt = `${what}${where}: photo ${index + 1} of ${photos.length}`;
    parts.push(
      `<img src="${escapeHtml(photo.src)}" alt="${escapeHtml(alt)}" width="${photo.width}" height="${photo.height}">`,
    );
  });
  parts.push(
    '<h2>The result</h2>',
    '<p>How the door works now, and a tip for other homeowners.</p>',
  );
  return { title, summary, bodyHtml: parts.join('') };
}

/** What a reader of a draft sees: its title, summary, body text and photos' alt text. */
export function readableText(draft: WriteUpDraft): string {
  const alts = [...draft.bodyHtml.matchAll(/\balt="([^"]*)"/g)].map((m) => m[1] ?? '');
  const body = draft.bodyHtml.replace(/<[^>]*>/g, ' ');
  return [draft.title, draft.summary, body, ...alts].join('\n');
}

/** A customer's details, as the lead holds them. */
export interface CustomerDetails {
  name: string;
  email: string;
  phone: string;
  address: string | null;
}

/**
 * The customer details a text carries: the full name and each part of it of three letters or
 * more, the e-mail, the phone's digits in any format, the street address and its number-and-
 * street part. The check every draft passes before it is stored.
 */
export function customerDetailsIn(text: string, customer: CustomerDetails): string[] {
  const found: string[] = [];
  const lower = text.toLowerCase();
  const nameParts = customer.name.split(/[^\p{L}'-]+/u).filter((part) => part.length >= 3);
  for (const part of nameParts) {
    const pattern = new RegExp(`(^|[^\\p{L}])${escapeRegExp(part)}($|[^\\p{L}])`, 'iu');
    if (pattern.test(text)) found.push(part);
  }
  if (customer.email && lower.includes(customer.email.toLowerCase())) found.push(customer.email);
  const phone = customer.phone.replace(/\D/g, '').slice(-10);
  const numbers = text.match(/\+?\d[\d\s().-]{5,}\d/g) ?? [];
  if (phone.length >= 7 && numbers.some((n) => n.replace(/\D/g, '').endsWith(phone))) {
    found.push(customer.phone);
  }
  const street = customer.address?.split(',')[0]?.trim();
  if (street && street.length >= 5 && lower.includes(street.toLowerCase())) found.push(street);
  return found;
}

/** A letter (with any accent written as a combining mark), a digit or an underscore. */
const WORD_CHARACTER = '[\\p{L}\\p{M}\\p{N}_]';

/**
 * The words the draft's template writes whatever the job ("what we found", "how long it
 * took", "photo 1 of 1"): drafts written with no words given, once with every part left out
 * and once with every part present but blank, so each wording the template chooses between
 * is here. Written from no lead and no site content at all, so nothing a customer typed can
 * ever count as the template's.
 */
const TEMPLATE_WORDS = [
  writeUpDraft({ service: null, town: null, photos: [] }),
  writeUpDraft({
    service: { title: '', url: '' },
    town: { label: '', url: '' },
    photos: [{ src: '', width: 0, height: 0 }],
  }),
]
  .map(readableText)
  .join('\n');

/**
 * The details the draft's own words do not hold as a whole word: the template's (above) and
 * `siteWords`, the town's label and the service's title it was given. A customer called Long
 * or Job shares a word with the template ("how long it took"), not a detail with the job;
 * "Marguerite" put into a draft is in neither and is still caught. A name that is one of the
 * template's words cannot be caught when put into a draft too: the check compares words, not
 * where in the draft they came from.
 *
 * A whole word is one not run into a letter, digit or underscore on either side. Spelled out
 * rather than `\b`, which only knows ASCII word characters: a detail starting or ending with
 * anything else ("José", "+1 704", "Main St.") never met it at that edge, and "José" of San
 * José made the write-up refuse.
 */
export function detailsBeyondOwnWords(details: readonly string[], siteWords: string): string[] {
  const ownWords = `${TEMPLATE_WORDS}\n${siteWords}`;
  return details.filter(
    (detail) =>
      !new RegExp(`(?<!${WORD_CHARACTER})${escapeRegExp(detail)}(?!${WORD_CHARACTER})`, 'iu').test(
        ownWords,
      ),
  );
}
