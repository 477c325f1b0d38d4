/**
 * The estimate as a PDF (issue 39): the copy attached when it is sent and the signed copy after
 * acceptance, drawn from the same data as the customer's page. PDFKit writes it in this process
 * (no browser), with DejaVu Sans embedded and subset so any Latin, Greek or Cyrillic name prints,
 * and Noto Sans CJK for Chinese, Japanese and Korean text, loaded only for a document that has
 * some (decision 0024 has the measurements behind both choices).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { bookingTimeZone } from '#app/lib/booking.ts';
import { totalsRows } from '#app/lib/estimate-format.ts';
import {
  choiceTotals,
  estimatePrices,
  formatUsd,
  type EstimateRates,
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

type Style = 'regular' | 'bold' | 'oblique';

type Fonts = Record<Style, fontkit.Font>;

const require = createRequire(import.meta.url);

/** Each file read and parsed at most once per process; a failed read is retried by the next. */
const parsed = new Map<string, Promise<fontkit.Font>>();

function parseFont(file: string): Promise<fontkit.Font> {
  let font = parsed.get(file);
  if (!font) {
    font = readFile(file).then((bytes) => {
      const parsedFont = fontkit.create(bytes);
      if (!('layout' in parsedFont)) throw new Error(`${file} is a font collection, not one font`);
      return parsedFont;
    });
    parsed.set(file, font);
    font.catch(() => parsed.delete(file));
  }
  return font;
}

/**
 * Read and parsed once per process, then shared by every PDF: parsing the 2 MB of TrueType per
 * document more than doubled the peak memory of 20 PDFs at once. Each document still embeds only
 * a subset of its own glyphs.
 */
async function loadFonts(): Promise<Fonts> {
  const dejavu = (name: string) => parseFont(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
  const [regular, bold, oblique] = await Promise.all([
    dejavu('DejaVuSans.ttf'),
    dejavu('DejaVuSans-Bold.ttf'),
    dejavu('DejaVuSans-Oblique.ttf'),
  ]);
  return { regular, bold, oblique };
}

/**
 * The fonts for what DejaVu cannot draw, in the order they are tried. Noto Sans Hans has the CJK
 * ideographs (simplified and traditional Chinese, Japanese kanji) and kana; Noto Sans KR has
 * Hangul. No one package on npm has all three at a sensible size (decision 0024). Both have
 * Latin too, so a string drawn in one keeps its Latin part. There is no CJK oblique: a typed
 * signature in CJK is drawn upright.
 */
const FALLBACKS = [
  {
    key: 'hans',
    module: '@embedpdf/fonts-sc',
    regular: 'NotoSansHans-Regular.otf',
    bold: 'NotoSansHans-Bold.otf',
  },
  {
    key: 'kr',
    module: '@embedpdf/fonts-kr',
    regular: 'NotoSansKR-Regular.otf',
    bold: 'NotoSansKR-Bold.otf',
  },
] as const;

interface Fallback {
  key: string;
  regular: fontkit.Font;
  bold: fontkit.Font;
}

function fallbackFile(module: string, file: string): string {
  // The packages export only their font list, not their files: the files sit beside `dist`.
  return path.join(path.dirname(require.resolve(module)), '..', 'fonts', file);
}

/** The characters of `text` that `font` has no glyph for; spaces and controls are never drawn. */
function lacking(font: fontkit.Font, text: string): Set<number> {
  const missing = new Set<number>();
  for (const char of text) {
    if (/[\p{Cc}\p{Z}]/u.test(char)) continue;
    const code = char.codePointAt(0)!;
    if (!font.hasGlyphForCodePoint(code)) missing.add(code);
  }
  return missing;
}

/**
 * The fallbacks this document needs, loaded only then: an all-Latin estimate reads no CJK font
 * and its PDF is byte for byte what it was before they were added.
 */
async function loadFallbacks(dejavu: fontkit.Font, texts: readonly string[]): Promise<Fallback[]> {
  const missing = lacking(dejavu, texts.join(' '));
  const used: Fallback[] = [];
  for (const family of FALLBACKS) {
    if (missing.size === 0) break;
    const regular = await parseFont(fallbackFile(family.module, family.regular));
    const covered = [...missing].filter((code) => regular.hasGlyphForCodePoint(code));
    if (covered.length === 0) continue;
    for (const code of covered) missing.delete(code);
    const bold = await parseFont(fallbackFile(family.module, family.bold));
    used.push({ key: family.key, regular, bold });
  }
  return used;
}

/** Every string of the input that may be printed: new fields are covered without a list here. */
function inputTexts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) inputTexts(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // Image or path data, never text (and up to megabytes of base64 to scan).
      if (key !== 'signature') inputTexts(item, out);
    }
  }
  return out;
}

/**
 * Which registered font draws `text` in `style`: DejaVu, unless the text has characters DejaVu
 * lacks; then the whole string goes to the first fallback that has them all (or has the most).
 */
type FontChooser = (style: Style, text: string) => string;

function fontChooser(dejavu: fontkit.Font, fallbacks: readonly Fallback[]): FontChooser {
  return (style, text) => {
    if (fallbacks.length === 0) return style;
    const missing = [...lacking(dejavu, text)];
    if (missing.length === 0) return style;
    let best: Fallback | null = null;
    let bestCount = 0;
    for (const fallback of fallbacks) {
      const count = missing.filter((code) => fallback.regular.hasGlyphForCodePoint(code)).length;
      if (count > bestCount) [best, bestCount] = [fallback, count];
      if (count === missing.length) break;
    }
    if (!best) return style;
    return `${best.key}-${style === 'bold' ? 'bold' : 'regular'}`;
  };
}

/** The chooser of each document being drawn, so the drawing helpers keep taking just `doc`. */
const choosers = new WeakMap<Doc, FontChooser>();

/** Sets the font for drawing `text` in `style` (see `fontChooser`); returns `doc` to chain. */
function font(doc: Doc, style: Style, text: string): Doc {
  return doc.font(choosers.get(doc)?.(style, text) ?? style);
}

/**
 * PDFKit takes a parsed fontkit font as a source (it checks for `layout`); its types only list
 * files and bytes.
 */
function source(parsedFont: fontkit.Font): PDFKit.Mixins.PDFFontSource {
  return parsedFont as unknown as PDFKit.Mixins.PDFFontSource;
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
  const dejavu = await loadFonts();
  const fallbacks = await loadFallbacks(dejavu.regular, inputTexts(input));

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
  doc.registerFont('regular', source(dejavu.regular));
  doc.registerFont('bold', source(dejavu.bold));
  doc.registerFont('oblique', source(dejavu.oblique));
  for (const fallback of fallbacks) {
    doc.registerFont(`${fallback.key}-regular`, source(fallback.regular));
    doc.registerFont(`${fallback.key}-bold`, source(fallback.bold));
  }
  choosers.set(doc, fontChooser(dejavu.regular, fallbacks));
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
  font(doc.fillColor(INK), 'bold', business.name)
    .fontSize(18)
    .text(business.name, PAGE.margin, PAGE.margin);
  const contact = [business.address, business.phone, business.email].filter(Boolean).join('  ·  ');
  if (contact) font(doc, 'regular', contact).fontSize(9).fillColor(MUTED).text(contact);
  doc.moveDown(1.2);
  const title = m.title(input.number);
  font(doc, 'bold', title).fontSize(15).fillColor(INK).text(title);
  const preparedFor = m.preparedFor(input.customerName);
  font(doc, 'regular', preparedFor).fontSize(10).text(preparedFor);
  const dates = `${m.issued(dateFormat.format(input.issuedAt))}    ${m.validUntil(dateFormat.format(input.expiresAt))}`;
  font(doc, 'regular', dates).fillColor(MUTED).text(dates);
  doc.moveDown(0.5);
}

function heading(doc: Doc, text: string, size: number): void {
  doc.moveDown(0.8);
  ensureSpace(doc, size * 4);
  doc.x = PAGE.margin;
  font(doc, 'bold', text).fontSize(size).fillColor(INK).text(text, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
}

function paragraph(doc: Doc, text: string, color = INK, style: Style = 'regular'): void {
  doc.x = PAGE.margin;
  // Flowing text breaks across pages by itself (long terms).
  font(doc, style, text).fontSize(10).fillColor(color).text(text, { width: CONTENT_WIDTH });
  doc.moveDown(0.3);
}

function row(doc: Doc, cells: readonly string[], style: Style, color: string): void {
  // Each cell measured and drawn in its own font: a CJK description, Latin figures.
  const height = Math.max(
    ...cells.map((cell, index) =>
      font(doc, style, cell)
        .fontSize(9.5)
        .heightOfString(cell, { width: (COLUMNS[index] ?? 0) - 6 }),
    ),
  );
  ensureSpace(doc, height + 6);
  const top = doc.y;
  let x = PAGE.margin;
  cells.forEach((cell, index) => {
    const width = COLUMNS[index] ?? 0;
    font(doc, style, cell)
      .fontSize(9.5)
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
  rates: EstimateRates,
  totalLabel?: string,
): void {
  const rows = totalsRows(totals, rates, totalLabel);
  ensureSpace(doc, rows.length * 15 + 6);
  doc.moveDown(0.2);
  const labelWidth = CONTENT_WIDTH - 110;
  for (const { key, label, cents } of rows) {
    const strong = key === 'total';
    const top = doc.y;
    const style = strong ? 'bold' : 'regular';
    const amount = formatUsd(cents);
    font(doc, style, label)
      .fontSize(strong ? 11 : 10)
      .fillColor(INK)
      .text(label, PAGE.margin, top, { width: labelWidth - 6, align: 'right' });
    font(doc, style, amount).text(amount, PAGE.margin + labelWidth, top, {
      width: 104,
      align: 'right',
    });
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
    font(doc, 'oblique', acceptance.signerName)
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
  font(doc, 'regular', acceptance.documentSha256)
    .fontSize(8.5)
    .fillColor(INK)
    .text(acceptance.documentSha256, {
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
    const label = m.page(index + 1, range.count);
    font(doc, 'regular', label)
      .fontSize(8)
      .fillColor(MUTED)
      .text(label, PAGE.margin, PAGE.height - PAGE.margin + 18, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}
