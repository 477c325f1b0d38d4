import { describe, expect, it } from 'vitest';
import { formatHttpDate, parseHttpDate, parseRetryAfter } from './http-date.ts';

const NOV_6_1994 = Date.UTC(1994, 10, 6, 8, 49, 37);

describe('parseHttpDate', () => {
  it.each([
    ['Sun, 06 Nov 1994 08:49:37 GMT', 'IMF-fixdate'],
    ['Sunday, 06-Nov-94 08:49:37 GMT', 'RFC 850'],
    ['Sun Nov  6 08:49:37 1994', 'asctime, read as UTC whatever the machine zone'],
  ])('reads %s (%s)', (value) => expect(parseHttpDate(value)).toBe(NOV_6_1994));

  it.each([
    '',
    '1994-11-06T08:49:37Z',
    'Sun, 06 Nov 1994 08:49:37 +0000',
    'Sun, 31 Feb 1994 08:49:37 GMT',
    'Sun, 06 Nov 1994 25:49:37 GMT',
    'Sun, 06 Foo 1994 08:49:37 GMT',
    'tomorrow',
  ])('refuses %j', (value) => expect(parseHttpDate(value)).toBeUndefined());

  it('round-trips what the host writes', () => {
    expect(formatHttpDate(NOV_6_1994)).toBe('Sun, 06 Nov 1994 08:49:37 GMT');
    expect(parseHttpDate(formatHttpDate(NOV_6_1994 + 999))).toBe(NOV_6_1994);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);
  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });
  it('reads an HTTP-date as the time left until it', () => {
    expect(parseRetryAfter('Fri, 27 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Fri, 27 Nov 2026 11:59:00 GMT', now)).toBe(0);
  });
  it.each([null, undefined, '', '-5', '1.5', 'soon'])('ignores %j', (value) =>
    expect(parseRetryAfter(value, now)).toBeUndefined(),
  );
});
