import { describe, expect, it } from 'vitest';
import { offsetMinutes, toZonedIso, zonedToUtc } from './zoned-time.ts';

const NY = 'America/New_York';

describe('zoned time (Intl only)', () => {
  it('reads New York offsets on both sides of each change', () => {
    expect(offsetMinutes(Date.parse('2027-03-14T06:59:00Z'), NY)).toBe(-300);
    expect(offsetMinutes(Date.parse('2027-03-14T07:00:00Z'), NY)).toBe(-240);
    expect(offsetMinutes(Date.parse('2027-11-07T05:59:00Z'), NY)).toBe(-240);
    expect(offsetMinutes(Date.parse('2027-11-07T06:00:00Z'), NY)).toBe(-300);
  });

  it('turns local times into instants, including skipped and repeated ones', () => {
    expect(new Date(zonedToUtc('2027-03-13', '08:00', NY)).toISOString()).toBe(
      '2027-03-13T13:00:00.000Z',
    );
    expect(new Date(zonedToUtc('2027-03-15', '08:00', NY)).toISOString()).toBe(
      '2027-03-15T12:00:00.000Z',
    );
    // 02:30 does not exist on 2027-03-14: read with the offset before it (03:30 EDT).
    expect(toZonedIso(zonedToUtc('2027-03-14', '02:30', NY), NY)).toBe('2027-03-14T03:30:00-04:00');
    // 01:30 happens twice on 2027-11-07: the first (EDT).
    expect(toZonedIso(zonedToUtc('2027-11-07', '01:30', NY), NY)).toBe('2027-11-07T01:30:00-04:00');
  });
});
