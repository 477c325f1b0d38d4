/**
 * An RFC 5545 iCalendar writer for the visits: one VEVENT per visit with its times in
 * America/New_York (TZID plus the zone's VTIMEZONE), lines ending in CRLF and folded at
 * 75 octets, TEXT values escaped. Enough for Google, Apple and Outlook; nothing more.
 */
import { bookingTimeZone } from '#app/lib/booking.ts';
import { toZonedIso } from './zoned-time.ts';

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  uid: string;
  sequence: number;
  /** When this version of the event was made (epoch ms). */
  stamp: number;
  start: number;
  end: number;
  summary: string;
  description?: string | undefined;
  location?: string | null | undefined;
  url?: string | undefined;
  status: 'CONFIRMED' | 'CANCELLED';
  organizer?: CalendarPerson | undefined;
  attendee?: CalendarPerson | undefined;
}

export interface Calendar {
  /** iTIP method: REQUEST (new or moved), CANCEL, or PUBLISH (a feed). */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** The feed's name in the subscriber's calendar list. */
  name?: string | undefined;
  events: readonly CalendarEvent[];
}

/**
 * America/New_York's rules since 2007 (Energy Policy Act of 2005): what a client without tz
 * data needs to place a TZID time.
 */
const NEW_YORK_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A parameter value (CN=…), quoted, with RFC 6868's escapes: `^` as `^^`, `"` as `^'` and a
 * line break as `^n`, so a name keeps every character a quoted value cannot hold as it is. A
 * backslash needs none (RFC 5545 parameter values know no backslash escapes); the other
 * control characters have no escape and are dropped.
 */
export function paramValue(value: string): string {
  const escaped = value
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n');
  const printable = [...escaped].filter((char) => char >= ' ' && char !== '\u007f').join('');
  return `"${printable}"`;
}

/**
 * `;CN="…"`, or nothing when no name is left to show (a name left out of the customer's
 * e-mails, or one of control characters only): `CN=""` would show an empty name.
 */
function commonName(name: string): string {
  const value = paramValue(name);
  return value === '""' ? '' : `;CN=${value}`;
}

const encoder = new TextEncoder();

/**
 * Folds a content line (RFC 5545 3.1): no line longer than 75 octets, continuation lines
 * start with one space; a UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      // The leading space of a continuation line counts toward its 75.
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** "20270315T080000": the local time in the business's zone, for a TZID property. */
function localStamp(instant: number): string {
  return toZonedIso(instant, bookingTimeZone).slice(0, 19).replace(/[-:]/g, '');
}

/** "20270315T120000Z". */
export function utcStamp(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

function eventLines(event: CalendarEvent, method: Calendar['method']): string[] {
  const tz = `TZID=${bookingTimeZone}`;
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;${tz}:${localStamp(event.start)}`,
    `DTEND;${tz}:${localStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push(`STATUS:${event.status}`);
  // iTIP (RFC 5546 3.2): every method names the organizer; a PUBLISH lists no attendees.
  if (event.organizer) {
    lines.push(`ORGANIZER${commonName(event.organizer.name)}:mailto:${event.organizer.email}`);
  }
  if (method !== 'PUBLISH' && event.attendee) {
    lines.push(
      `ATTENDEE${commonName(event.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${event.attendee.email}`,
    );
  }
  lines.push('TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/** The whole iCalendar object, CRLF line endings, folded. */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Carolina Family Garage Doors//Booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method}`,
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`] : []),
    `X-WR-TIMEZONE:${bookingTimeZone}`,
    ...NEW_YORK_VTIMEZONE,
    ...calendar.events.flatMap((event) => eventLines(event, calendar.method)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
