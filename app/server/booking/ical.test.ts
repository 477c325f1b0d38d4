import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, paramValue, writeCalendar } from './ical.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('iCalendar writer', () => {
  it('escapes backslash, semicolon, comma and newlines in TEXT', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'x'.repeat(40)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes CRLF lines, a VTIMEZONE and TZID times in New York', () => {
    const text = writeCalendar({
      method: 'REQUEST',
      events: [
        {
          uid: 'abc@example.com',
          sequence: 2,
          stamp: Date.parse('2027-03-01T10:00:00Z'),
          start: Date.parse('2027-03-15T12:00:00Z'),
          end: Date.parse('2027-03-15T14:00:00Z'),
          summary: 'Repair, spring; door',
          location: '12 Main St\nApt 3, Charlotte',
          status: 'CONFIRMED',
          organizer: { name: 'Shop "A"', email: 'info@example.com' },
          attendee: { name: 'Pat', email: 'pat@example.com' },
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines).toContain('DTSTART;TZID=America/New_York:20270315T080000');
    expect(lines).toContain('DTEND;TZID=America/New_York:20270315T100000');
    expect(lines).toContain('DTSTAMP:20270301T100000Z');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('SUMMARY:Repair\\, spring\\; door');
    expect(lines).toContain('LOCATION:12 Main St\\nApt 3\\, Charlotte');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:America/New_York');
    expect(lines.find((l) => l.startsWith('ORGANIZER'))).toBe(
      'ORGANIZER;CN="Shop ^\'A^\'":mailto:info@example.com',
    );
  });

  it("keeps a name's quotes, backslashes, carets and line breaks in CN (RFC 6868)", () => {
    expect(paramValue('Pat "PJ" O\\Neil ^ 2\nline')).toBe('"Pat ^\'PJ^\' O\\Neil ^^ 2^nline"');
    expect(paramValue('tab\there\u0007')).toBe('"tabhere"');
  });

  it('writes no CN when no name is left to show, rather than an empty one', () => {
    const text = writeCalendar({
      method: 'REQUEST',
      events: [
        {
          uid: 'abc@example.com',
          sequence: 0,
          stamp: Date.parse('2027-03-01T10:00:00Z'),
          start: Date.parse('2027-03-15T12:00:00Z'),
          end: Date.parse('2027-03-15T14:00:00Z'),
          summary: 'Visit',
          status: 'CONFIRMED',
          organizer: { name: 'Shop', email: 'info@example.com' },
          attendee: { name: '\u0007', email: 'pat@example.com' },
        },
      ],
    });
    expect(text.split('\r\n')).toContain(
      'ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:pat@example.com',
    );
  });

  it('names the organizer, and no attendee, on a PUBLISH (RFC 5546 3.2.1)', () => {
    const text = writeCalendar({
      method: 'PUBLISH',
      events: [
        {
          uid: 'owner-abc@example.com',
          sequence: 0,
          stamp: Date.parse('2027-03-01T10:00:00Z'),
          start: Date.parse('2027-03-15T12:00:00Z'),
          end: Date.parse('2027-03-15T14:00:00Z'),
          summary: 'Visit',
          status: 'CONFIRMED',
          organizer: { name: 'Shop', email: 'info@example.com' },
          attendee: { name: 'Pat', email: 'pat@example.com' },
        },
      ],
    });
    const lines = text.split('\r\n');
    expect(lines).toContain('ORGANIZER;CN="Shop":mailto:info@example.com');
    expect(lines.some((l) => l.startsWith('ATTENDEE'))).toBe(false);
  });
});
