/**
 * Compares two folders of screenshots (scripts/admin-screens-shot.ts): per file, whether the
 * sizes match and the share of pixels that differ, with the rows they are in. The pixels are
 * read by Chromium (a canvas), so no image library is needed.
 *
 *   node scripts/png-diff.ts /tmp/shots-before /tmp/shots-after
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: png-diff.ts <before-dir> <after-dir>');
const dataUrl = (file: string) => `data:image/png;base64,${readFileSync(file).toString('base64')}`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const file of readdirSync(before)
    .filter((f) => f.endsWith('.png'))
    .sort()) {
    const result = await page.evaluate(
      async ([a, b]) => {
        const pixels = async (src: string) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d context');
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height);
        };
        const [x, y] = await Promise.all([pixels(a), pixels(b)]);
        if (x.width !== y.width || x.height !== y.height) {
          return `size ${x.width}x${x.height} -> ${y.width}x${y.height}`;
        }
        let differ = 0;
        let top = Infinity;
        let bottom = -1;
        for (let i = 0; i < x.data.length; i += 4) {
          if (
            x.data[i] === y.data[i] &&
            x.data[i + 1] === y.data[i + 1] &&
            x.data[i + 2] === y.data[i + 2] &&
            x.data[i + 3] === y.data[i + 3]
          ) {
            continue;
          }
          differ++;
          const row = Math.floor(i / 4 / x.width);
          top = Math.min(top, row);
          bottom = Math.max(bottom, row);
        }
        const share = ((100 * differ) / (x.width * x.height)).toFixed(2);
        return `${share} % of pixels differ${differ ? ` (rows ${top}-${bottom})` : ''}`;
      },
      [dataUrl(path.join(before, file)), dataUrl(path.join(after, file))] as const,
    );
    console.log(`${file}: ${result}`);
  }
} finally {
  await browser.close();
}
