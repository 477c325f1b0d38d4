/**
 * Small readers for server-rendered HTML (React's output is regular enough for these; no DOM
 * library is installed).
 */

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function titleOf(html: string): string | undefined {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  return m?.[1] === undefined ? undefined : decode(m[1]);
}

/** content of <meta name=...> or <meta property=...>. */
export function metaContent(html: string, key: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const named = new RegExp(`\\b(name|property)="${key.replace(/[.:]/g, '\\$&')}"`).test(tag);
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (named && content !== undefined) return decode(content);
  }
  return undefined;
}

export function linkHref(html: string, rel: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (new RegExp(`\\brel="${rel}"`).test(tag)) {
      const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
      if (href !== undefined) return decode(href);
    }
  }
  return undefined;
}

export type JsonObject = Record<string, unknown>;

/** Every JSON-LD script, parsed (throws if one is not valid JSON). */
export function jsonLdScripts(html: string): JsonObject[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(decode(m[1] ?? '')) as JsonObject,
  );
}

/**
 * Every JSON-LD node of the page: a script's `@graph` nodes (each given the script's
 * `@context`), or the script itself when it has no graph.
 */
export function jsonLdBlocks(html: string): JsonObject[] {
  return jsonLdScripts(html).flatMap((script) =>
    Array.isArray(script['@graph'])
      ? (script['@graph'] as JsonObject[]).map((node) => ({
          '@context': script['@context'],
          ...node,
        }))
      : [script],
  );
}

export function jsonLdOfType(html: string, type: string): JsonObject[] {
  return jsonLdBlocks(html).filter((block) => block['@type'] === type);
}

/** Number of elements carrying a data attribute (e.g. `data-testimonial`). */
export function countAttribute(html: string, attribute: string): number {
  return [...html.matchAll(new RegExp(`\\s${attribute}(=|\\s|>)`, 'g'))].length;
}

/** The inner HTML of the first element carrying a data attribute (balanced by tag name). */
export function sectionWith(html: string, attribute: string): string {
  const start = html.search(new RegExp(`<(\\w+)[^>]*\\s${attribute}[\\s=>]`));
  if (start < 0) return '';
  const tag = /^<(\w+)/.exec(html.slice(start))?.[1] ?? 'div';
  let depth = 0;
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  re.lastIndex = start;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return html.slice(start);
}

/** Every href of <a> elements in a fragment. */
export function hrefs(fragment: string): string[] {
  return [...fragment.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => decode(m[1] ?? ''));
}

/** The visible text of a fragment: tags and React's text separators removed, entities decoded. */
export function textOf(fragment: string): string {
  return decode(
    fragment
      .replace(/<!-- -->/g, '')
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
