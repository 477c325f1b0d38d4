/**
 * One Intl.DateTimeFormat per use and time zone, made on first use: building one costs far more
 * than formatting with one, and every page rendered per request asks for today twice (footer,
 * JSON-LD; it was the largest single item of such a render's CPU profile, docs/performance.md),
 * the booking windows for every slot. The zones come from the owner's content and the booking
 * settings, so a handful at most; the bound only guards against a runaway.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATS = 32;

export function zoneFormat(
  use: string,
  timeZone: string,
  make: (timeZone: string) => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  const key = `${use}\u0000${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = make(timeZone);
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** Year, month and day as digits: the date part of both formats the app reads back. */
export const dateDigits = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
