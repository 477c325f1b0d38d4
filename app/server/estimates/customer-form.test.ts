import { describe, expect, it } from 'vitest';
import type { EstimatePricing } from '#app/lib/estimate-money.ts';
import { estimateMessages as m } from '#app/lib/messages/estimates.ts';
import { loopingTransparency, pngDataUrl } from '../../../tests/support/png.ts';
import { lostReasonMax } from '#app/lib/limits.ts';
import {
  declineReasonMax,
  parseAcceptForm,
  parseChoice,
  parseDeclineForm,
  parseSignature,
} from './customer-form.ts';

const line = { description: 'x', quantity: 1, unitPriceCents: 100 };
const pricing: EstimatePricing = {
  options: [
    { title: 'A', items: [line] },
    { title: 'B', items: [line] },
  ],
  addOns: [line, line],
  taxRatePercent: 0,
  depositPercent: 0,
};
const form = (fields: Array<[string, string]>) => new URLSearchParams(fields);
const accept = (over: Record<string, string> = {}) =>
  form(
    Object.entries({
      option: '1',
      signerName: '  Jane   Doe ',
      consent: 'yes',
      signature: '',
      ...over,
    }),
  );

describe("the customer's estimate form", () => {
  it('reads the choice: one option, add-ons once each, in order', () => {
    const choice = form([
      ['option', '1'],
      ['addOn', '1'],
      ['addOn', '0'],
      ['addOn', '1'],
    ]);
    expect(parseChoice(choice, pricing, true)).toEqual({
      ok: true,
      value: { optionIndex: 1, addOnIndexes: [0, 1] },
    });
    expect(parseChoice(form([]), pricing, false)).toEqual({
      ok: true,
      value: { optionIndex: 0, addOnIndexes: [] },
    });
    expect(parseChoice(form([]), pricing, true)).toMatchObject({
      ok: false,
      fieldErrors: { option: m.optionMissing },
    });
    expect(parseChoice(form([['option', '2']]), pricing, true).ok).toBe(false);
    const unknownAddOn = form([
      ['option', '0'],
      ['addOn', '9'],
    ]);
    expect(parseChoice(unknownAddOn, pricing, true)).toMatchObject({
      ok: false,
      fieldErrors: { addOn: m.addOnInvalid },
    });
  });

  it('accepts with consent and a name; the typed name is the signature when none is drawn', () => {
    expect(parseAcceptForm(accept(), pricing)).toEqual({
      ok: true,
      value: {
        optionIndex: 1,
        addOnIndexes: [],
        signerName: 'Jane Doe',
        signature: null,
        version: null,
      },
    });
  });

  it('refuses without consent, without a name, with an unreadable signature, saying which', () => {
    expect(parseAcceptForm(accept({ consent: 'no' }), pricing)).toMatchObject({
      ok: false,
      fieldErrors: { consent: m.consentMissing },
    });
    expect(parseAcceptForm(accept({ signerName: '   ' }), pricing)).toMatchObject({
      ok: false,
      fieldErrors: { signerName: m.signerMissing },
    });
    expect(parseAcceptForm(accept({ signerName: 'x'.repeat(121) }), pricing)).toMatchObject({
      ok: false,
      fieldErrors: { signerName: m.signerTooLong },
    });
    expect(parseAcceptForm(accept({ signature: '<svg/onload=alert(1)>' }), pricing)).toMatchObject({
      ok: false,
      fieldErrors: { signature: m.signatureInvalid },
    });
  });

  it('drops control and bidi characters from the name; a name of nothing else is missing', () => {
    const typed = '\u202EJane\u0000\u0007 \u2066Doe\u2069\u200F\u0085\r\nJr';
    expect(parseAcceptForm(accept({ signerName: typed }), pricing)).toMatchObject({
      ok: true,
      value: { signerName: 'Jane Doe Jr' },
    });
    for (const junk of ['\u202E\u202C', '\u0000\u001F\u007F\u009F', ' \u200E\u2067 \u200F ']) {
      expect(parseAcceptForm(accept({ signerName: junk }), pricing)).toMatchObject({
        ok: false,
        fieldErrors: { signerName: m.signerMissing },
      });
    }
  });

  it('takes a drawn signature as a PNG data URL or SVG path data only', () => {
    // A whole 1x1 PNG: the signed PDF can draw it.
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==';
    expect(parseSignature(png)).toEqual({ ok: true, value: png });
    // Shaped right but not drawable: the PNG signature alone, or a move with no point.
    expect(parseSignature('data:image/png;base64,iVBORw0KGgo=')).toEqual({ ok: false });
    expect(parseSignature('M')).toEqual({ ok: false });
    expect(parseSignature('M 1 2 L 3 4 C 5 6, 7 8, 9 10 Z')).toMatchObject({ ok: true });
    expect(parseSignature('data:image/svg+xml;base64,PHN2Zz4=')).toEqual({ ok: false });
    expect(parseSignature('javascript:alert(1)')).toEqual({ ok: false });
    expect(parseSignature(`data:image/png;base64,${'A'.repeat(300_001)}`)).toEqual({ ok: false });
  });

  it('refuses what the signed copy could not draw: unknown row filters, rows short of the header, chunks its decoder misreads, coordinates past 1e21', () => {
    // 100 x 10 RGBA, each row its filter byte and 400 bytes: as a canvas writes it.
    const rows = (filter: number) => {
      const pixels = Buffer.alloc(10 * 401);
      for (let row = 0; row < 10; row += 1) pixels[row * 401] = filter;
      return pixels;
    };
    for (let filter = 0; filter <= 4; filter += 1) {
      expect(parseSignature(pngDataUrl(100, 10, rows(filter))).ok, `filter ${filter}`).toBe(true);
    }
    // The PDF's decoder threw on filter 5 and up outside any catch: the process ended.
    for (const filter of [5, 9, 255]) {
      expect(parseSignature(pngDataUrl(100, 10, rows(filter))), `filter ${filter}`).toEqual({
        ok: false,
      });
    }
    // Rows short of the header's size, a palette with none given, 1-bit RGBA, interlaced.
    for (const png of [
      pngDataUrl(100, 10, Buffer.alloc(401)),
      pngDataUrl(10, 10, Buffer.alloc(10 * 11), { colour: 3 }),
      pngDataUrl(11, 11, Buffer.alloc(11 * 7), { depth: 1 }),
      pngDataUrl(10, 10, Buffer.alloc(10 * 41 + 20), { interlace: 1 }),
    ]) {
      expect(parseSignature(png)).toEqual({ ok: false });
    }
    // A transparency chunk the decoder does not step over (in an image with alpha, or ahead
    // of the header): it read the chunk's own bytes as the next length, -12, back to where it
    // stood, for ever at full CPU. A second header. On a grey or RGB image it is read whole.
    for (const chunks of [
      [{ type: 'tRNS', body: loopingTransparency }],
      [{ type: 'tRNS', body: Buffer.from([0, 0]), before: true }],
      [{ type: 'IHDR', body: Buffer.alloc(13) }],
    ]) {
      expect(parseSignature(pngDataUrl(100, 10, rows(0), { chunks }))).toEqual({ ok: false });
    }
    const rgb = Buffer.alloc(10 * 301);
    expect(
      parseSignature(
        pngDataUrl(100, 10, rgb, { colour: 2, chunks: [{ type: 'tRNS', body: Buffer.alloc(6) }] }),
      ).ok,
    ).toBe(true);
    // The PDF writer takes no number of 1e21 or more (it threw "unsupported number").
    expect(parseSignature(`M 0 0 L ${'9'.repeat(22)} 5`)).toEqual({ ok: false });
    expect(parseSignature('M 0 0 L -100001 5')).toEqual({ ok: false });
    expect(parseSignature('M 0 0 L 4000 1000')).toMatchObject({ ok: true });
  });

  it('declines with an optional reason, within its length', () => {
    expect(parseDeclineForm(form([['reason', '  Too dear  ']]))).toEqual({
      ok: true,
      value: { reason: 'Too dear' },
    });
    expect(parseDeclineForm(form([]))).toEqual({ ok: true, value: { reason: null } });
    expect(parseDeclineForm(form([['reason', 'x'.repeat(501)]])).ok).toBe(false);
  });

  it("takes a reason only as long as the lead's lost reason holds it behind the decline's words", () => {
    const longest = 'x'.repeat(declineReasonMax);
    expect(parseDeclineForm(form([['reason', longest]]))).toEqual({
      ok: true,
      value: { reason: longest },
    });
    expect(m.lostDeclined(longest)).toHaveLength(lostReasonMax);
    expect(parseDeclineForm(form([['reason', `${longest}x`]]))).toEqual({
      ok: false,
      fieldErrors: { reason: m.reasonTooLong(declineReasonMax) },
    });
    // The lead's own limit, which the prefix would have pushed the reason past.
    expect(parseDeclineForm(form([['reason', 'x'.repeat(lostReasonMax)]])).ok).toBe(false);
  });

  it('drops control and bidi characters from the reason, keeping its line breaks', () => {
    expect(parseDeclineForm(form([['reason', '\u202EToo\u0000 dear\r\nSorry\u2069']]))).toEqual({
      ok: true,
      value: { reason: 'Too dear\r\nSorry' },
    });
    expect(parseDeclineForm(form([['reason', '\u202E\u0007']]))).toEqual({
      ok: true,
      value: { reason: null },
    });
  });
});
