import { limits } from '../../lib/limits.ts';

export interface Size {
  width: number;
  height: number;
}

/**
 * The size a photo is stored at while it waits on the device: its long edge at most
 * `maxEdge`, proportions kept, never enlarged, whole pixels, at least 1×1.
 */
export function scaledSize(size: Size, maxEdge: number = limits.leadPhotos.queueEdge): Size {
  const long = Math.max(size.width, size.height);
  if (long <= maxEdge) return { width: size.width, height: size.height };
  const factor = maxEdge / long;
  return {
    width: Math.max(1, Math.round(size.width * factor)),
    height: Math.max(1, Math.round(size.height * factor)),
  };
}

/** Whether a photo is worth re-encoding before it waits on the device. */
export function needsScaling(size: Size, bytes: number): boolean {
  const { queueEdge, queueScaleAboveBytes } = limits.leadPhotos;
  return Math.max(size.width, size.height) > queueEdge || bytes > queueScaleAboveBytes;
}

/** `IMG_1.HEIC` → `IMG_1.jpg`: the name matches the re-encoded bytes. */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.jpg`;
}

/**
 * A photo as it waits on the device: large ones scaled down (long edge 2048 px, JPEG 0.85:
 * typically 0.5-1.5 MB, far under the 10 MB limit) with the browser's own decoder, which also
 * drops the metadata (GPS). What the browser cannot decode (HEIC outside Safari) or cannot
 * make smaller waits as it is; the server decides on it when it is sent.
 */
export async function photoForStorage(
  blob: Blob,
  name: string,
): Promise<{ blob: Blob; name: string }> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas === 'undefined') {
    return { blob, name };
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  } catch {
    return { blob, name };
  }
  try {
    if (!needsScaling(bitmap, blob.size)) return { blob, name };
    const size = scaledSize(bitmap);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return { blob, name };
    // A transparent PNG would turn black as JPEG: a white background, like paper.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const scaled = await canvas.convertToBlob({
      type: 'image/jpeg',
      quality: limits.leadPhotos.queueJpegQuality,
    });
    return scaled.size < blob.size ? { blob: scaled, name: jpegName(name) } : { blob, name };
  } catch {
    return { blob, name };
  } finally {
    bitmap.close();
  }
}
