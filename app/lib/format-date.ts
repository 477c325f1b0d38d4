/**
 * "November 22, 2026": the date in the business's time zone (the privacy policy's "Last
 * Updated"); the zone comes from the page's content (`business.timeZone`).
 */
export function formatLastUpdated(timeZone: string, date: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}
