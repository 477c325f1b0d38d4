/**
 * Whether `href` is a path of this site as a browser reads it: written from the root and,
 * resolved against any origin, still on that origin. A prefix test ("one slash, not two") is
 * not the browser's rule: it reads `\` as `/` and drops tabs and newlines, so `/\evil.example`
 * and `/<tab>/evil.example` leave the site. The URL parser is the browser's own rule. A leaf
 * module: the post editor's bundle and the server's sanitizer both use it.
 */
const PROBE_ORIGIN = 'https://site.invalid';

export function isSitePath(href: string): boolean {
  if (!href.startsWith('/')) return false;
  try {
    return new URL(href, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
