/**
 * The week's days as the site names them, Monday first, without zod: the site document's
 * business hours are keyed by them (`DayOfWeekSchema` in app/content/site-document.ts), and the
 * admin labels the weekly hours and the booking week with them, in chunks that must not load the
 * document's schema. Here in app/lib so that both reach one list (as ./slugs.ts does for the URLs).
 */
export const dayNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type DayName = (typeof dayNames)[number];
