/**
 * The stylesheet a public page carries inline, cut to what that page uses (issue 13: LCP
 * ≤ 1.2 s on a phone). Tailwind's utilities are two thirds of app.css and a page uses about a
 * third of them; the rest only lengthened the document a phone must receive before its first
 * paint (the city and service pages were just over what one round trip delivers).
 *
 * Only rules of the `utilities` layer are dropped, and only those whose utility class appears
 * neither in the page's `class` attributes nor in the enhancement module's source (classes it
 * adds or builds elements with). Everything else (base, theme, components, the site's own
 * rules keyed on attributes such as `[data-hidden]`) is kept whole.
 */

export interface PageStylesheet {
  /** The stylesheet before the utilities layer's content. */
  before: string;
  /** The utilities layer's rules, each with the classes that keep it. */
  utilities: UtilityRule[];
  /** The stylesheet after the utilities layer. */
  after: string;
}

type UtilityRule =
  | { kind: 'rule'; classes: string[] | null; text: string }
  | { kind: 'block'; prelude: string; rules: UtilityRule[] };

const LAYER = '@layer utilities{';

/** Splits app.css once (at start); `null` when it has no utilities layer (nothing is cut). */
export function parsePageStylesheet(css: string): PageStylesheet | null {
  const start = css.indexOf(LAYER);
  if (start < 0) return null;
  const open = start + LAYER.length;
  const close = matchingBrace(css, open - 1);
  if (close < 0) return null;
  return {
    before: css.slice(0, open),
    utilities: parseRules(css.slice(open, close)),
    after: css.slice(close),
  };
}

/** The stylesheet with the utilities no element and no enhancement code can use left out. */
export function stylesheetFor(sheet: PageStylesheet, used: ReadonlySet<string>): string {
  return sheet.before + render(sheet.utilities, used) + sheet.after;
}

/** Every class token of the document's `class` attributes. */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  // indexOf rather than a regular expression (half the time): it runs on every page rendered.
  for (let at = html.indexOf(' class="'); at >= 0; at = html.indexOf(' class="', at)) {
    const start = at + ' class="'.length;
    const end = html.indexOf('"', start);
    if (end < 0) break;
    for (const token of html.slice(start, end).split(' ')) {
      if (token) classes.add(token.includes('&') ? decodeEntities(token) : token);
    }
    at = end;
  }
  return classes;
}

/** Tokens of source text that may be class names (string contents split on white space). */
export function classTokensIn(sources: readonly string[]): Set<string> {
  const tokens = new Set<string>();
  for (const source of sources) {
    for (const token of source.split(/[\s'"`]+/)) if (token) tokens.add(token);
  }
  return tokens;
}

/**
 * The document with its inline copy of `css` (the `<style>` the root layout writes) cut to the
 * page; unchanged when that copy is not found.
 */
export function cutInlineStylesheet(
  html: string,
  css: string,
  sheet: PageStylesheet,
  alwaysKept: ReadonlySet<string>,
): string {
  const whole = `<style>${css}</style>`;
  const at = html.indexOf(whole);
  if (at < 0) return html;
  // The stylesheet sits in <head>, before every element with a class (<html> has none).
  const used = classesInHtml(html.slice(at + whole.length));
  for (const token of alwaysKept) used.add(token);
  return `${html.slice(0, at)}<style>${stylesheetFor(sheet, used)}</style>${html.slice(at + whole.length)}`;
}

function render(rules: readonly UtilityRule[], used: ReadonlySet<string>): string {
  let out = '';
  for (const rule of rules) {
    if (rule.kind === 'block') {
      const inner = render(rule.rules, used);
      if (inner) out += `${rule.prelude}{${inner}}`;
    } else if (rule.classes === null || rule.classes.some((c) => used.has(c))) {
      out += rule.text;
    }
  }
  return out;
}

function parseRules(text: string): UtilityRule[] {
  const rules: UtilityRule[] = [];
  let i = 0;
  while (i < text.length) {
    const brace = text.indexOf('{', i);
    if (brace < 0) break;
    const end = matchingBrace(text, brace);
    if (end < 0) break;
    const prelude = text.slice(i, brace);
    if (prelude.trimStart().startsWith('@')) {
      rules.push({ kind: 'block', prelude, rules: parseRules(text.slice(brace + 1, end)) });
    } else {
      rules.push({ kind: 'rule', classes: utilityClasses(prelude), text: text.slice(i, end + 1) });
    }
    i = end + 1;
  }
  if (i < text.length && text.slice(i).trim()) {
    rules.push({ kind: 'rule', classes: null, text: text.slice(i) });
  }
  return rules;
}

/**
 * The utility class each selector of a rule starts with (`.sm\:grid-cols-2`, `.group-open\:x:is(…)`,
 * `:where(.space-y-2>…)`), unescaped; `null` (always kept) when a selector does not start with a class.
 */
function utilityClasses(prelude: string): string[] | null {
  const classes: string[] = [];
  for (const selector of splitSelectors(prelude)) {
    const m = /^\s*(?::where\()?\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/.exec(selector);
    if (!m?.[1]) return null;
    classes.push(unescapeCss(m[1]));
  }
  return classes.length > 0 ? classes : null;
}

function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_m, hex: string | undefined, ch: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : ch,
  );
}

function decodeEntities(token: string): string {
  return token
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Index of the `}` closing the `{` at `open` (strings and escapes skipped), or -1. */
function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') {
      i++;
    } else if (c === '"' || c === "'") {
      const endQuote = text.indexOf(c, i + 1);
      if (endQuote < 0) return -1;
      i = endQuote;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
