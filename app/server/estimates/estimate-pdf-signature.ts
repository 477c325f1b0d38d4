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
 * A PNG the PDF can embed: the signature, the header chunk with a size a pad gives, the image
 * data that inflates to no more than that size holds, the end chunk. Checked at acceptance too
 * (customer-form.ts), so a stored signature never stops the signed copy from being drawn.
 */
function readablePng(png: Buffer): boolean {
  if (png.length < PNG_MAGIC.length + 12 || !png.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) {
    return false;
  }
  const data: Buffer[] = [];
  let offset = PNG_MAGIC.length;
  let maxPixelBytes = 0;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) return false;
    if (type === 'IHDR') maxPixelBytes = length === 13 ? pixelBytesOf(body) : 0;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') {
      try {
        // Inflated only up to what the header's size holds: a few KB of zeros cannot make
        // hundreds of MB here (it throws past the cap, and is refused).
        return (
          maxPixelBytes > 0 &&
          data.length > 0 &&
          inflateSync(Buffer.concat(data), { maxOutputLength: maxPixelBytes }).length > 0
        );
      } catch {
        return false;
      }
    }
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

const channelsOf: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * The most bytes the image data of this header can inflate to (interlaced passes add at most
 * two filter bytes a row); 0 when the header is not one a pad writes within its size.
 */
function pixelBytesOf(header: Buffer): number {
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const depth = header[8] ?? 0;
  const channels = channelsOf[header[9] ?? -1];
  if (width === 0 || height === 0 || !channels || ![1, 2, 4, 8, 16].includes(depth)) return 0;
  if (width > signaturePngMaxWidth || height > signaturePngMaxHeight) return 0;
  return height * (3 + Math.ceil((width * channels * depth) / 8));
}

function decodeSvg(dataUrl: string, prefix: RegExpExecArray): string {
  const body = dataUrl.slice(prefix[0].length);
  return prefix[1] ? Buffer.from(body, 'base64').toString('utf8') : decodeURIComponent(body);
}

function pathsOfSvg(svg: string): string[] {
  return [...svg.matchAll(/\sd="([^"]*)"/g)].map((match) => match[1] ?? '');
}

/**
 * The box of the paths' coordinate pairs. Exact for absolute moves, lines and curves (what the
 * signature pad writes); other commands only shift the drawing inside its clip.
 */
function boundingBox(paths: readonly string[]): SignatureBox | null {
  const numbers = paths.flatMap((d) =>
    (d.match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? []).map(Number),
  );
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
