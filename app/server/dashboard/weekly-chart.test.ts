import { describe, expect, it } from 'vitest';
import { seriesOf, weekStarts } from './weekly-chart.ts';

const eastern = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

describe('weekStarts', () => {
  it('gives 12 Mondays at midnight in New York, across a DST change', () => {
    const now = Date.UTC(2026, 3, 15, 15); // Wed 15 Apr 2026; DST began 8 Mar
    const starts = weekStarts(now);
    expect(starts).toHaveLength(12);
    for (const s of starts) expect(eastern.format(s)).toBe('Mon 00:00');
    expect(starts.at(-1)).toBeLessThanOrEqual(now);
    expect(now - starts.at(-1)!).toBeLessThan(7 * 86_400_000);
    for (let i = 1; i < starts.length; i++) {
      const gap = starts[i]! - starts[i - 1]!;
      expect([7 * 86_400_000, 7 * 86_400_000 - 3_600_000]).toContain(gap);
    }
  });
});

describe('seriesOf', () => {
  it('classifies by the words the service contains', () => {
    expect(seriesOf('emergency')).toBe('emergency');
    expect(seriesOf('Emergency_Repair')).toBe('emergency');
    expect(seriesOf('garage_door_installation')).toBe('installation');
    expect(seriesOf('repair')).toBe('repair');
    expect(seriesOf('openers')).toBe('maintenance');
    expect(seriesOf('parts')).toBe('other');
  });
});
