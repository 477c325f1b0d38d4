import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  defaultHeroSrc,
  socialImageSize,
  socialImageText,
  socialImageType,
  socialImageVersion,
  type SocialImagePage,
} from '#app/content/seo/social-image.ts';
import type { SiteContent } from '#app/content/live.ts';
import { isUploadName } from '#app/lib/upload-urls.ts';
import { escapeXml } from '#app/lib/xml-text.ts';
import type { AppServices } from '../services.ts';
import { resolveImages } from './resolve-images.ts';

export interface SocialImageBody {
  bytes: Uint8Array;
  contentType: string;
  /** The current version: a request naming another one gets this picture, briefly cached. */
  version: string;
  /** Drawn by this request (false: served from the social_images cache). */
  generated: boolean;
}

/**
 * A page's share picture in its current version (the hero mapped right now): drawn once with
 * sharp and kept in social_images, so the first request pays for it and every later one is
 * a lookup. Older versions of the page's picture are dropped when a new one is stored.
 * `content` is the published snapshot's (the one `page` was found in): the name drawn on the
 * picture and the gallery's chosen uploads. `publicDir` holds the default illustrations
 * (`/images/*.svg`).
 */
export async function getSocialImage(
  services: AppServices,
  content: SiteContent,
  page: SocialImagePage,
  publicDir: string,
): Promise<SocialImageBody> {
  const { db } = services;
  const { business, galleryItems } = content;
  const heroSrc = page.heroKey
    ? ((await resolveImages(services, [page.heroKey], galleryItems))[page.heroKey]?.src ??
      defaultHeroSrc(page.heroKey))
    : defaultHeroSrc(undefined);
  const version = socialImageVersion(page, heroSrc, business.name);
  const cached = await db
    .selectFrom('social_images')
    .select(['bytes', 'content_type'])
    .where('page_path', '=', page.path)
    .where('version', '=', version)
    .executeTakeFirst();
  if (cached) {
    return { bytes: cached.bytes, contentType: cached.content_type, version, generated: false };
  }

  const hero =
    (await uploadBytes(services, heroSrc)) ??
    (await readFile(
      publicFile(publicDir, isUploadSrc(heroSrc) ? defaultHeroSrc(page.heroKey) : heroSrc),
    ));
  const logo = await readFile(publicFile(publicDir, business.logo.src));
  const bytes = await services.imageWork.run(() =>
    drawSocialImage(hero, logo, page.title, business.name),
  );
  // Two first requests at once both draw; the second insert is a no-op.
  await db
    .insertInto('social_images')
    .values({
      page_path: page.path,
      version,
      content_type: socialImageType,
      byte_size: bytes.length,
      bytes,
      created_at: Date.now(),
    })
    .onConflict((oc) => oc.columns(['page_path', 'version']).doNothing())
    .execute();
  await db
    .deleteFrom('social_images')
    .where('page_path', '=', page.path)
    .where('version', '!=', version)
    .execute();
  return { bytes, contentType: socialImageType, version, generated: true };
}

function isUploadSrc(src: string): boolean {
  return src.startsWith('/uploads/');
}

/** The stored bytes of a mapped upload (undefined for a default, or one deleted meanwhile). */
async function uploadBytes(services: AppServices, src: string): Promise<Uint8Array | undefined> {
  if (!isUploadSrc(src)) return undefined;
  const name = src.slice('/uploads/'.length);
  if (!isUploadName(name)) return undefined;
  const row = await services.db
    .selectFrom('uploaded_images')
    .select('bytes')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.bytes;
}

/** A shipped illustration's file: only `/images/<name>.svg`, never a path out of the folder. */
function publicFile(publicDir: string, src: string): string {
  if (!/^\/images\/[a-z0-9-]+\.svg$/.test(src)) throw new Error(`not a default image: ${src}`);
  return path.join(publicDir, src);
}

// ---------------------------------------------------------------------------
// Drawing
// ---------------------------------------------------------------------------

const { width: W, height: H } = socialImageSize;
const MARGIN = 64;
const TEXT_WIDTH = W - 2 * MARGIN;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const BRAND = '#b91c1c';
const INK = '#0f172a';
const LOGO = 72;

/** The hero filling the frame, darkened for the white text, with the name, title and logo. */
export async function drawSocialImage(
  hero: Uint8Array,
  logo: Uint8Array,
  title: string,
  businessName: string,
): Promise<Buffer> {
  const background = await sharp(hero)
    .rotate()
    .resize(W, H, { fit: 'cover', position: 'centre' })
    .flatten({ background: INK })
    .toBuffer();
  const logoPng = await sharp(logo).resize(LOGO, LOGO).png().toBuffer();
  return sharp(background)
    .composite([
      { input: Buffer.from(overlaySvg(title, businessName)), top: 0, left: 0 },
      { input: logoPng, top: MARGIN - 8, left: MARGIN },
    ])
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

/** The overlay as SVG: every text in it is XML-escaped (titles contain "&"). */
export function overlaySvg(title: string, businessName: string): string {
  const { headline, tagline } = socialImageText(title, businessName);
  const head = fitLines(headline, [68, 60, 52, 46], 3);
  const tag = tagline ? fitLines(tagline, [36, 32, 28], 2) : undefined;
  const bottom = H - MARGIN - 14;
  const tagHeight = tag ? tag.lines.length * tag.size * 1.25 + 18 : 0;
  const headTop = bottom - tagHeight - head.lines.length * head.size * 1.15;
  /** Lines of text whose first line's top is at `top` (baselines below it). */
  const text = (
    lines: string[],
    size: number,
    top: number,
    lineHeight: number,
    fill: string,
    x = MARGIN,
  ): string =>
    lines
      .map(
        (line, i) =>
          `<text x="${x}" y="${Math.round(top + size * 0.92 + i * lineHeight)}" font-size="${size}" fill="${fill}">${escapeXml(line)}</text>`,
      )
      .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs>',
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${INK}" stop-opacity="0.55"/>`,
    `<stop offset="0.45" stop-color="${INK}" stop-opacity="0.45"/>`,
    `<stop offset="1" stop-color="${INK}" stop-opacity="0.9"/>`,
    '</linearGradient>',
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#shade)"/>`,
    `<rect y="${H - 14}" width="${W}" height="14" fill="${BRAND}"/>`,
    `<g font-family="${FONT}" font-weight="700">`,
    // Beside the logo (LOGO px at MARGIN - 8), centred on it.
    text([businessName], 40, MARGIN + 8, 48, '#ffffff', MARGIN + LOGO + 20),
    text(head.lines, head.size, headTop, head.size * 1.15, '#ffffff'),
    tag ? text(tag.lines, tag.size, bottom - tagHeight + 18, tag.size * 1.25, '#fecaca') : '',
    '</g>',
    '</svg>',
  ].join('');
}

/**
 * SVG text does not wrap: break `text` into at most `maxLines` lines of TEXT_WIDTH at the
 * largest size that fits, measuring with a bold sans-serif's rough glyph widths (generous, so
 * a wider fallback font still fits). The last line is shortened with "…" only if nothing fits.
 */
function fitLines(
  text: string,
  sizes: readonly number[],
  maxLines: number,
): { lines: string[]; size: number } {
  let best = { lines: [text], size: sizes[sizes.length - 1] ?? 40 };
  for (const size of sizes) {
    const lines = wrap(text, size);
    best = { lines, size };
    if (lines.length <= maxLines) return best;
  }
  const kept = best.lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return { lines: kept, size: best.size };
}

function wrap(text: string, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size) > TEXT_WIDTH) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Approximate advance widths (in em) of DejaVu Sans Bold, the widest of the fonts named. */
function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) {
    if (/[iljI.,:;'|!\s]/.test(ch)) em += 0.36;
    else if (/[MWmw@]/.test(ch)) em += 1.0;
    else if (/[A-Z&]/.test(ch)) em += 0.78;
    else em += 0.66;
  }
  return em * size;
}
