import sharp from 'sharp';

/**
 * Every PNG icon the app needs, rendered from one SVG. "any" icons are the SVG as drawn;
 * maskable icons put it inside the safe zone (the central 80% circle) on a full-bleed
 * background, so launchers can crop them to any shape.
 */
export interface RenderedIcons {
  any192: Buffer;
  any512: Buffer;
  maskable192: Buffer;
  maskable512: Buffer;
  appleTouch180: Buffer;
}

async function plain(svg: Buffer, size: number): Promise<Buffer> {
  return sharp(svg, { density: 72 * 16 })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The icon at `scale` of the canvas, centred on an opaque background. */
async function padded(svg: Buffer, size: number, scale: number, background: string) {
  const inner = Math.round(size * scale);
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await plain(svg, inner), left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export async function renderIcons(svg: Buffer, background: string): Promise<RenderedIcons> {
  // At 0.8 the drawing fills the maskable safe circle; its own background blends into the
  // full-bleed one, so nothing essential is cropped whatever shape the launcher uses.
  const [any192, any512, maskable192, maskable512, appleTouch180] = await Promise.all([
    plain(svg, 192),
    plain(svg, 512),
    padded(svg, 192, 0.8, background),
    padded(svg, 512, 0.8, background),
    padded(svg, 180, 0.8, background),
  ]);
  return { any192, any512, maskable192, maskable512, appleTouch180 };
}
