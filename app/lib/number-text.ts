/**
 * Numbers as text the way `toLocaleString('en-US')` writes them ("1,249.50"), without Intl: the
 * first Intl object a page builds loads the browser's locale data, about 20 ms on this machine
 * and 100 ms on the benchmark's simulated phone, inside the admin's hydration (issue 28). Every
 * figure the admin shows is a count or an amount in cents, so grouping digits is all it needs.
 */

/** "12,345" (rounded to a whole number, half away from zero). */
export function groupDigits(value: number): string {
  const whole = Math.round(Math.abs(value));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && whole !== 0 ? `-${digits}` : digits;
}

/**
 * "1,249.50" from cents; with `wholeDollars: 'short'`, "1,250" when there are no cents.
 * Cents are rounded to a whole cent first.
 */
export function centsText(cents: number, wholeDollars: 'short' | 'long' = 'long'): string {
  const rounded = Math.round(Math.abs(cents));
  const dollars = groupDigits(Math.floor(rounded / 100));
  const rest = rounded % 100;
  const sign = cents < 0 && rounded !== 0 ? '-' : '';
  if (rest === 0 && wholeDollars === 'short') return `${sign}${dollars}`;
  return `${sign}${dollars}.${String(rest).padStart(2, '0')}`;
}
