import sharp from 'sharp';

/**
 * Distinct noise JPEGs just under `targetBytes` (noise does not compress: a real 9.9 MB of
 * pixels, as a camera's photo, not a padded file). Used by the memory benches.
 */
export async function noiseJpegs(count: number, targetBytes: number): Promise<Buffer[]> {
  const width = 1900;
  let height = 1700;
  const raw = Buffer.alloc(width * 2400 * 3);
  let state = 12345;
  for (let i = 0; i < raw.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    raw[i] = state >>> 24;
  }
  const encode = (h: number, variant: number) => {
    // A different band of rows per image: distinct pixels, so none is stored as a duplicate.
    raw.fill((variant * 37) % 256, 0, width * 3 * 32);
    return sharp(raw.subarray(0, width * h * 3), { raw: { width, height: h, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
  };
  // Find the height that makes the file just under the target.
  for (;;) {
    const probe = await encode(height, 0);
    if (probe.length <= targetBytes && probe.length > targetBytes * 0.97) break;
    height = Math.floor((height * targetBytes * 0.985) / probe.length);
  }
  const images: Buffer[] = [];
  for (let i = 0; i < count; i += 1) images.push(await encode(height, i + 1));
  return images;
}
