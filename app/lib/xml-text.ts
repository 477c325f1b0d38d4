/**
 * Characters XML 1.0 does not allow at all, even escaped: control characters such as the
 * vertical tab or U+0001 that text pasted from a word processor brings, U+FFFE, U+FFFF, lone
 * surrogates. One of them makes a whole document not well-formed (a feed reader drops the feed,
 * librsvg refuses the share picture's overlay), so text written into XML leaves them out.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** `value` without the characters XML 1.0 forbids. */
export function xmlChars(value: string): string {
  return value.replace(NOT_XML_CHAR, '');
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** `value` as XML text or an attribute value: forbidden characters left out, markup escaped. */
export function escapeXml(value: string): string {
  return xmlChars(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
