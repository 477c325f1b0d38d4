/**
 * What a visitor's or customer's typed text is stored without, one rule for all of it: the
 * quote form (./lead-schema.ts, which ships to the browser: keep this small) and the estimate
 * page's signer name and decline reason. Lone UTF-16 surrogates become U+FFFD; control
 * characters and bidi controls are removed (an override typed into a name would turn the
 * words around it back to front in the owner's inbox, e-mails, CSV and the signed PDF). Tab,
 * CR and LF survive in multi-line text; in one-line text each run of breaks becomes a space.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Unicode's Bidi_Control set: the marks U+061C, U+200E, U+200F, the embeddings, overrides and isolates. */
const BIDI_CONTROL = /\p{Bidi_Control}/gu;
const LINE_BREAKS = /[\t\r\n\u2028\u2029]+/g;

/** `value` without lone surrogates, control characters and bidi controls (see the module's comment). */
export function plainText(value: string, multiLine: boolean): string {
  const text = value
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(CONTROL, '')
    .replace(BIDI_CONTROL, '');
  return multiLine ? text : text.replace(LINE_BREAKS, ' ');
}
