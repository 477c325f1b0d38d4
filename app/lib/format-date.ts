import { business } from '../content/business.ts';

/** "November 22, 2026": the date in the business's time zone (the privacy policy's "Last Updated"). */
export function formatLastUpdated(date: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: business.timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}
