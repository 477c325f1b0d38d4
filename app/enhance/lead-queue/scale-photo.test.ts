import { describe, expect, it } from 'vitest';
import { limits } from '../../lib/limits.ts';
import { jpegName, needsScaling, scaledSize } from './scale-photo.ts';

describe('scaling a photo before it waits on the device', () => {
  it('brings the long edge to 2048 px, keeping the proportions', () => {
    expect(scaledSize({ width: 4000, height: 3000 })).toEqual({ width: 2048, height: 1536 });
    expect(scaledSize({ width: 3000, height: 4000 })).toEqual({ width: 1536, height: 2048 });
    expect(scaledSize({ width: 4032, height: 3024 })).toEqual({ width: 2048, height: 1536 });
    // A panorama keeps at least one pixel on its short side.
    expect(scaledSize({ width: 100_000, height: 10 })).toEqual({ width: 2048, height: 1 });
  });

  it('never enlarges', () => {
    expect(scaledSize({ width: 2048, height: 1000 })).toEqual({ width: 2048, height: 1000 });
    expect(scaledSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
  });

  it('re-encodes only what is large in pixels or in bytes', () => {
    const { queueEdge, queueScaleAboveBytes } = limits.leadPhotos;
    expect(needsScaling({ width: 640, height: 480 }, 200_000)).toBe(false);
    expect(needsScaling({ width: queueEdge, height: 10 }, queueScaleAboveBytes)).toBe(false);
    expect(needsScaling({ width: queueEdge + 1, height: 10 }, 1000)).toBe(true);
    expect(needsScaling({ width: 1000, height: 1000 }, queueScaleAboveBytes + 1)).toBe(true);
    // The result stays far under the server's limit.
    expect(queueScaleAboveBytes).toBeLessThan(limits.upload.maxFileBytes);
  });

  it('names the re-encoded file as a JPEG', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('door.photo.png')).toBe('door.photo.jpg');
    expect(jpegName('no-extension')).toBe('no-extension.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});
