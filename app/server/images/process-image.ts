import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { limits } from '#app/lib/limits.ts';

export type StoredFormat = 'jpeg' | 'png' | 'webp';

export interface ProcessedImage {
  bytes: Buffer;
  format: StoredFormat;
  contentType: `image/${StoredFormat}`;
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
  /** Hex sha256 of `bytes`. */
  sha256: string;
}

export type ImageRefusal =
  /** Not bytes libvips decodes as JPEG, PNG or WebP (SVG, HTML, PDF, text, broken files). */
  | 'not-image'
  /** More pixels than limits.upload.maxInputPixels: a decompression bomb. */
  | 'too-many-pixels';

export type ProcessResult =
  { ok: true; image: ProcessedImage } | { ok: false; reason: ImageRefusal };

const EXTENSIONS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

function isStoredFormat(format: string | undefined): format is StoredFormat {
  return format === 'jpeg' || format === 'png' || format === 'webp';
}

/**
 * Turns untrusted bytes into an image safe to serve. The format is what libvips finds in the
 * bytes, never what the visitor declared. The image is decoded and encoded again, so anything
 * that is not pixels (EXIF with GPS, ICC, comments, bytes appended after the image: the
 * JPEG+HTML polyglot) is gone; EXIF orientation is applied first so the photo stays upright.
 */
export async function processImage(input: Uint8Array): Promise<ProcessResult> {
  const maxPixels = limits.upload.maxInputPixels;
  let format: string | undefined;
  try {
    // Reads the header only: dimensions are known before a single pixel is decoded.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    if (!isStoredFormat(format)) return { ok: false, reason: 'not-image' };
    if (meta.width * meta.height > maxPixels) return { ok: false, reason: 'too-many-pixels' };
  } catch {
    return { ok: false, reason: 'not-image' };
  }
  try {
    const edge = limits.upload.maxLongEdge;
    const pipeline = sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 82, progressive: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 8 })
          : pipeline.webp({ quality: 82 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      image: {
        bytes: data,
        format,
        contentType: `image/${format}`,
        extension: EXTENSIONS[format],
        width: info.width,
        height: info.height,
        sha256: createHash('sha256').update(data).digest('hex'),
      },
    };
  } catch (error) {
    // libvips enforces the pixel limit while decoding too (a header that lies).
    const message = error instanceof Error ? error.message : '';
    return { ok: false, reason: /pixel limit/i.test(message) ? 'too-many-pixels' : 'not-image' };
  }
}
