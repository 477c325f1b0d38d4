import { describe, expect, it } from 'vitest';
import { imageNamesOf, withoutImages } from './withdrawn-photos.ts';

describe('a post body without withdrawn photos', () => {
  const body =
    '<p>Done.</p><img src="/uploads/a.jpg" alt="one" width="320" height="240">' +
    '<img src="/uploads/b.webp?w=640" srcset="/uploads/b.webp?w=640 640w" alt="two">' +
    '<img src="/images/stock.jpg" alt="stock"><p>After.</p>';

  it('lists the library images of the body and the cover, once each', () => {
    expect(imageNamesOf(body, 'a.jpg')).toEqual(['a.jpg', 'b.webp']);
    expect(imageNamesOf('<p>none</p>', null)).toEqual([]);
  });

  it('drops only the withdrawn images, the rest as it was', () => {
    expect(withoutImages(body, new Set(['b.webp']))).toBe(
      '<p>Done.</p><img src="/uploads/a.jpg" alt="one" width="320" height="240">' +
        '<img src="/images/stock.jpg" alt="stock"><p>After.</p>',
    );
    expect(withoutImages(body, new Set())).toBe(body);
  });
});
