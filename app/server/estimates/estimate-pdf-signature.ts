/**
 * The drawn signature as the PDF can draw it. The customer's page sends a PNG data URL (the
 * signature pad's canvas); the contract also admits SVG path data, drawn as a stroked path.
 */
import { inflateSync } from 'node:zlib';
import { estimatePdfMessages as m } from '#app/lib/messages/estimate-pdf.ts';

export interface SignatureBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type DrawableSignature =
  { kind: 'png'; png: Buffer } | { kind: 'paths'; paths: string[]; box: SignatureBox };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_PREFIX = 'data:image/png;base64,';
const SVG_PREFIX = /^data:image\/svg\+xml(;base64)?,/;
const PATH_DATA = /^\s*[Mm][\s\d.,eE+\-MmLlHhVvCcSsQqTtAaZz]*$/;

/** The drawable form of a stored signature; throws when it is neither form (a corrupt record). */
export function drawableSignature(signature: string): DrawableSignature {
  if (signature.startsWith(PNG_PREFIX)) {
    const png = Buffer.from(signature.slice(PNG_PREFIX.length), 'base64');
    if (!readablePng(png)) throw new Error(m.badSignature);
    return { kind: 'png', png };
  }
  const svg = SVG_PREFIX.exec(signature);
  const paths = svg ? pathsOfSvg(decodeSvg(signature, svg)) : [signature.trim()];
  if (paths.length === 0 || !paths.every((d) => PATH_DATA.test(d))) throw new Error(m.badSignature);
  const box = boundingBox(paths);
  if (!box) throw new Error(m.badSignature);
  return { kind: 'paths', paths, box };
}

/**
 * A PNG the PDF can embed: the signature, the header chunk first and once, of a PNG as a canvas
 * writes it, within a pad's size, the image data that inflates to exactly the rows that header
 * gives, each row starting with a filter type PNG defines, the end chunk. Checked at acceptance
 * too (customer-form.ts), so a stored signature never stops the signed copy from being drawn.
 * The PDF's decoder (png-js) trusts what it reads: it throws on an unknown filter type in a
 * zlib callback, out of reach of any catch (the server's process ended), and it does not step
 * over a transparency chunk in an image with alpha (PNG forbids one there) nor one before the
 * header, so it reads the chunks after it from the wrong place, a length read as negative
 * sending it back for ever (the process hung at full CPU).
 */
function readablePng(png: Buffer): boolean {
  if (png.length < PNG_MAGIC.length + 12 || !png.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) {
    return false;
  }
  const data: Buffer[] = [];
  let offset = PNG_MAGIC.length;
  let header: PngHeader | null = null;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) return false;
    if (type === 'IHDR') {
      if (header || offset !== PNG_MAGIC.length || length !== 13) return false;
      header = headerOf(body);
      if (!header) return false;
    } else if (!header) return false;
    else if (type === 'tRNS' && !transparencyColours.includes(header.colour)) return false;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') return data.length > 0 && rowsRead(data, header);
    offset += 12 + length;
  }
  return false;
}

/**
 * The pad's canvas is the box's width by 180 px at a density of at most 2 (estimate-sign.ts):
 * 360 px high, and a phone or laptop column well under 2,000 px wide. Beyond these no pad drew
 * it, and the PDF's decoder would allocate width x height x 4 bytes (a 100,000 px square PNG of
 * 80 bytes asked it for 40 GB and crashed the process).
 */
export const signaturePngMaxWidth = 4_000;
export const signaturePngMaxHeight = 1_000;

/** Channels of the colour types a canvas writes: grey, RGB, grey with alpha, RGBA. */
const channelsOf: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/** Grey and RGB: the colour types a transparency chunk may follow (not those with alpha). */
const transparencyColours = [0, 2];

/** The header's colour type, and the image data's rows: how many, and each one's bytes. */
interface PngHeader {
  colour: number;
  height: number;
  rowBytes: number;
}

/**
 * A header a canvas writes (8 or 16 bits a channel, no palette, not interlaced, the standard
 * compression and filter method) within a pad's size; null for any other.
 */
function headerOf(header: Buffer): PngHeader | null {
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [depth, colour, compression, filter, interlace] = header.subarray(8, 13);
  const channels = channelsOf[colour ?? -1];
  if (width === 0 || height === 0 || !channels || (depth !== 8 && depth !== 16)) return null;
  if (compression !== 0 || filter !== 0 || interlace !== 0) return null;
  if (width > signaturePngMaxWidth || height > signaturePngMaxHeight) return null;
  return { colour: colour ?? -1, height, rowBytes: 1 + (width * channels * depth) / 8 };
}

/** Filter types 0-4 (none, sub, up, average, Paeth) are all PNG defines. */
const PNG_FILTER_MAX = 4;

function rowsRead(data: Buffer[], rows: PngHeader): boolean {
  const size = rows.height * rows.rowBytes;
  let pixels: Buffer;
  try {
    // Inflated only up to what the header's size holds: a few KB of zeros cannot make
    // hundreds of MB here (it throws past the cap, and is refused).
    pixels = inflateSync(Buffer.concat(data), { maxOutputLength: size });
  } catch {
    return false;
  }
  if (pixels.length !== size) return false;
  for (let row = 0; row < size; row += rows.rowBytes) {
    if ((pixels[row] ?? 0) > PNG_FILTER_MAX) return false;
  }
  return true;
}

function decodeSvg(dataUrl: string, prefix: RegExpExecArray): string {
  const body = dataUrl.slice(prefix[0].length);
  return prefix[1] ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body);
}

function pathsOfSvg(svg: string): string[] {
  return [...svg.matchAll(/\sd="([^"]*)"/g)].map((match) => match[1] ?? '');
}

/**
 * The farthest a path's number may be from 0: a pad's canvas is a few thousand px at most, and
 * the PDF writer refuses numbers of 1e21 and beyond (22 digits typed in a hand-made post), so
 * such a path, once stored, could never be drawn in the signed copy.
 */
export const signaturePathMaxCoordinate = 100_000;

/**
 * The box of the paths' coordinate pairs. Exact for absolute moves, lines and curves (what the
 * signature pad writes); other commands only shift the drawing inside its clip. Null when a
 * number lies beyond what a pad draws.
 */
function boundingBox(paths: readonly string[]): SignatureBox | null {
  const numbers = paths.flatMap((d) =>
    (d.match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? []).map(Number),
  );
  if (!numbers.every((n) => Math.abs(n) <= signaturePathMaxCoordinate)) return null;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    xs.push(numbers[i]!);
    ys.push(numbers[i + 1]!);
  }
  if (xs.length === 0) return null;
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return {
    x,
    y,
    width: Math.max(Math.max(...xs) - x, 1),
    height: Math.max(Math.max(...ys) - y, 1),
  };
}
