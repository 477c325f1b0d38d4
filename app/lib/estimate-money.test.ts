import { describe, expect, it } from 'vitest';
import { centsToInput } from './price-book-rules.ts';
import {
  parseUsdCents,
  choiceTotals,
  estimatePrices,
  formatUsd,
  lineTotalCents,
  optionTotals,
  taxCents,
  type EstimatePricing,
} from './estimate-money.ts';

const pricing = (over: Partial<EstimatePricing> = {}): EstimatePricing => ({
  options: [
    { title: 'Good', items: [{ description: 'Spring', quantity: 1, unitPriceCents: 10_000 }] },
    {
      title: 'Better',
      items: [
        { description: 'Spring pair', quantity: 2, unitPriceCents: 9_950 },
        { description: 'Labor', quantity: 1.5, unitPriceCents: 8_001 },
      ],
    },
  ],
  addOns: [
    { description: 'Rollers', quantity: 10, unitPriceCents: 1_234 },
    { description: 'Lube', quantity: 1, unitPriceCents: 999 },
  ],
  taxRatePercent: 7.25,
  depositPercent: 25,
  ...over,
});

describe('estimate money', () => {
  it('rounds a line half up once', () => {
    expect(lineTotalCents({ description: '', quantity: 1.5, unitPriceCents: 8_001 })).toBe(12_002); // 12001.5
    expect(lineTotalCents({ description: '', quantity: 0.33, unitPriceCents: 100 })).toBe(33);
    expect(lineTotalCents({ description: '', quantity: 1.1, unitPriceCents: 333 })).toBe(366); // 366.3
  });

  it('rounds tax at half a cent up', () => {
    expect(taxCents(200, 7.25)).toBe(15); // 14.5
    expect(taxCents(199, 7.25)).toBe(14); // 14.4275
    expect(taxCents(10_000, 0)).toBe(0);
    expect(taxCents(1, 50)).toBe(1); // 0.5
  });

  it('taxes the chosen subtotal once, not each line', () => {
    const totals = choiceTotals(pricing(), 1, [0, 1]);
    const subtotal = 19_900 + 12_002 + 12_340 + 999;
    expect(totals.subtotalCents).toBe(subtotal);
    expect(totals.taxCents).toBe(Math.floor((subtotal * 725 * 2 + 10_000) / 20_000));
    expect(totals.totalCents).toBe(subtotal + totals.taxCents);
    expect(totals.depositCents).toBe(Math.floor((totals.totalCents * 2500 * 2 + 10_000) / 20_000));
  });

  it('gives each option its own totals without add-ons', () => {
    expect(optionTotals(pricing(), 0)).toEqual({
      subtotalCents: 10_000,
      taxCents: 725,
      totalCents: 10_725,
      depositCents: 2_681, // 2681.25
    });
  });

  it('prices every line and option once for the copies that show them', () => {
    const prices = estimatePrices(pricing());
    expect(prices.options.map((option) => option.title)).toEqual(['Good', 'Better']);
    expect(prices.options[1]?.items.map((item) => item.totalCents)).toEqual([19_900, 12_002]);
    expect(prices.options[1]?.totals).toEqual(optionTotals(pricing(), 1));
    expect(prices.addOns.map((addOn) => addOn.totalCents)).toEqual([12_340, 999]);
    expect(prices.addOns[0]).toMatchObject(pricing().addOns[0]!);
  });

  it('refuses unknown or repeated choices', () => {
    expect(() => choiceTotals(pricing(), 2, [])).toThrow(RangeError);
    expect(() => choiceTotals(pricing(), 0, [2])).toThrow(RangeError);
    expect(() => choiceTotals(pricing(), 0, [0, 0])).toThrow(RangeError);
  });

  it('formats dollars with thousands and cents', () => {
    expect(formatUsd(123_456)).toBe('$1,234.56');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(100_000_000)).toBe('$1,000,000.00');
  });
});

describe('parseUsdCents', () => {
  it('reads the dollars the owner types, in cents', () => {
    expect(parseUsdCents('245')).toBe(24_500);
    expect(parseUsdCents(' $1,049.5 ')).toBe(104_950);
    expect(parseUsdCents('0.07')).toBe(7);
    expect(centsToInput(104_950)).toBe('1049.50');
  });
  it('refuses what is not whole cents of dollars', () => {
    for (const text of ['', '-3', '1.999', '12o', '1e3', '$'])
      expect(parseUsdCents(text)).toBeNull();
  });
});
