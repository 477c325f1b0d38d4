/**
 * HTTP-dates (RFC 9110 §5.6.7): the IMF-fixdate every sender must use, and the two obsolete
 * forms (RFC 850, asctime) a recipient must still accept. `Date.parse` is not used: it reads
 * asctime (which carries no zone) in the machine's local time zone, and takes many strings
 * that are no HTTP-date at all.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const IMF_FIXDATE =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) ([A-Z][a-z]{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const RFC_850 =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-([A-Z][a-z]{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const ASCTIME =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ([A-Z][a-z]{2}) ([ \d]\d) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/;

/** Epoch ms of an HTTP-date, or undefined when the value is not one. */
export function parseHttpDate(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  let parts: [day: string, month: string, year: number, h: string, m: string, s: string];
  let match = IMF_FIXDATE.exec(text);
  if (match) {
    parts = [match[1]!, match[2]!, Number(match[3]), match[4]!, match[5]!, match[6]!];
  } else if ((match = RFC_850.exec(text))) {
    // Two-digit years: RFC 9110 says a date more than 50 years ahead is in the past century.
    const yy = Number(match[3]);
    const thisYear = new Date().getUTCFullYear();
    let year = Math.floor(thisYear / 100) * 100 + yy;
    if (year > thisYear + 50) year -= 100;
    parts = [match[1]!, match[2]!, year, match[4]!, match[5]!, match[6]!];
  } else if ((match = ASCTIME.exec(text))) {
    parts = [match[2]!.trim(), match[1]!, Number(match[6]), match[3]!, match[4]!, match[5]!];
  } else {
    return undefined;
  }
  const [day, monthName, year, h, m, s] = parts;
  const month = MONTHS.indexOf(monthName);
  if (month === -1) return undefined;
  const ms = Date.UTC(year, month, Number(day), Number(h), Number(m), Number(s));
  // Reject what Date.UTC silently rolls over (31 Feb, 25:00).
  const check = new Date(ms);
  if (check.getUTCDate() !== Number(day) || check.getUTCHours() !== Number(h)) return undefined;
  if (Number(m) > 59 || Number(s) > 60) return undefined;
  return ms;
}

/** The IMF-fixdate of an instant (whole seconds: HTTP-dates carry no fraction). */
export function formatHttpDate(ms: number): string {
  return new Date(ms).toUTCString();
}

/**
 * A Retry-After value (RFC 9110 §10.2.3), delay-seconds or an HTTP-date, as milliseconds from
 * `now`; a date already past gives 0. Undefined when the value is neither.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = parseHttpDate(text);
  return date === undefined ? undefined : Math.max(0, date - now);
}
