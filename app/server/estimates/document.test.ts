import { describe, expect, it } from 'vitest';
import type { EstimatePricing } from '#app/lib/estimate-money.ts';
import { canonicalDocument, documentSha256, type EstimateDocumentInput } from './document.ts';

const pricing: EstimatePricing = {
  options: [
    { title: 'Good', items: [{ description: 'Spring', quantity: 1, unitPriceCents: 19_900 }] },
    { title: 'Best', items: [{ description: 'Opener', quantity: 1.5, unitPriceCents: 9_999 }] },
  ],
  addOns: [{ description: 'Seal', quantity: 2, unitPriceCents: 4_450 }],
  taxRatePercent: 7.25,
  depositPercent: 25,
};

const input: EstimateDocumentInput = {
  business: {
    name: 'Carolina Family Garage Doors',
    phone: '(704) 555-0134',
    email: 'info@example.com',
    address: 'Concord, NC 28025',
  },
  number: 'E-0007',
  customerName: 'Jane Doe',
  issuedAt: Date.UTC(2026, 11, 6, 15),
  expiresAt: Date.UTC(2027, 0, 5, 15),
  pricing,
  terms: 'Balance due on completion.',
  choice: { optionIndex: 1, addOnIndexes: [0] },
};

describe('the canonical estimate document', () => {
  it('is the same bytes and hash for the same estimate and choice', () => {
    const text = canonicalDocument(input);
    expect(documentSha256(text)).toMatch(/^[0-9a-f]{64}$/);
    expect(documentSha256(canonicalDocument(structuredClone(input)))).toBe(documentSha256(text));
  });

  it('holds every option, line, add-on, rate, the terms and the chosen totals in cents', () => {
    const text = canonicalDocument(input);
    expect(text.startsWith('estimate-document/1\n')).toBe(true);
    expect(text).toContain('option 0 "Good" subtotal=19900 tax=1443 total=21343 deposit=5336');
    // 1.5 x 99.99 = 149.985 -> 149.99
    expect(text).toContain('  item "Opener" qty=1.5 unit=9999 line=14999');
    expect(text).toContain('add-on 0 "Seal" qty=2 unit=4450 line=8900');
    expect(text).toContain('tax-rate-basis-points 725');
    expect(text).toContain('terms "Balance due on completion."');
    expect(text).toContain('issued 2026-12-06T15:00:00.000Z');
    // 149.99 + 89.00 = 238.99; tax 17.326775 -> 17.33; 256.32; deposit 64.08
    expect(text).toContain('chosen subtotal=23899 tax=1733 total=25632 deposit=6408');
  });

  it('changes with any price, the choice or the terms', () => {
    const base = documentSha256(canonicalDocument(input));
    const other = (change: Partial<EstimateDocumentInput>) =>
      documentSha256(canonicalDocument({ ...input, ...change }));
    expect(other({ choice: { optionIndex: 0, addOnIndexes: [0] } })).not.toBe(base);
    expect(other({ choice: { optionIndex: 1, addOnIndexes: [] } })).not.toBe(base);
    expect(other({ terms: 'Balance due on completion. ' })).not.toBe(base);
    expect(other({ pricing: { ...pricing, taxRatePercent: 7.5 } })).not.toBe(base);
  });

  it('quotes typed text so a newline cannot forge a field', () => {
    const forged = canonicalDocument({
      ...input,
      customerName: 'Jane\nchosen subtotal=1 tax=0 total=1 deposit=0',
    });
    expect(forged.split('\n').filter((line) => line.startsWith('chosen '))).toHaveLength(1);
  });
});
