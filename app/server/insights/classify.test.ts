import { describe, expect, it } from 'vitest';
import { addDays, businessDay, deviceClass, visitSource } from './classify.ts';

describe('businessDay', () => {
  it('is the calendar day in New York, not in UTC', () => {
    // 23:30 in New York on 23 Nov is already 24 Nov in UTC.
    expect(businessDay(Date.UTC(2026, 10, 24, 4, 30))).toBe('2026-11-23');
    expect(businessDay(Date.UTC(2026, 10, 24, 5, 0))).toBe('2026-11-24');
  });
  it('follows daylight saving time (EDT is UTC-4)', () => {
    expect(businessDay(Date.UTC(2026, 6, 4, 3, 59))).toBe('2026-07-03');
    expect(businessDay(Date.UTC(2026, 6, 4, 4, 0))).toBe('2026-07-04');
  });
});

describe('addDays', () => {
  it('moves across months, years and DST changes by calendar days', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('visitSource', () => {
  const none = { utm_source: null, gclid: null, referrer: null };
  it('prefers the campaign, then a Google Ads click, then the referring site', () => {
    expect(visitSource({ ...none, utm_source: ' Google ', gclid: 'x' })).toBe('google');
    expect(visitSource({ ...none, gclid: 'Cj0KCQ' })).toBe('Google Ads');
    expect(visitSource({ ...none, referrer: 'https://www.facebook.com/some/post' })).toBe(
      'facebook.com',
    );
    expect(visitSource(none)).toBe('direct');
    expect(visitSource({ ...none, referrer: 'not a url' })).toBe('direct');
  });
  it('counts a source that does not look like one as "other" (issue 27)', () => {
    expect(visitSource({ ...none, utm_source: 'x'.repeat(500) })).toBe('other');
    expect(visitSource({ ...none, utm_source: 'x'.repeat(40) })).toBe('x'.repeat(40));
    expect(visitSource({ ...none, utm_source: 'Buy cheap pills' })).toBe('other');
    expect(visitSource({ ...none, utm_source: '<script>' })).toBe('other');
    expect(visitSource({ ...none, utm_source: 'news_letter-2026.q4' })).toBe('news_letter-2026.q4');
    expect(visitSource({ ...none, referrer: `https://${'a'.repeat(41)}.example/` })).toBe('other');
  });
});

describe('deviceClass', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(
      deviceClass(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe('phone');
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari')).toBe(
      'phone',
    );
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(
      'tablet',
    );
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/131.0 Safari')).toBe(
      'tablet',
    );
    expect(deviceClass('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari')).toBe(
      'desktop',
    );
    expect(deviceClass(null)).toBe('desktop');
  });
});
