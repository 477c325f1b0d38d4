import { describe, expect, it } from 'vitest';
import { parseEstimateBody } from './estimate-schema.ts';
import { estimateMessages } from './messages/estimates.ts';

const line = { description: 'Torsion spring', quantity: 1, unitPriceCents: 18_500 };
const body = (over: Record<string, unknown> = {}) => ({
  options: [{ title: 'Good', items: [line] }],
  ...over,
});

describe('estimate body', () => {
  it('accepts the contract body and fills defaults', () => {
    const parsed = parseEstimateBody(body());
    expect(parsed).toEqual({
      ok: true,
      body: {
        options: [{ title: 'Good', items: [line] }],
        addOns: [],
        taxRatePercent: 0,
        depositPercent: 0,
        expiresInDays: 30,
        terms: '',
      },
    });
  });

  it.each([
    [
      'negative price',
      body({ options: [{ title: 'A', items: [{ ...line, unitPriceCents: -1 }] }] }),
      'options.0.items.0.unitPriceCents',
    ],
    [
      'fractional price',
      body({ options: [{ title: 'A', items: [{ ...line, unitPriceCents: 10.5 }] }] }),
      'options.0.items.0.unitPriceCents',
    ],
    [
      'zero quantity',
      body({ options: [{ title: 'A', items: [{ ...line, quantity: 0 }] }] }),
      'options.0.items.0.quantity',
    ],
    [
      'negative quantity',
      body({ options: [{ title: 'A', items: [{ ...line, quantity: -2 }] }] }),
      'options.0.items.0.quantity',
    ],
    [
      'three-decimal quantity',
      body({ options: [{ title: 'A', items: [{ ...line, quantity: 1.005 }] }] }),
      'options.0.items.0.quantity',
    ],
    ['no option', body({ options: [] }), 'options'],
    [
      'four options',
      body({ options: Array.from({ length: 4 }, () => ({ title: 'A', items: [line] })) }),
      'options',
    ],
    ['missing options', {}, 'options'],
    ['blank title', body({ options: [{ title: '  ', items: [line] }] }), 'options.0.title'],
    ['tax over 20', body({ taxRatePercent: 25 }), 'taxRatePercent'],
  ])('refuses %s', (_name, input, key) => {
    const parsed = parseEstimateBody(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.fieldErrors)).toContain(key);
  });

  it('says no option in words', () => {
    const parsed = parseEstimateBody(body({ options: [] }));
    expect(parsed.ok ? null : parsed.fieldErrors.options).toBe(estimateMessages.noOption);
  });
});
