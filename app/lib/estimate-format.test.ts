import { describe, expect, it } from 'vitest';
import { totalsRows } from './estimate-format.ts';

const totals = { subtotalCents: 10_000, taxCents: 725, totalCents: 10_725, depositCents: 2_681 };

describe('totalsRows', () => {
  it('gives the subtotal, the tax at its rate, the total and the deposit when one is asked', () => {
    expect(totalsRows(totals, { taxRatePercent: 7.25, depositPercent: 25 })).toEqual([
      { key: 'subtotal', label: 'Subtotal', cents: 10_000 },
      { key: 'tax', label: 'Tax (7.25%)', cents: 725 },
      { key: 'total', label: 'Total', cents: 10_725 },
      { key: 'deposit', label: 'Deposit due on acceptance (25%)', cents: 2_681 },
    ]);
  });

  it('has no deposit row without a deposit, and takes another name for the total', () => {
    const rows = totalsRows(totals, { taxRatePercent: 7, depositPercent: 0 }, 'Accepted total');
    expect(rows.map((row) => row.label)).toEqual(['Subtotal', 'Tax (7%)', 'Accepted total']);
  });
});
