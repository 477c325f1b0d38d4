/**
 * When the business works on a given date: the weekly hours, overridden by that date's special
 * hours or holiday closure. The one answer booking (which windows are offered) and publishing
 * (which booked visits a new document closes) both ask, so a window is never offered outside
 * the hours the site shows (issue 37 item 4). Pure functions over a document's or a snapshot's
 * hours; dates are local dates ("2027-03-13") of the business's time zone.
 */
import { dayNames } from '../lib/week.ts';
import { openingHoursSpecification } from './business-facts.ts';
import type { SiteContent } from './live.ts';
import type { OpeningHours } from './schema.ts';
import type { BusinessDocument, SpecialHours } from './site-document.ts';

/** The published hours: the weekly ones as the site states them, and the dated exceptions. */
export interface OpenHours {
  weekly: readonly OpeningHours[];
  special: readonly SpecialHours[];
}

/** A local time range, "HH:MM" 24-hour. */
export interface ClockRange {
  start: string;
  end: string;
}

/** The hours of a content snapshot (what the pages and the JSON-LD of that version say). */
export function openHoursOf(content: Pick<SiteContent, 'business' | 'specialHours'>): OpenHours {
  return { weekly: content.business.hours.specification, special: content.specialHours };
}

/** The hours of a site document's business section (a draft about to be published). */
export function openHoursOfDocument(
  business: Pick<BusinessDocument, 'hours' | 'specialHours'>,
): OpenHours {
  return { weekly: openingHoursSpecification(business.hours), special: business.specialHours };
}

/** The weekday's name of a calendar date ("Saturday"). */
function dayNameOf(date: string): (typeof dayNames)[number] {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return dayNames[(sundayFirst + 6) % 7]!;
}

/** The hours the business is open on `date`, or null when it is closed all day. */
export function hoursOn(date: string, hours: OpenHours): ClockRange | null {
  const special = hours.special.find((entry) => entry.date === date);
  if (special) {
    if (special.closed || special.opens === undefined || special.closes === undefined) return null;
    return { start: special.opens, end: special.closes };
  }
  const day = dayNameOf(date);
  const weekly = hours.weekly.find((group) => group.days.includes(day));
  return weekly ? { start: weekly.opens, end: weekly.closes } : null;
}

/** Whether `range` on `date` lies wholly inside that date's open hours. */
export function withinOpenHours(date: string, range: ClockRange, hours: OpenHours): boolean {
  const open = hoursOn(date, hours);
  return open !== null && range.start >= open.start && range.end <= open.end;
}
