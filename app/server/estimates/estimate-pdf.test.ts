/**
 * The PDF read back with a PDF parser (pdf.js through unpdf): what it prints equals the money
 * module's totals to the cent, for the cases where money goes wrong.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  choiceTotals,
  formatUsd,
  lineTotalCents,
  optionTotals,
  type EstimatePricing,
  type EstimateTotals,
} from '#app/lib/estimate-money.ts';
import { estimatePdfMessages as m } from '#app/lib/messages/estimate-pdf.ts';
import { loopingTransparency, pngDataUrl } from '../../../tests/support/png.ts';
import { renderEstimatePdf, type EstimatePdfInput } from './estimate-pdf.ts';

// A 1x1 black PNG: enough for the image path of the signature block.
const PNG_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==';
const SHA = '3f'.repeat(32);

function input(pricing: EstimatePricing, extra: Partial<EstimatePdfInput> = {}): EstimatePdfInput {
  return {
    business: {
      name: 'Carolina Family Garage Doors',
      phone: '(704) 555-0100',
      email: 'office@example.com',
      address: '12 Main St, Concord, NC 28025',
    },
    number: 'E-0042',
    customerName: 'Pat Doe',
    issuedAt: Date.UTC(2026, 11, 6, 15),
    expiresAt: Date.UTC(2027, 0, 5, 15),
    pricing,
    terms: 'Balance due on completion.',
    ...extra,
  };
}

function accepted(
  pricing: EstimatePricing,
  optionIndex: number,
  addOnIndexes: number[],
  signature: string | null = PNG_SIGNATURE,
): NonNullable<EstimatePdfInput['acceptance']> {
  return {
    optionIndex,
    addOnIndexes,
    totals: choiceTotals(pricing, optionIndex, addOnIndexes),
    signerName: 'Pat Doe',
    signedAt: Date.UTC(2026, 11, 8, 20, 3, 4),
    documentSha256: SHA,
    signature,
  };
}

async function readBack(pdf: Uint8Array): Promise<{ pages: string[]; text: string }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: false });
  const pages = text.map((page) => page.replace(/\s+/g, ' ').trim());
  return { pages, text: pages.join(' ') };
}

/** The fonts the PDF embeds, by PostScript name without PDFKit's subset tag, sorted. */
function embeddedFonts(pdf: Uint8Array): string[] {
  // Font dictionaries are plain objects in PDFKit's output; only content streams are deflated.
  const names = Buffer.from(pdf)
    .toString('latin1')
    .matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g);
  return [...new Set([...names].map((match) => match[1]!))].sort();
}

/** The totals rows exactly as the PDF prints them, in order. */
function totalsText(
  totals: EstimateTotals,
  pricing: EstimatePricing,
  totalLabel: string = m.total,
) {
  const rate = (percent: number) => String(percent);
  const rows = [
    `${m.subtotal} ${formatUsd(totals.subtotalCents)}`,
    `${m.tax(rate(pricing.taxRatePercent))} ${formatUsd(totals.taxCents)}`,
    `${totalLabel} ${formatUsd(totals.totalCents)}`,
  ];
  if (pricing.depositPercent > 0) {
    rows.push(`${m.deposit(rate(pricing.depositPercent))} ${formatUsd(totals.depositCents)}`);
  }
  return rows.join(' ');
}

/** The text of one option: from its heading to the next section's heading. */
function optionSection(text: string, pricing: EstimatePricing, index: number): string {
  const start = text.indexOf(m.optionHeading(index, pricing.options[index]!.title));
  expect(start).toBeGreaterThanOrEqual(0);
  const rule =
    pricing.depositPercent > 0 ? m.depositRule(String(pricing.depositPercent)) : m.noDeposit;
  const next = pricing.options[index + 1];
  const ends = [
    next ? text.indexOf(m.optionHeading(index + 1, next.title), start) : -1,
    text.indexOf(`${m.addOnsHeading} ${m.addOnsNote}`, start),
    text.indexOf(`${m.depositHeading} ${rule}`, start),
  ].filter((at) => at > start);
  return text.slice(start, Math.min(...ends));
}

const line = (description: string, quantity: number, unitPriceCents: number) => ({
  description,
  quantity,
  unitPriceCents,
});

interface Case {
  name: string;
  pricing: EstimatePricing;
  acceptance?: { option: number; addOns: number[] };
  /** Cents worked out by hand, so a fault shared by the PDF and the money module shows too. */
  hand?: { option: number; addOns: number[]; totals: EstimateTotals };
}

const cases: Case[] = [
  {
    name: 'tax at exactly half a cent rounds up',
    // $10.00 at 7.25 % = 72.5 cents of tax -> 73.
    pricing: {
      options: [{ title: 'Spring', items: [line('Spring', 1, 1000)] }],
      addOns: [],
      taxRatePercent: 7.25,
      depositPercent: 0,
    },
    hand: {
      option: 0,
      addOns: [],
      totals: { subtotalCents: 1000, taxCents: 73, totalCents: 1073, depositCents: 0 },
    },
  },
  {
    name: 'a line at half a cent rounds up once, tax on the subtotal',
    // 1.5 x $3.33 = 499.5 cents -> $5.00; + $2.50 = $7.50; 6.5 % = 48.75 -> 49 cents.
    pricing: {
      options: [{ title: 'Labor', items: [line('Labor hours', 1.5, 333), line('Lube', 1, 250)] }],
      addOns: [],
      taxRatePercent: 6.5,
      depositPercent: 0,
    },
    hand: {
      option: 0,
      addOns: [],
      totals: { subtotalCents: 750, taxCents: 49, totalCents: 799, depositCents: 0 },
    },
  },
  {
    name: 'add-ons chosen with an option, taxed once on the sum',
    // $189.99 + $89.00 + $45.50 = $324.49; 7 % = 2271.43 -> 2271 cents; total $347.20; 25 % = 8680.
    pricing: {
      options: [{ title: 'Good', items: [line('Torsion spring pair', 1, 18999)] }],
      addOns: [line('Keypad', 1, 8900), line('Weather seal', 1, 4550)],
      taxRatePercent: 7,
      depositPercent: 25,
    },
    acceptance: { option: 0, addOns: [1, 0] },
    hand: {
      option: 0,
      addOns: [1, 0],
      totals: { subtotalCents: 32449, taxCents: 2271, totalCents: 34720, depositCents: 8680 },
    },
  },
  {
    name: 'a deposit at half a cent rounds up',
    // $10.73 total x 50 % = 536.5 -> 537 cents.
    pricing: {
      options: [{ title: 'Spring', items: [line('Spring', 1, 1000)] }],
      addOns: [],
      taxRatePercent: 7.25,
      depositPercent: 50,
    },
    acceptance: { option: 0, addOns: [] },
    hand: {
      option: 0,
      addOns: [],
      totals: { subtotalCents: 1000, taxCents: 73, totalCents: 1073, depositCents: 537 },
    },
  },
  {
    name: 'three options, thousands separators, a fractional deposit rate',
    pricing: {
      options: [
        { title: 'Good', items: [line('Spring', 2, 9999), line('Labor', 1, 12500)] },
        {
          title: 'Better',
          items: [line('Springs & rollers', 2, 123456), line('Labor', 2.25, 9500)],
        },
        {
          title: 'Best',
          items: [
            line('New insulated door 16x7', 1, 389900),
            line('Opener', 1, 64999),
            line('Haul-away', 1, 7500),
          ],
        },
      ],
      addOns: [line('Keypad', 1, 8900)],
      taxRatePercent: 7.25,
      depositPercent: 33.33,
    },
    acceptance: { option: 2, addOns: [0] },
  },
];

describe('renderEstimatePdf', () => {
  it.each(cases)('$name: the PDF prints the money module totals to the cent', async (c) => {
    const acceptance = c.acceptance
      ? accepted(c.pricing, c.acceptance.option, c.acceptance.addOns)
      : undefined;
    const pdf = await renderEstimatePdf(input(c.pricing, acceptance ? { acceptance } : {}));
    const { text } = await readBack(pdf);

    c.pricing.options.forEach((option, index) => {
      const section = optionSection(text, c.pricing, index);
      for (const item of option.items) {
        expect(section).toContain(`${item.description} `);
        expect(section).toContain(
          `${formatUsd(item.unitPriceCents)} ${formatUsd(lineTotalCents(item))}`,
        );
      }
      expect(section).toContain(totalsText(optionTotals(c.pricing, index), c.pricing));
    });
    for (const addOn of c.pricing.addOns) {
      expect(text).toContain(
        `${addOn.description} 1 ${formatUsd(addOn.unitPriceCents)} ${formatUsd(lineTotalCents(addOn))}`,
      );
    }
    if (acceptance) {
      const after = text.slice(text.indexOf(m.acceptedHeading));
      expect(after).toContain(
        m.acceptedOption(acceptance.optionIndex, c.pricing.options[acceptance.optionIndex]!.title),
      );
      expect(after).toContain(totalsText(acceptance.totals, c.pricing, m.acceptedTotal));
      for (const index of acceptance.addOnIndexes)
        expect(after).toContain(c.pricing.addOns[index]!.description);
    }
    if (c.hand) {
      expect(choiceTotals(c.pricing, c.hand.option, c.hand.addOns)).toEqual(c.hand.totals);
      const label = acceptance ? m.acceptedTotal : m.total;
      expect(text).toContain(`${label} ${formatUsd(c.hand.totals.totalCents)}`);
    }
  });

  it('states the deposit rule, or that none is due', async () => {
    const pricing = cases[2]!.pricing;
    expect((await readBack(await renderEstimatePdf(input(pricing)))).text).toContain(
      m.depositRule('25'),
    );
    const none = { ...pricing, depositPercent: 0 };
    const { text } = await readBack(await renderEstimatePdf(input(none)));
    expect(text).toContain(m.noDeposit);
    expect(text).not.toContain('Deposit due on acceptance');
  });

  it('long terms run onto further pages, every word kept, pages numbered', async () => {
    const words = Array.from({ length: 900 }, (_, i) => `term${i}`);
    const pricing = cases[4]!.pricing;
    const { pages } = await readBack(
      await renderEstimatePdf(
        input(pricing, { terms: words.join(' '), acceptance: accepted(pricing, 1, []) }),
      ),
    );
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const all = pages.join(' ');
    for (const word of words) expect(all).toContain(` ${word} `);
    pages.forEach((page, index) => expect(page).toContain(m.page(index + 1, pages.length)));
    // The signature block comes after the terms, on the last page.
    expect(pages.at(-1)).toContain(m.signedBy('Pat Doe'));
  });

  it('prints unicode names of the customer, the signer and the lines as written', async () => {
    const pricing: EstimatePricing = {
      options: [{ title: 'Ресорные пружины', items: [line('Ελατήρια στρέψης', 1, 18999)] }],
      addOns: [],
      taxRatePercent: 7.25,
      depositPercent: 0,
    };
    const acceptance = { ...accepted(pricing, 0, []), signerName: 'Zoë Łukasiewicz-Núñez' };
    const { text } = await readBack(
      await renderEstimatePdf(input(pricing, { customerName: 'Đặng Thị Ngọc Søren', acceptance })),
    );
    expect(text).toContain(m.preparedFor('Đặng Thị Ngọc Søren'));
    expect(text).toContain(m.optionHeading(0, 'Ресорные пружины'));
    expect(text).toContain('Ελατήρια στρέψης');
    expect(text).toContain(m.signedBy('Zoë Łukasiewicz-Núñez'));
  });

  it('prints Chinese, Japanese and Korean with a CJK font, embedded only when the text needs it', async () => {
    const pricing: EstimatePricing = {
      options: [
        {
          title: '车库门 Spring',
          items: [line('扭力弹簧 pair', 1, 18999), line('ガレージドア', 1, 5000)],
        },
      ],
      addOns: [line('리모컨 remote', 1, 4500)],
      taxRatePercent: 7.25,
      depositPercent: 0,
    };
    const acceptance = { ...accepted(pricing, 0, [0], null), signerName: '김민준' };
    const pdf = await renderEstimatePdf(
      input(pricing, {
        business: { ...input(pricing).business, name: '王氏 Garage Doors' },
        customerName: '王小明',
        terms: '工事完了時に残金をお支払いください。',
        acceptance,
      }),
    );
    const { text } = await readBack(pdf);
    expect(text).toContain('王氏 Garage Doors');
    expect(text).toContain(m.preparedFor('王小明'));
    expect(text).toContain(m.optionHeading(0, '车库门 Spring'));
    expect(text).toContain('扭力弹簧 pair');
    expect(text).toContain('ガレージドア');
    expect(text).toContain('리모컨 remote');
    expect(text).toContain('工事完了時に残金をお支払いください。');
    expect(text).toContain(m.signedBy('김민준'));
    expect(text).toContain(m.recordNote('王氏 Garage Doors'));
    // Chinese and Japanese in Noto Sans Hans, regular and bold; Hangul in Noto Sans KR.
    expect(embeddedFonts(pdf)).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
      'NotoSansHans-Bold',
      'NotoSansHans-Regular',
      'NotoSansKR-Regular',
    ]);

    // An all-Latin estimate: DejaVu alone, as before the CJK fonts were added.
    const plain = cases[4]!.pricing;
    const signed = await renderEstimatePdf(
      input(plain, { acceptance: accepted(plain, 1, [0], null) }),
    );
    expect(embeddedFonts(signed)).toEqual(['DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSans-Oblique']);
  });

  it('the signature block: name, Eastern time, the document hash; drawn, SVG path or typed', async () => {
    const pricing = cases[0]!.pricing;
    for (const signature of [PNG_SIGNATURE, 'M 10,10 C 40,80 90,-20 140,40 L 200,30', null]) {
      const { text } = await readBack(
        await renderEstimatePdf(
          input(pricing, { acceptance: accepted(pricing, 0, [], signature) }),
        ),
      );
      // 20:03:04 UTC on December 8 is 3:03:04 PM in New York (EST).
      expect(text).toContain(m.signedAt('December 8, 2026 at 3:03:04 PM EST'));
      expect(text).toContain(`${m.documentHash} ${SHA}`);
      expect(text.includes(m.typedSignature)).toBe(signature === null);
    }
  });

  it('refuses accepted totals that the prices do not give, and a corrupt signature', async () => {
    const pricing = cases[2]!.pricing;
    const wrong = accepted(pricing, 0, [0]);
    wrong.totals = { ...wrong.totals, totalCents: wrong.totals.totalCents + 1 };
    await expect(renderEstimatePdf(input(pricing, { acceptance: wrong }))).rejects.toThrow(
      m.acceptedTotalsDiffer,
    );
    // A PNG cut before its end chunk, one whose image data does not inflate, not a PNG at all.
    const png = Buffer.from(PNG_SIGNATURE.split(',')[1]!, 'base64');
    const cut = `data:image/png;base64,${png.subarray(0, png.length - 12).toString('base64')}`;
    const garbled = Buffer.from(png);
    garbled.fill(0x55, 41, 49);
    const broken = `data:image/png;base64,${garbled.toString('base64')}`;
    for (const bad of [
      cut,
      broken,
      'data:image/png;base64,bm90IGEgcG5n',
      '<script>',
      'hello',
      'M',
      // Stored before the acceptance refused them: a row filter the decoder throws on in a
      // callback (it ended the process), a transparency chunk in an image with alpha that it
      // misreads into a loop for ever, a coordinate the PDF writer takes no number of.
      pngDataUrl(100, 10, Buffer.alloc(10 * 401, 9)),
      pngDataUrl(100, 10, Buffer.alloc(10 * 401), {
        chunks: [{ type: 'tRNS', body: loopingTransparency }],
      }),
      `M 0 0 L ${'9'.repeat(22)} 5`,
    ]) {
      await expect(
        renderEstimatePdf(input(pricing, { acceptance: accepted(pricing, 0, [], bad) })),
      ).rejects.toThrow(m.badSignature);
    }
  });

  it('the same estimate gives the same bytes, alone or among PDFs drawn at once', async () => {
    const pricing = cases[4]!.pricing;
    const signed = () => input(pricing, { acceptance: accepted(pricing, 1, [0]) });
    const alone = Buffer.from(await renderEstimatePdf(signed()));
    // Others at once, sharing the parsed fonts: a different estimate between each of ours.
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        renderEstimatePdf(i % 2 ? input(cases[2]!.pricing) : signed()),
      ),
    );
    burst.forEach((pdf, i) => {
      if (i % 2 === 0) expect(Buffer.from(pdf).equals(alone)).toBe(true);
    });
  });
});
