import { describe, expect, it } from 'vitest';
import { groupRows } from './group-rows.ts';

describe('groupRows', () => {
  it('keeps each list, and the parents, in row order', () => {
    const rows = [
      { lead: 7, n: 'a' },
      { lead: 3, n: 'b' },
      { lead: 7, n: 'c' },
    ];
    const grouped = groupRows(
      rows,
      (r) => r.lead,
      (r) => r.n.toUpperCase(),
    );
    expect([...grouped.entries()]).toEqual([
      [7, ['A', 'C']],
      [3, ['B']],
    ]);
  });

  it('gives no entry to a parent without rows', () => {
    expect(
      groupRows(
        [],
        (r: { lead: number }) => r.lead,
        (r) => r,
      ).size,
    ).toBe(0);
  });
});
