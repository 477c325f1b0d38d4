import { describe, expect, it } from 'vitest';
import { conversionRate, shareOf, shareText } from './insights.ts';

describe('quote rate (issue 37: 1866.7 % on a phone)', () => {
  it('reads requests per visit with one decimal', () => {
    expect(conversionRate({ views: 8, quotes: 1 })).toBe(12.5);
    expect(conversionRate({ views: 3, quotes: 3 })).toBe(100);
    expect(shareText(conversionRate({ views: 3, quotes: 2 }))).toBe('66.7 %');
  });

  it('gives no figure when more requests than counted visits came in', () => {
    // The audit's case: 28 requests (API and no-JS) against 1.5 visits' worth of beacons.
    expect(conversionRate({ views: 15, quotes: 280 })).toBeNull();
    expect(shareText(conversionRate({ views: 15, quotes: 280 }))).toBe('—');
  });

  it('gives no figure with nothing to divide by', () => {
    expect(shareOf(0, 0)).toBeNull();
    expect(shareOf(4, 0)).toBeNull();
  });
});
