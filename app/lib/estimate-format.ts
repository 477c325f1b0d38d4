/**
 * How an estimate's dates and rates read on the customer's page, in the e-mails and in the
 * admin: the business's time zone, whatever the server's or the phone's.
 */
import { bookingTimeZone } from './booking.ts';

const day = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingTimeZone,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const moment = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingTimeZone,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Dec 6, 2026". */
export function formatEstimateDate(ms: number): string {
  return day.format(new Date(ms));
}

/** "Dec 6, 2026, 5:49 PM EST": the signing time on the page and the PDF. */
export function formatEstimateMoment(ms: number): string {
  return moment.format(new Date(ms));
}

/** 7.25 -> "7.25", 7.5 -> "7.5", 8 -> "8". */
export function formatPercent(percent: number): string {
  return String(Math.round(percent * 100) / 100);
}
