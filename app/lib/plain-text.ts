/**
 * What a visitor's or customer's typed text is stored without, once for the quote form
 * (./lead-schema.ts, which ships to the browser: keep this small) and the estimate page's
 * answers: lone UTF-16 surrogates become U+FFFD and control characters are removed. Tab, CR
 * and LF survive in multi-line text; in one-line text each run of breaks becomes a space.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAKS = /[\t\r\n\u2028\u2029]+/g;
/** Unicode's Bidi_Control set: the marks U+061C, U+200E, U+200F, the embeddings, overrides and isolates. */
const BIDI_CONTROL = /\p{Bidi_Control}/gu;

/** `value` without lone surrogates and control characters (see the module's comment). */
export function plainText(value: string, multiLine: boolean): string {
  const text = value.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, '');
  return multiLine ? text : text.replace(LINE_BREAKS, ' ');
}

/**
 * `plainText` without the bidi controls too: the estimate page's signer name and decline
 * reason are shown inside the owner's admin, the signed PDF and e-mails, where an override
 * typed into them would turn the words around it back to front.
 */
export function plainTextWithoutBidi(value: string, multiLine: boolean): string {
  return plainText(value, multiLine).replace(BIDI_CONTROL, '');
}
