/**
 * The contract between the server-rendered public pages and the enhancement module
 * (`app/enhance/`): the `data-*` attributes the enhancement finds elements by, the states it
 * writes, and the classes both sides give the quote form's message regions. Components set
 * them with `hook(NAME)`; enhancement modules select with `` `[${NAME}]` ``. Plain string
 * constants, no objects: the browser bundle keeps only the ones it uses (public JS budget).
 * CSS that styles a state (`app/app.css`: `html[data-banner='closed']`, `[data-hidden]`) names
 * the same strings by hand.
 */

/**
 * On <html> once the enhancement has started (app/enhance/main.ts): it starts after the first
 * frame, so a test's tap that must reach the enhanced page waits for this.
 */
export const ENHANCED = 'data-enhanced';

// Site chrome.
export const SITE_HEADER = 'data-site-header';
/** On the header while it is scrolled out of view (app/enhance/header.ts). */
export const HEADER_HIDDEN = 'data-hidden';
export const MOBILE_MENU = 'data-mobile-menu';
export const EMERGENCY_BANNER = 'data-emergency-banner';
export const BANNER_CLOSE = 'data-banner-close';

// Sections the first-party insights count clicks in (app/enhance/insights.ts).
export const HERO = 'data-hero';
export const CALL_BOX = 'data-call-box';
export const CONTACT_INFO = 'data-contact-info';
export const CTA_BANNER = 'data-cta-banner';

// FAQ page tabs: the tab and its panel carry the category id.
export const FAQ_TABS = 'data-faq-tabs';
export const FAQ_TAB = 'data-faq-tab';
export const FAQ_PANEL = 'data-faq-panel';

// Images that fall back to a generic one when theirs fails to load.
export const FALLBACK_SRC = 'data-fallback-src';
export const FALLBACK_ALT = 'data-fallback-alt';

/**
 * On a customer's private page (a visit's, an estimate's, the owner's preview of one): its path
 * is its secret token, so the page is off the site's map and no beacon may carry the path.
 */
export const PRIVATE_PAGE = 'data-private-page';

// The 404 page (value: the path asked for) and the offline page.
export const NOT_FOUND_PATH = 'data-not-found-path';
export const OFFLINE_PAGE = 'data-offline-page';
export const OFFLINE_PUBLIC = 'data-offline-public';
export const OFFLINE_ADMIN = 'data-offline-admin';
export const OFFLINE_RETRY = 'data-offline-retry';
export const LEAD_QUEUE_INDICATOR = 'data-lead-queue-indicator';

// The /upload page.
export const UPLOAD_FORM = 'data-upload-form';
export const UPLOAD_FILES = 'data-upload-files';
export const UPLOAD_STATUS = 'data-upload-status';
export const UPLOAD_RESULT = 'data-upload-result';
export const UPLOAD_URLS = 'data-upload-urls';
export const UPLOAD_COPIED = 'data-upload-copied';

// The quote form.
export const QUOTE_FORM = 'data-quote-form';
/** The service a page's form starts with (and goes back to after a sent lead). */
export const PRESET_SERVICE = 'data-preset-service';
export const PRESET_LOCATION = 'data-preset-location';
export const QUOTE_FORM_SUBMIT = 'data-quote-form-submit';
export const QUOTE_FORM_STATUS = 'data-quote-form-status';
export const QUOTE_FORM_ERRORS = 'data-quote-form-errors';
/** On each control; value: the lead field it holds. */
export const LEAD_FIELD = 'data-lead-field';
/** On each field's error line; value: the lead field. */
export const FIELD_ERROR = 'data-field-error';

// The quote form's visit picker (issue 30). Without JavaScript a link to the booking page;
// with it, the open windows are fetched when the visitor opens it.
export const BOOKING_PICKER = 'data-booking-picker';
/** Where the picker puts the windows (the booking page renders them here itself). */
export const BOOKING_WINDOWS = 'data-booking-windows';
/** The link to the booking page (hidden once the picker shows the windows in place). */
export const BOOKING_LINK = 'data-booking-link';
/** "Emergency? Do not book: call us now." with the call link. */
export const BOOKING_EMERGENCY = 'data-booking-emergency';

/** A message region with nothing to say. */
export const EMPTY_REGION_CLASS = 'empty:hidden';
/** The quote form's status region once the lead is received. */
export const QUOTE_SUCCESS_CLASS =
  'rounded border border-green-300 bg-green-50 p-3 text-green-900 focus:outline-2 focus:outline-green-700';
/** The quote form's error summary when something is wrong. */
export const QUOTE_ERRORS_CLASS =
  'rounded border border-red-300 bg-red-50 p-3 text-red-900 focus:outline-2 focus:outline-red-700';

// The customer's estimate page (issue 39): app/components/sections/customer-estimate.tsx renders
// them, app/enhance/estimate-sign.ts keeps the total in step and mounts the signature pad.
export const ESTIMATE_ACCEPT = 'data-estimate-accept';
export const ESTIMATE_SUBTOTAL = 'data-estimate-subtotal';
export const ESTIMATE_TAX = 'data-estimate-tax';
export const ESTIMATE_TOTAL = 'data-estimate-total';
export const ESTIMATE_DEPOSIT = 'data-estimate-deposit';
/** The no-JavaScript "Update total" submit: hidden once the total follows each tap. */
export const ESTIMATE_UPDATE_TOTAL = 'data-estimate-update-total';
/** Empty and hidden in the markup; the script mounts the drawn signature in it. */
export const SIGNATURE_PAD = 'data-signature-pad';

/**
 * JSX props for a hook: `<div {...hook(HERO)}>` (an empty value), `<a {...hook(FAQ_TAB, id)}>`.
 * An explicit `undefined` value leaves the attribute out, as React does for any prop.
 */
export function hook<N extends string>(
  name: N,
  ...value: [] | [string | undefined]
): Record<N, string | undefined> {
  return { [name]: value.length === 0 ? '' : value[0] } as Record<N, string | undefined>;
}
