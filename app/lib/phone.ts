/**
 * A phone line's forms: the one formatter (what the owner types -> the displayed form) and the
 * selector that makes a line's E.164 number and call link from its displayed form. Pure and
 * isomorphic: the site document's schema, the business profile (app/content/business.ts) and the
 * offline lead notice in the public bundle use it.
 */
import { telHref } from './urls.ts';

/** A phone line as pages use it. */
export interface Phone {
  /** As shown on the page: "(704) 555-0134". */
  display: string;
  /** E.164: "+17045550134". */
  e164: string;
  /** Call link: "tel:+17045550134". */
  href: string;
}

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
