/**
 * A PNG data URL of any stated size and pixel data, as a hand-made post could send for a drawn
 * signature: the header says `width` x `height` (8-bit, colour type 6: RGBA, as a canvas
 * writes, unless `header` says other), the image data is `pixels` deflated (each row's filter
 * byte first). Real chunk CRCs, so any decoder reads it.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export function pngDataUrl(
  width: number,
  height: number,
  pixels: Buffer,
  fields: {
    depth?: number;
    colour?: number;
    interlace?: number;
    /** Chunks after the header (`before`: ahead of it), as a hand-made file could hold. */
    chunks?: Array<{ type: string; body: Buffer; before?: boolean }>;
  } = {},
): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = fields.depth ?? 8;
  header[9] = fields.colour ?? 6;
  header[12] = fields.interlace ?? 0;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ...(fields.chunks ?? []).filter((c) => c.before).map((c) => chunk(c.type, c.body)),
    chunk('IHDR', header),
    ...(fields.chunks ?? []).filter((c) => !c.before).map((c) => chunk(c.type, c.body)),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A blank pad's PNG of that size: every row's filter byte and its RGBA pixels, all zero. */
export const blankPng = (width: number, height: number) =>
  pngDataUrl(width, height, Buffer.alloc(height * (1 + width * 4)));

/**
 * A transparency chunk's body that png-js (the PDF's decoder) loops on for ever when it does not
 * step over the chunk (an image with alpha): it takes the first four bytes for the checksum,
 * then reads -12 as the next chunk's length, back to where it stood.
 */
export const loopingTransparency = Buffer.from([
  0, 0, 0, 0, 0xff, 0xff, 0xff, 0xf4, 0x61, 0x62, 0x63, 0x64,
]);
