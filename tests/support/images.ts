import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Real image files made on the spot for upload tests: what a phone sends (a JPEG with GPS in
 * its EXIF, rotated by its orientation tag), and what an attacker sends.
 */

/** A photo-like JPEG (noise, so it does not compress to nothing), tagged with GPS and orientation 6. */
export async function jpegWithGps(width = 1200, height = 800, seed = 0): Promise<Buffer> {
  const noise = noisyRaw(width, height, seed);
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1', Orientation: '6' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 24/1 3000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '80/1 34/1 5000/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function solidJpeg(color: string, width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

export async function png(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#22aa5580' } })
    .png()
    .toBuffer();
}

/** Noise does not compress: a lossless PNG of it is about 3 bytes per pixel. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  const noise = noisyRaw(width, height, 7);
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export async function webp(width = 500, height = 500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#aa3355' } })
    .webp()
    .toBuffer();
}

/** A large camera-sized photo (the benchmark's 4000x3000). */
export async function cameraJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const noise = noisyRaw(width / 8, height / 8, 3);
  // Upscaled noise looks like a photo's texture: smooth areas and detail, a realistic size.
  return sharp(noise, { raw: { width: width / 8, height: height / 8, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * Photos as a recent phone's main camera takes them (issue 37): 7296x5472 (39.9 megapixels)
 * JPEGs of about 9 MB, distinct from one another. Smooth noise upscaled 16 times looks like a
 * photo's texture to the encoder; the upscale is done once and each photo gets its own band of
 * rows, so making five costs five encodes, not five resizes.
 */
export async function largeCameraJpegs(count: number): Promise<Buffer[]> {
  const width = 7296;
  const height = 5472;
  const scale = 16;
  const pixels = await sharp(noisyRaw(width / scale, height / scale, 11), {
    raw: { width: width / scale, height: height / scale, channels: 3 },
  })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    pixels.fill((i * 53) % 256, 0, width * 3 * 16);
    photos.push(
      await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 93 })
        .toBuffer(),
    );
  }
  return photos;
}

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>fetch("/api/uploads").then(r=>r.text()).then(alert)</script>' +
    '<rect width="100" height="100" fill="red"/></svg>',
);

export const textFile = Buffer.from('This is a plain text file pretending to be a photo.\n');

/** The start of an iPhone photo (HEIC: its `ftyp` box), an image the server does not take. */
export const heicStart = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic\0\0\0\0mif1heic'),
  Buffer.alloc(256, 7),
]);

/** A JPEG's first bytes and then text: it looks like a JPEG until it is decoded. */
export const brokenJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), textFile]);

export const htmlPayload = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A valid JPEG with an HTML page glued after its end marker (a JPEG/HTML polyglot). */
export async function jpegWithHtml(): Promise<Buffer> {
  return Buffer.concat([await solidJpeg('#123456'), Buffer.from(htmlPayload.repeat(20))]);
}

/** A real, valid 20000x20000 PNG (400 megapixels) of about 60 KB: a decompression bomb. */
export function pngBomb(size = 20_000): Buffer {
  // Every row is a filter byte and size/8 bytes of 1-bit grey: 50 MB of zeros, deflated.
  const stride = 1 + Math.ceil(size / 8);
  const data = zlib.deflateSync(Buffer.alloc(stride * size), { level: 9 });
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 12 MB: over the 10 MB limit. Starts like a JPEG; the size alone must refuse it. */
export function twelveMegabytes(): Buffer {
  const bytes = randomBytes(12 * 1024 * 1024);
  bytes[0] = 0xff;
  bytes[1] = 0xd8;
  bytes[2] = 0xff;
  return bytes;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

function noisyRaw(width: number, height: number, seed: number): Buffer {
  const bytes = Buffer.alloc(width * height * 3);
  let state = Math.imul(seed + 1, 2654435761) >>> 0;
  for (let i = 0; i < bytes.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}
