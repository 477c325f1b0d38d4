import { describe, expect, it } from 'vitest';
import { centsText, groupDigits } from './number-text.ts';

// The reference is what the browser's Intl writes (Node has the same ICU rules for en-US).
const intlWhole = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const intlCents = (cents: number, short: boolean) =>
  (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: short && cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });

describe('groupDigits', () => {
  const samples = [0, 7, 42, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 123_456_789, -1, -1234];
  it.each(samples)('writes %d as en-US does', (n) => {
    expect(groupDigits(n)).toBe(intlWhole(n));
  });
  it('rounds a fraction half away from zero, as Intl does', () => {
    expect(groupDigits(1234.5)).toBe('1,235');
    expect(groupDigits(-1234.5)).toBe('-1,235');
    expect(groupDigits(-0.2)).toBe('0');
  });
});

describe('centsText', () => {
  const samples = [0, 1, 5, 99, 100, 101, 12_345, 124_950, 125_000, 100_000_000, -250, -125_000];
  it.each(samples)('writes %d cents as en-US does, with two decimals', (cents) => {
    expect(centsText(cents)).toBe(intlCents(cents, false));
  });
  it.each(samples)('writes %d cents as en-US does, whole dollars short', (cents) => {
    expect(centsText(cents, 'short')).toBe(intlCents(cents, true));
  });
  it('rounds fractional cents to a whole cent', () => {
    expect(centsText(1234.6)).toBe('12.35');
    expect(centsText(-0.4)).toBe('0.00');
  });
});
