/**
 * The estimate as a PDF (issue 39): the copy attached when it is sent and the signed copy after
 * acceptance, drawn from the same data as the customer's page. PDFKit writes it in this process
 * (no browser), with DejaVu Sans embedded and subset so any Latin, Greek or Cyrillic name prints
 * (decision 0024 has the measurements behind the choice).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { bookingTimeZone } from '#app/lib/booking.ts';
import { totalsRows } from '#app/lib/estimate-format.ts';
import {
  choiceTotals,
  estimatePrices,
  formatUsd,
  type EstimatePricing,
  type EstimateTotals,
  type PricedLine,
} from '#app/lib/estimate-money.ts';
import { estimatePdfMessages as m } from '#app/lib/messages/estimate-pdf.ts';
import { createSemaphore } from '../images/semaphore.ts';
import type { EstimateContents } from './document.ts';
import { drawableSignature } from './estimate-pdf-signature.ts';

export interface EstimatePdfInput extends EstimateContents {
  acceptance?: {
    optionIndex: number;
    addOnIndexes: number[];
    totals: EstimateTotals;
    signerName: string;
    signedAt: number;
    documentSha256: string;
    signature: string | null;
  };
}

type Doc = PDFKit.PDFDocument;

const PAGE = { width: 612, height: 792, margin: 54 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
/** Description, quantity, unit price, amount: the line table's columns, in points. */
const COLUMNS = [CONTENT_WIDTH - 250, 50, 95, 105] as const;

interface Fonts {
  regular: PDFKit.Mixins.PDFFontSource;
  bold: PDFKit.Mixins.PDFFontSource;
  oblique: PDFKit.Mixins.PDFFontSource;
}

let fonts: Promise<Fonts> | null = null;

/**
 * Read and parsed once per process, then shared by every PDF: parsing the 2 MB of TrueType per
 * document more than doubled the peak memory of 20 PDFs at once. Each document still embeds only
 * a subset of its own glyphs.
 */
function loadFonts(): Promise<Fonts> {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const parse = async (name: string) => {
      const font = fontkit.create(await readFile(require.resolve(`dejavu-fonts-ttf/ttf/${name}`)));
      if (!('layout' in font)) throw new Error(`${name} is a font collection, not one font`);
      // PDFKit takes a parsed fontkit font as a source (it checks for `layout`); its types only
      // list files and bytes.
      return font as unknown as PDFKit.Mixins.PDFFontSource;
    };
    fonts = Promise.all([
      parse('DejaVuSans.ttf'),
      parse('DejaVuSans-Bold.ttf'),
      parse('DejaVuSans-Oblique.ttf'),
    ]).then(([regular, bold, oblique]) => ({ regular, bold, oblique }));
    // A failed read is reported to this caller and retried by the next, not cached.
    fonts.catch(() => {
      fonts = null;
    });
  }
  return fonts;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingTimeZone,
  dateStyle: 'long',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: bookingTimeZone,
  dateStyle: 'long',
  timeStyle: 'long',
});
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * Drawing is CPU work on this thread, so PDFs at once finish no sooner than one after another,
 * but each one in flight holds its parsed fonts and pages: a burst (a send-all, acceptances
 * together) waits its turn instead of multiplying memory (decision 0024 has the figures).
 */
const rendering = createSemaphore(2);

export function renderEstimatePdf(input: EstimatePdfInput): Promise<Uint8Array> {
  return rendering.run(() => render(input));
}

async function render(input: EstimatePdfInput): Promise<Uint8Array> {
  const { acceptance } = input;
  if (acceptance) {
    const expected = choiceTotals(input.pricing, acceptance.optionIndex, acceptance.addOnIndexes);
    if (!sameTotals(expected, acceptance.totals)) throw new Error(m.acceptedTotalsDiffer);
  }
  // Decoded before any drawing, so a corrupt record fails with its own message.
  const signature = acceptance?.signature ? drawableSignature(acceptance.signature) : null;
  const { regular, bold, oblique } = await loadFonts();

  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    // The issue time, not the render time: the same estimate gives the same bytes.
    info: {
      Title: m.title(input.number),
      Author: input.business.name,
      CreationDate: new Date(input.issuedAt),
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.registerFont('oblique', oblique);
  const done = collect(doc);

  header(doc, input);
  const prices = estimatePrices(input.pricing);
  prices.options.forEach((option, index) => {
    heading(doc, m.optionHeading(index, option.title), 13);
    lineTable(doc, option.items);
    totalsBlock(doc, option.totals, input.pricing);
  });
  if (prices.addOns.length > 0) {
    heading(doc, m.addOnsHeading, 13);
    paragraph(doc, m.addOnsNote, MUTED);
    lineTable(doc, prices.addOns);
  }
  heading(doc, m.depositHeading, 13);
  paragraph(
    doc,
    input.pricing.depositPercent > 0
      ? m.depositRule(numberFormat.format(input.pricing.depositPercent))
      : m.noDeposit,
  );
  if (input.terms.trim()) {
    heading(doc, m.termsHeading, 13);
    paragraph(doc, input.terms);
  }
  if (acceptance) {
    heading(doc, m.acceptedHeading, 15);
    const option = prices.options[acceptance.optionIndex];
    paragraph(doc, m.acceptedOption(acceptance.optionIndex, option?.title ?? ''), INK, 'bold');
    const addOns = acceptance.addOnIndexes.flatMap((index) => prices.addOns[index] ?? []);
    if (addOns.length > 0) {
      paragraph(doc, m.acceptedAddOns);
      lineTable(doc, addOns);
    } else {
      paragraph(doc, m.acceptedNoAddOns);
    }
    totalsBlock(doc, acceptance.totals, input.pricing, m.acceptedTotal);
    signatureBlock(doc, input, acceptance, signature);
  }
  pageNumbers(doc);
  doc.end();
  return done;
}

function collect(doc: Doc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

function sameTotals(a: EstimateTotals, b: EstimateTotals): boolean {
  return (
    a.subtotalCents === b.subtotalCents &&
    a.taxCents === b.taxCents &&
    a.totalCents === b.totalCents &&
    a.depositCents === b.depositCents
  );
}

/** Starts a new page when `height` points do not fit above the bottom margin. */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > PAGE.height - PAGE.margin) doc.addPage();
}

function header(doc: Doc, input: EstimatePdfInput): void {
  const { business } = input;
  doc.fillColor(INK).font('bold').fontSize(18).text(business.name, PAGE.margin, PAGE.margin);
  const contact = [business.address, business.phone, business.email].filter(Boolean).join('  ·  ');
  if (contact) doc.font('regular').fontSize(9).fillColor(MUTED).text(contact);
  doc.moveDown(1.2);
  doc.font('bold').fontSize(15).fillColor(INK).text(m.title(input.number));
  doc.font('regular').fontSize(10).text(m.preparedFor(input.customerName));
  doc
    .fillColor(MUTED)
    .text(
      `${m.issued(dateFormat.format(input.issuedAt))}    ${m.validUntil(dateFormat.format(input.expiresAt))}`,
    );
  doc.moveDown(0.5);
}

function heading(doc: Doc, text: string, size: number): void {
  doc.moveDown(0.8);
  ensureSpace(doc, size * 4);
  doc.x = PAGE.margin;
  doc.font('bold').fontSize(size).fillColor(INK).text(text, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
}

function paragraph(doc: Doc, text: string, color = INK, font = 'regular'): void {
  doc.x = PAGE.margin;
  // Flowing text breaks across pages by itself (long terms).
  doc.font(font).fontSize(10).fillColor(color).text(text, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
}

function row(doc: Doc, cells: readonly string[], font: string, color: string): void {
  doc.font(font).fontSize(9.5);
  const height = Math.max(
    ...cells.map((cell, index) => doc.heightOfString(cell, { width: (COLUMNS[index] ?? 0) - 6 })),
  );
  ensureSpace(doc, height + 6);
  const top = doc.y;
  let x = PAGE.margin;
  cells.forEach((cell, index) => {
    const width = COLUMNS[index] ?? 0;
    doc
      .fillColor(color)
      .text(cell, x, top, { width: width - 6, align: index === 0 ? 'left' : 'right' });
    x += width;
  });
  doc.y = top + height + 4;
  doc
    .moveTo(PAGE.margin, doc.y - 2)
    .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y - 2)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.x = PAGE.margin;
}

function lineTable(doc: Doc, lines: readonly PricedLine[]): void {
  const c = m.columns;
  row(doc, [c.description, c.quantity, c.unitPrice, c.amount], 'bold', MUTED);
  for (const line of lines) {
    row(
      doc,
      [
        line.description,
        numberFormat.format(line.quantity),
        formatUsd(line.unitPriceCents),
        formatUsd(line.totalCents),
      ],
      'regular',
      INK,
    );
  }
}

function totalsBlock(
  doc: Doc,
  totals: EstimateTotals,
  pricing: Pick<EstimatePricing, 'taxRatePercent' | 'depositPercent'>,
  totalLabel?: string,
): void {
  const rows = totalsRows(totals, pricing, totalLabel);
  ensureSpace(doc, rows.length * 15 + 6);
  doc.moveDown(0.2);
  const labelWidth = CONTENT_WIDTH - 110;
  for (const { key, label, cents } of rows) {
    const strong = key === 'total';
    const top = doc.y;
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 11 : 10)
      .fillColor(INK);
    doc.text(label, PAGE.margin, top, { width: labelWidth - 6, align: 'right' });
    doc.text(formatUsd(cents), PAGE.margin + labelWidth, top, { width: 104, align: 'right' });
    doc.y = Math.max(doc.y, top + 14);
  }
  doc.x = PAGE.margin;
}

function signatureBlock(
  doc: Doc,
  input: EstimatePdfInput,
  acceptance: NonNullable<EstimatePdfInput['acceptance']>,
  signature: ReturnType<typeof drawableSignature> | null,
): void {
  heading(doc, m.signatureHeading, 13);
  ensureSpace(doc, 190);
  const box = { x: PAGE.margin, y: doc.y, width: 260, height: 80 };
  if (signature?.kind === 'png') {
    doc.image(signature.png, box.x, box.y, { fit: [box.width, box.height] });
  } else if (signature?.kind === 'paths') {
    const { box: from, paths } = signature;
    const scale = Math.min(box.width / from.width, box.height / from.height);
    doc.save();
    doc.rect(box.x, box.y, box.width, box.height).clip();
    doc.translate(box.x, box.y).scale(scale).translate(-from.x, -from.y);
    for (const d of paths)
      doc
        .path(d)
        .lineWidth(2 / scale)
        .strokeColor(INK)
        .stroke();
    doc.restore();
  } else {
    doc
      .font('oblique')
      .fontSize(22)
      .fillColor(INK)
      .text(acceptance.signerName, box.x, box.y + 30, { width: CONTENT_WIDTH });
  }
  doc.y = box.y + box.height + 4;
  doc
    .moveTo(box.x, doc.y)
    .lineTo(box.x + box.width, doc.y)
    .lineWidth(0.75)
    .strokeColor(INK)
    .stroke();
  doc.moveDown(0.5);
  if (!signature) paragraph(doc, m.typedSignature, MUTED);
  paragraph(doc, m.signedBy(acceptance.signerName));
  paragraph(doc, m.signedAt(timeFormat.format(acceptance.signedAt)));
  paragraph(doc, m.documentHash);
  doc.x = PAGE.margin;
  doc.font('regular').fontSize(8.5).fillColor(INK).text(acceptance.documentSha256, {
    width: CONTENT_WIDTH,
  });
  doc.moveDown(0.5);
  paragraph(doc, m.recordNote(input.business.name), MUTED);
}

/** Written last, over every buffered page, since the count is only known at the end. */
function pageNumbers(doc: Doc): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Inside the bottom margin: lift it so the footer does not open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(m.page(index + 1, range.count), PAGE.margin, PAGE.height - PAGE.margin + 18, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
