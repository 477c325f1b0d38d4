import { describe, expect, it } from 'vitest';
import { jobValueCentsMax, parseDollars, parseLeadUpdate } from './lead-update.ts';

describe('lead update', () => {
  it('takes a status and whole cents up to the cap; null clears the amount', () => {
    expect(parseLeadUpdate({ status: 'closed', jobValueCents: 125_000 })).toEqual({
      ok: true,
      update: { status: 'closed', jobValueCents: 125_000 },
    });
    expect(parseLeadUpdate({ jobValueCents: null })).toEqual({
      ok: true,
      update: { jobValueCents: null },
    });
    expect(parseLeadUpdate({ jobValueCents: jobValueCentsMax }).ok).toBe(true);
  });

  it('names each bad field', () => {
    for (const bad of [-1, 1.5, '100', jobValueCentsMax + 1, Number.NaN]) {
      const parsed = parseLeadUpdate({ jobValueCents: bad });
      expect(parsed.ok, String(bad)).toBe(false);
      if (!parsed.ok) expect(parsed.fieldErrors.jobValueCents).toBeTruthy();
    }
    const status = parseLeadUpdate({ status: 'spam' });
    expect(status.ok).toBe(false);
    expect(parseLeadUpdate([]).ok).toBe(false);
  });

  it('reads dollars as the owner types them', () => {
    expect(parseDollars('249.99')).toBe(24_999);
    expect(parseDollars('$1,200')).toBe(120_000);
    expect(parseDollars(' 5.5 ')).toBe(550);
    expect(parseDollars('1.999')).toBeNull();
    expect(parseDollars('-3')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
    expect(parseDollars('10000000.00')).toBeNull();
  });

  it('reads the outcome and its reason (issue 39)', () => {
    expect(
      parseLeadUpdate({ outcome: 'lost', lostReason: '  Went with another company ' }),
    ).toEqual({
      ok: true,
      update: { outcome: 'lost', lostReason: 'Went with another company' },
    });
    expect(parseLeadUpdate({ outcome: 'won' })).toEqual({ ok: true, update: { outcome: 'won' } });
    expect(parseLeadUpdate({ outcome: 'maybe' }).ok).toBe(false);
    expect(parseLeadUpdate({ lostReason: 'x'.repeat(501) }).ok).toBe(false);
  });
});
