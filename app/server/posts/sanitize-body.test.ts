import { describe, expect, it } from 'vitest';
import { htmlShape, isScriptUrl, xssPayloads } from '#tests/support/xss-payloads.ts';
import { sanitizeBody } from './sanitize-body.ts';

const ORIGIN = 'https://www.example.com';
const NAME = '0b0e8c1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.jpg';
const library = new Map([[NAME, { width: 1600, height: 1200 }]]);

/** Every tag and tag@attribute the sanitizer may emit. */
const ALLOWED = new Set([
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'a@href',
  'a@title',
  'img',
  ...['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'].map(
    (a) => `img@${a}`,
  ),
]);

describe('the post body sanitizer', () => {
  it('keeps headings, paragraphs, lists, links, bold and italic; maps h1, b and i', () => {
    const out = sanitizeBody(
      '<h1>Spring</h1><p>A <b>bold</b> and <i>quick</i> fix, see <a href="/services">services</a>.</p><ul><li>one</li></ul><ol><li>two</li></ol><h3>x</h3>',
      { origin: ORIGIN },
    );
    expect(out.html).toBe(
      '<h2>Spring</h2><p>A <strong>bold</strong> and <em>quick</em> fix, see <a href="/services">services</a>.</p><ul><li>one</li></ul><ol><li>two</li></ol><h3>x</h3>',
    );
    expect(out.internalLinks).toEqual(['/services']);
  });

  it('drops scripts, styles, iframes, event handlers and javascript: links', () => {
    const out = sanitizeBody(
      '<p onclick="x()" style="color:red">Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">j</a><a href=" JaVaScRiPt:alert(1)">k</a>',
      { origin: ORIGIN },
    );
    expect(out.html).toBe('<p>Hi</p><a>j</a><a>k</a>');
  });

  it('keeps a path of this site only where a browser stays on the site', () => {
    // Browsers read `\\` as `/` and drop tabs: both of these go to evil.example.
    const out = sanitizeBody(
      '<a href="/\\evil.example/x">a</a><a href="/&#9;/evil.example/y">b</a><a href="/services">c</a>',
      { origin: ORIGIN },
    );
    expect(out.html).toBe('<a>a</a><a>b</a><a href="/services">c</a>');
    expect(out.internalLinks).toEqual(['/services']);
  });

  it('takes photos only from the library, with alt text, sized from the library', () => {
    const out = sanitizeBody(
      `<img src="/uploads/${NAME}?w=640" alt=" A new door "><img src="https://evil.example/x.png" alt="x"><img src="${ORIGIN}/uploads/${NAME}">`,
      { origin: ORIGIN, library },
    );
    expect(out.notOwnImages).toEqual(['https://evil.example/x.png']);
    expect(out.imagesWithoutAlt).toEqual([`/uploads/${NAME}`]);
    expect(out.images).toEqual([NAME]);
    expect(out.html).toContain(
      `<img src="/uploads/${NAME}" alt="A new door" width="1600" height="1200"`,
    );
    expect(out.html).toContain('loading="lazy"');
    expect(
      sanitizeBody(`<img src="/uploads/${NAME}" alt="x">`, { origin: ORIGIN, library: new Map() })
        .missingImages,
    ).toEqual([`/uploads/${NAME}`]);
  });

  it('collects the links to this site, absolute or not, without query or fragment', () => {
    const out = sanitizeBody(
      `<a href="${ORIGIN}/faqs?x=1#a">a</a><a href="/blog/spring">b</a><a href="https://other.example/x">c</a><a href="#top">d</a><a href="mailto:a@b.example">e</a>`,
      { origin: ORIGIN },
    );
    expect(out.internalLinks).toEqual(['/faqs', '/blog/spring']);
  });

  it('gives the same bytes when run on its own output (a save hashes the same)', () => {
    const input = `<h1>T</h1><p>x <a href="/faqs">y</a></p><img src="/uploads/${NAME}" alt="door">`;
    const once = sanitizeBody(input, { origin: ORIGIN, library }).html;
    expect(sanitizeBody(once, { origin: ORIGIN, library }).html).toBe(once);
  });

  it('leaves nothing that runs of the 200 XSS payloads', () => {
    expect(xssPayloads).toHaveLength(200);
    for (const payload of xssPayloads) {
      const out = sanitizeBody(`<p>${payload}</p>`, { origin: ORIGIN, library });
      const shape = htmlShape(out.html);
      for (const s of shape.shapes) expect(ALLOWED.has(s), `${s} from ${payload}`).toBe(true);
      expect(shape.scripts, payload).toBe(0);
      for (const url of shape.urls) expect(isScriptUrl(url), `${url} from ${payload}`).toBe(false);
      // Links and photos keep only plain addresses: a path, a fragment, http(s), mailto, tel.
      for (const url of shape.urls)
        expect(url, payload).toMatch(/^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i);
      for (const [, src] of out.html.matchAll(/<img src="([^"]*)"/g))
        expect(src, payload).toMatch(/^\/uploads\//);
      expect(sanitizeBody(out.html, { origin: ORIGIN, library }).html, payload).toBe(out.html);
    }
  });
});
