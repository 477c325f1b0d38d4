/** How many characters of an item a closed row shows: one line on a phone, about. */
export const SUMMARY_CHARS = 60;

/**
 * The line a closed list item shows of what it holds: its non-empty texts joined with " · ",
 * cut to SUMMARY_CHARS with an ellipsis; "(empty)" when nothing is filled in yet.
 */
export function summaryLine(parts: ReadonlyArray<unknown>, max = SUMMARY_CHARS): string {
  const text = parts
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map((part) => String(part).replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
    .join(' · ');
  if (text === '') return '(empty)';
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
