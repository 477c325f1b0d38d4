/**
 * The quote-form rules (site-spec.md section 5), once, for the browser and the server.
 * Built on `zod/mini` so the copy the enhancement module ships stays small.
 *
 * Normalisation, in order, for every field: lone UTF-16 surrogates become U+FFFD, control
 * characters and bidi controls are removed (./plain-text.ts) (tab, CR and LF survive in the
 * multi-line fields; in single-line fields they become a space), then the value is trimmed
 * and capped (in characters, never splitting one). Empty optional fields become null. Nothing
 * is HTML-escaped here: stored values are what the visitor typed; escaping happens on output.
 */
// First: it must run before any schema below is built.
import './zod-jitless.ts';
import * as z from 'zod/mini';
import { asciiDomainEmail } from './email-domain.ts';
import type { LeadFormColumn } from './lead-fields.ts';
import { limits, serviceOptions, type ServiceOption } from './limits.ts';
import { contactFormMessages } from './messages/contact-form.ts';
import { plainText } from './plain-text.ts';

/** The form's columns of app/lib/lead-fields.ts (a type-only import: the browser copy stays small). */
export type LeadField = LeadFormColumn;

/** Form order; lead-fields.test.ts checks it is the registry's list. */
export const leadFields: readonly LeadField[] = [
  'name',
  'email',
  'phone',
  'service',
  'address',
  'location',
  'message',
];

export const requiredLeadFields: readonly LeadField[] = ['name', 'email', 'phone', 'service'];

/** Names of the form's non-lead fields (spam defence and idempotency), shared by all paths. */
export const leadFormFields = {
  /** Honeypot: hidden from people and assistive technology; a filled one marks a bot. */
  honeypot: 'company_site',
  /** When the form was rendered (epoch ms), for the minimum fill time. */
  startedAt: 'started_at',
  idempotencyKey: 'idempotency_key',
  /** The visit window picked (issue 30): a window's `start` from /api/availability. */
  appointmentStart: 'appointment_start',
  /** The photo-use consent checkbox (issue 40): present ("yes") when ticked. */
  photoConsent: 'photo_consent',
} as const;

/** A booked visit as the lead's answer carries it (issue 30). */
export interface BookedAppointment {
  start: string;
  end: string;
  status: 'booked';
}

export { FIRST_TOUCH_COOKIE } from './first-touch-cookie.ts';

const multiLine: ReadonlySet<LeadField> = new Set(['address', 'message']);

/**
 * Simple address pattern, minus characters that would let a value act as an address list
 * (`,;<>"`...) or carry mail parameters once put in a `mailto:` link (`?&=%/`, issue 19: an
 * address like `a@x.test?bcc=b%40c.test` would pre-fill a Bcc when the owner replies). `\s`
 * covers every kind of space.
 */
export const emailPattern =
  /^[^\s@<>()[\]\\,;:"?&=%/]+@[^\s@<>()[\]\\,;:"?&=%/]+\.[^\s@<>()[\]\\,;:"?&=%/]+$/;
/** Printable ASCII only: what a relay without SMTPUTF8 (RFC 6531) carries. */
export const asciiEmailPattern = /^[\x21-\x7E]+$/;
/** Digits, spaces, hyphens, parentheses and plus (spec section 5). */
export const phonePattern = /^[0-9 ()+-]+$/;
/** A phone number someone can call has digits: `---`, `()` or `+` alone are not numbers. */
export const phoneDigitsPattern = new RegExp(`^(?:\\D*\\d){${limits.lead.phoneMinDigits}}`);

/** Trims and caps one field the way the server stores it. */
export function normalizeLeadText(value: string, field: LeadField): string {
  const text = plainText(value, multiLine.has(field));
  // The service is checked against the option list, so it needs no cap of its own.
  return field === 'service' ? text.trim() : capText(text.trim(), limits.lead.fieldCaps[field]);
}

/** Caps to `max` characters (code points), never leaving half a surrogate pair. */
export function capText(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  let count = 0;
  for (const char of text) {
    if (count === max) break;
    out += char;
    count += 1;
  }
  return out;
}

const m = contactFormMessages;

function text(field: LeadField) {
  return z.pipe(
    z.optional(z.nullable(z.string({ error: m.required }))),
    z.transform((value: string | null | undefined) => normalizeLeadText(value ?? '', field)),
  );
}

function requiredText(field: LeadField) {
  return text(field).check(z.minLength(1, { error: m.required, abort: true }));
}

function optionalText(field: LeadField) {
  return z.pipe(
    text(field),
    z.transform((value: string) => (value === '' ? null : value)),
  );
}

export const leadSchema = z.object({
  name: requiredText('name'),
  email: z
    .pipe(
      requiredText('email').check(
        z.regex(emailPattern, m.invalidEmail),
        z.refine((value) => asciiDomainEmail(value) !== undefined, { error: m.invalidEmail }),
      ),
      // Issue 37: an internationalised domain is kept in its ASCII form (./email-domain.ts).
      z.transform((value: string) => asciiDomainEmail(value) ?? value),
    )
    .check(
      // The ASCII form is longer than what was typed: an address past RFC 5321's 254 is none.
      z.maxLength(limits.lead.fieldCaps.email, { error: m.invalidEmail }),
      // Issue 27: a local part beyond ASCII (`zoë@…`) needs SMTPUTF8 (RFC 6531), which many
      // relays lack: the confirmation would bounce and the owner's reply could not reach it.
      z.regex(asciiEmailPattern, m.nonAsciiEmail),
    ),
  phone: requiredText('phone').check(
    z.regex(phonePattern, m.invalidPhone),
    z.regex(phoneDigitsPattern, m.invalidPhone),
  ),
  service: z.pipe(requiredText('service'), z.enum(serviceOptions, { error: m.required })),
  address: optionalText('address'),
  message: optionalText('message'),
  location: optionalText('location'),
});

/** A validated lead: trimmed, capped, empty optional fields as null. */
export interface Lead {
  name: string;
  email: string;
  phone: string;
  service: ServiceOption;
  address: string | null;
  message: string | null;
  location: string | null;
}

export type LeadFieldErrors = Partial<Record<LeadField, string>>;

export type LeadParseResult =
  { ok: true; lead: Lead } | { ok: false; message: string; fieldErrors: LeadFieldErrors };

/** The spec checks in this order; the first failing rule is the one message shown on top. */
const messageOrder = [m.required, m.invalidEmail, m.nonAsciiEmail, m.invalidPhone] as const;

function isLeadField(value: unknown): value is LeadField {
  return typeof value === 'string' && (leadFields as readonly string[]).includes(value);
}

/** Validates anything (a parsed JSON body, form values) against the lead rules. */
export function parseLead(input: unknown): LeadParseResult {
  const result = leadSchema.safeParse(input);
  if (result.success) return { ok: true, lead: result.data };
  const fieldErrors: LeadFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    const message = (messageOrder as readonly string[]).includes(issue.message)
      ? issue.message
      : m.required;
    if (isLeadField(field)) fieldErrors[field] ??= message;
  }
  const present = new Set(Object.values(fieldErrors));
  const message = messageOrder.find((candidate) => present.has(candidate)) ?? m.required;
  return { ok: false, message, fieldErrors };
}

/** Reads the lead fields out of submitted form values (strings only). */
export function leadInputFromForm(
  get: (name: string) => string | null | undefined,
): Record<LeadField, string | null> {
  return Object.fromEntries(leadFields.map((field) => [field, get(field) ?? null])) as Record<
    LeadField,
    string | null
  >;
}

/** Idempotency keys: visible ASCII, at most `limits.lead.idempotencyKeyMax` characters. */
export function isValidIdempotencyKey(key: string): boolean {
  return (
    key.length > 0 && key.length <= limits.lead.idempotencyKeyMax && /^[\x21-\x7E]+$/.test(key)
  );
}

/** What a page's quote-form action answers (the route's actionData), for `<QuoteForm result>`. */
export type QuoteFormResult =
  | {
      ok: true;
      message: string;
      /** The location the visitor sent: kept in the field after success. */
      location?: string;
      /** The visit booked with the request (issue 30). */
      appointment?: BookedAppointment;
    }
  | {
      ok: false;
      message: string;
      fieldErrors: Partial<Record<LeadField, string>>;
      values: Partial<Record<LeadField, string>>;
      /** The original render time, so fixing a mistake does not restart the fill-time clock. */
      startedAt?: string;
      /** The window picked could not be booked (409): why; the page shows fresh windows. */
      appointmentError?: string;
      /** The window that was picked: the booking page shows it picked again. */
      appointmentStart?: string;
    };
