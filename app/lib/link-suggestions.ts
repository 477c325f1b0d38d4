/**
 * Internal-link suggestions (issue 40): where a text mentions one of the site's services or
 * towns and does not link it yet, propose a link to that page. Pure and isomorphic: the post
 * editor calls it as the owner types, the server may call it on a stored body.
 *
 * The text may be HTML: tags are never matched, text inside an `<a>` is already linked, and a
 * page the text links anywhere is not proposed again (one link per page is what readers and
 * search engines need; more reads as stuffing). Plain text from an editor's model can pass its
 * linked ranges instead.
 */
import { escapeRegExp } from './escape-reg-exp.ts';

export interface LinkTarget {
  /** The page's name as written on the site: "Garage Door Repair", "Fort Mill". */
  name: string;
  /** The page's path, "/services/garage-door-repair". */
  url: string;
  /** Other ways the page is named ("Fort Mill, SC", "spring repair"). */
  aliases?: readonly string[];
  /**
   * A proper noun (a town): matched only where the text writes its first letter in capitals,
   * so "concord" (an agreement) is not taken for Concord, NC.
   */
  properNoun?: boolean;
}

export interface TextSpan {
  start: number;
  end: number;
}

export interface LinkSuggestion extends TextSpan {
  /** The mention as written in the text. */
  text: string;
  url: string;
  /** The target's name (what the editor shows: "Link to Garage Door Repair?"). */
  name: string;
}

export interface SuggestOptions {
  /** Ranges already linked (for plain text; HTML anchors are found without this). */
  linked?: readonly TextSpan[];
  /** The page being written: never proposed as a link to itself. */
  selfUrl?: string;
}

const LETTER_OR_DIGIT = String.raw`\p{L}\p{N}`;

/** The last word's singular and plural ("spring" <-> "springs", "switch" -> "switches"). */
function wordForms(word: string): string[] {
  const lower = word.toLowerCase();
  const forms = new Set([word]);
  if (/(s|x|z|ch|sh)$/i.test(lower) && !lower.endsWith('ss')) {
    if (lower.endsWith('es') && word.length > 4) forms.add(word.slice(0, -2));
    if (lower.endsWith('s') && word.length > 3) forms.add(word.slice(0, -1));
  }
  if (/(s|x|z|ch|sh)$/i.test(lower)) forms.add(`${word}es`);
  else forms.add(`${word}s`);
  return [...forms].sort((a, b) => b.length - a.length);
}

/** A phrase as a pattern: words apart by any white space, the last word in either number. */
function phrasePattern(phrase: string): string | undefined {
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  const last = words.pop();
  if (last === undefined) return undefined;
  const head = words.map(escapeRegExp);
  const tail = `(?:${wordForms(last).map(escapeRegExp).join('|')})`;
  return [...head, tail].join(String.raw`\s+`);
}

/** Where HTML tags sit and what `<a>` elements enclose, and every href the text links. */
function htmlSpans(text: string): { tags: TextSpan[]; anchors: TextSpan[]; hrefs: Set<string> } {
  const tags: TextSpan[] = [];
  const anchors: TextSpan[] = [];
  const hrefs = new Set<string>();
  for (const m of text.matchAll(/<a\b[^>]*>[\s\S]*?<\/a\s*>/gi)) {
    anchors.push({ start: m.index, end: m.index + m[0].length });
    const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(m[0]);
    const value = href?.[1] ?? href?.[2] ?? href?.[3];
    if (value !== undefined) hrefs.add(normalizeUrl(value));
  }
  for (const m of text.matchAll(/<[^>]*>/g))
    tags.push({ start: m.index, end: m.index + m[0].length });
  return { tags, anchors, hrefs };
}

/** "/locations/york-sc/" and "https://host/locations/york-sc#x" name the same page. */
function normalizeUrl(url: string): string {
  const path = url
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '')
    .replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path || '/';
}

function overlaps(a: TextSpan, b: TextSpan): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * The links to propose, in text order: for each target its first mention that is not inside a
 * tag, not already linked and not overlapping a longer mention; none for a page the text links.
 */
export function suggestLinks(
  text: string,
  targets: readonly LinkTarget[],
  options: SuggestOptions = {},
): LinkSuggestion[] {
  const { tags, anchors, hrefs } = htmlSpans(text);
  const blocked = [...tags, ...anchors, ...(options.linked ?? [])];
  const self = options.selfUrl === undefined ? undefined : normalizeUrl(options.selfUrl);
  const candidates: LinkSuggestion[] = [];
  for (const target of targets) {
    const url = normalizeUrl(target.url);
    if (url === self || hrefs.has(url)) continue;
    // Longest name first: the regular expression takes the first alternative that matches.
    const patterns = [target.name, ...(target.aliases ?? [])]
      .sort((a, b) => b.length - a.length)
      .map(phrasePattern)
      .filter((p): p is string => p !== undefined);
    if (patterns.length === 0) continue;
    const re = new RegExp(
      `(?<![${LETTER_OR_DIGIT}])(?:${patterns.join('|')})(?![${LETTER_OR_DIGIT}])`,
      'giu',
    );
    for (const m of text.matchAll(re)) {
      const span = { start: m.index, end: m.index + m[0].length };
      if (target.properNoun === true && !/^\p{Lu}/u.test(m[0])) continue;
      if (blocked.some((b) => overlaps(b, span))) continue;
      candidates.push({ ...span, text: m[0], url: target.url, name: target.name });
    }
  }
  // A mention inside a longer one ("Repair" in "Garage Door Repair") gives way to it; then each
  // page keeps its first mention.
  const standing = candidates.filter(
    (c) => !candidates.some((o) => o !== c && overlaps(o, c) && longer(o, c)),
  );
  standing.sort((a, b) => a.start - b.start);
  const chosen: LinkSuggestion[] = [];
  const done = new Set<string>();
  for (const c of standing) {
    if (done.has(c.url) || chosen.some((k) => overlaps(k, c))) continue;
    chosen.push(c);
    done.add(c.url);
  }
  return chosen;
}

/** `a` wins over `b` when longer, or as long and earlier (a tie must not drop both). */
function longer(a: TextSpan, b: TextSpan): boolean {
  const la = a.end - a.start;
  const lb = b.end - b.start;
  return la > lb || (la === lb && a.start < b.start);
}
