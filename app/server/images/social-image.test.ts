import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultBusiness as business } from '#app/content/business.ts';
import { images } from '#app/content/images.ts';
import { drawSocialImage, overlaySvg } from './social-image.ts';

const PUBLIC = path.resolve(import.meta.dirname, '../../../public');

describe('social image drawing', () => {
  it('escapes the title and the business name in the SVG overlay', () => {
    const svg = overlaySvg(`Doors <script>alert(1)</script> & "more" | It's <b>`, business.name);
    // (the headline wraps at spaces: each piece on some line)
    for (const piece of ['&lt;script&gt;alert(1)&lt;/script&gt;', '&amp; &quot;more&quot;']) {
      expect(svg).toContain(piece);
    }
    expect(svg).toContain('It&apos;s &lt;b&gt;');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain(`>${business.name}</text>`);
  });

  it('wraps a long title onto at most three lines', () => {
    const svg = overlaySvg(
      `${'Garage Door Repair and Installation '.repeat(6)}| Tagline`,
      business.name,
    );
    const headline = [...svg.matchAll(/<text [^>]*font-size="(\d+)" fill="#ffffff">/g)].slice(1);
    expect(headline.length).toBeGreaterThan(1);
    expect(headline.length).toBeLessThanOrEqual(3);
  });

  it('draws a JPEG from a title carrying characters XML forbids (pasted control characters)', async () => {
    const hero = await readFile(path.join(PUBLIC, images.heroGeneric.src));
    const logo = await readFile(path.join(PUBLIC, business.logo.src));
    // Even escaped, U+0001 or U+FFFE make the SVG not well-formed and the drawing throws.
    const jpeg = await drawSocialImage(hero, logo, 'Spring\u0001 Repair\ufffe', 'Doors\u0002');
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
    expect(overlaySvg('Spring\u0001 Repair\ufffe', 'Doors\u0002')).toContain('>Doors</text>');
  });

  it('draws a 1200x630 JPEG even from a title full of markup characters', async () => {
    const hero = await readFile(path.join(PUBLIC, images.heroGeneric.src));
    const logo = await readFile(path.join(PUBLIC, business.logo.src));
    const jpeg = await drawSocialImage(hero, logo, `A & B <c> "d" | 'e'`, business.name);
    expect(await sharp(jpeg).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });
});
