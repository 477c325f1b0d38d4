/**
 * The post editor's small rules that need no editor (issue 40): which link addresses a body
 * may carry, and how an SEO field's length reads against its recommended maximum.
 */
import { isSitePath } from './site-path.ts';

/** A page of this site (`/services/...`), a web address, an e-mail or a phone link. */
export function linkAllowed(href: string): boolean {
  return (
    (/^\S*$/.test(href) && isSitePath(href)) ||
    /^https?:\/\/[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i.test(href) ||
    /^mailto:[^\s@]+@[^\s@]+$/i.test(href) ||
    /^tel:\+?[0-9 ().-]+$/.test(href)
  );
}

/** A field's length against the maximum search engines show; `over` past it. */
export function lengthAgainst(value: string, max: number): { count: number; over: boolean } {
  // Characters as a reader counts them: an emoji or an accented letter is one.
  const count = [...value.trim()].length;
  return { count, over: count > max };
}
