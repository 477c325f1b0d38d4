import { describe, expect, it } from 'vitest';
import { isAcceptedPhoto, isAcceptedPhotoHead } from './photo-format.ts';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

describe('isAcceptedPhotoHead: the formats the server stores, by their first bytes', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
  ])('accepts %s', (_, head) => {
    expect(isAcceptedPhotoHead(head)).toBe(true);
  });

  it.each([
    ['HEIC (an iPhone photo)', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0])],
    ['GIF', bytes('GIF89a', [1, 0, 1, 0])],
    ['a text file renamed .jpg', bytes('Hello, this is text')],
    ['SVG', bytes('<svg xmlns="http')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['an empty file', bytes()],
  ])('refuses %s', (_, head) => {
    expect(isAcceptedPhotoHead(head)).toBe(false);
  });

  it('reads a Blob: a JPEG passes, a HEIC named .jpg with a JPEG type does not', async () => {
    expect(await isAcceptedPhoto(new Blob([bytes([0xff, 0xd8, 0xff, 0xdb, 0, 0])]))).toBe(true);
    const heic = new Blob([bytes([0, 0, 0, 0x18], 'ftypheic')], { type: 'image/jpeg' });
    expect(await isAcceptedPhoto(heic)).toBe(false);
  });
});
