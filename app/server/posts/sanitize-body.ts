import sanitizeHtml from 'sanitize-html';
import { isSitePath } from '#app/lib/site-path.ts';
import { isUploadName, uploadPath, uploadSrcSet } from '#app/lib/upload-urls.ts';

/**
 * A post body reduced to what a post may hold (issue 40, decision 0023): headings, paragraphs,
 * lists, links, bold, italic and photos from the site's own image library with alt text.
 * Everything else is dropped by sanitize-html's allowlist: scripts, styles, iframes, forms,
 * event-handler and style attributes, and any URL scheme but http(s), mailto and tel.
 *
 * The output is what is stored and rendered as is: run twice, it gives the same bytes, so a
 * save of an unchanged post hashes the same (the sitemap's lastmod trusts that).
 */

export interface LibraryImage {
  width: number;
  height: number;
}

export interface SanitizeOptions {
  /** PUBLIC_ORIGIN: an absolute link or photo on it counts as the site's own. */
  origin: string;
  /**
   * The library's photos this body names, with their sizes (read after a first pass): given,
   * each photo gets its width, height and responsive variants, and a name missing from it is a
   * problem. Not given: names are only collected.
   */
  library?: ReadonlyMap<string, LibraryImage> | undefined;
}

export interface SanitizedBody {
  html: string;
  /** Upload names of the photos kept, in order (a name once). */
  images: string[];
  /** Photos kept, each time one is shown (the limit counts these). */
  imageCount: number;
  /** Paths of the links to this site (no query or fragment), in order, once each. */
  internalLinks: string[];
  /** Photos refused: not from the library, without alt text, or gone from the library. */
  notOwnImages: string[];
  imagesWithoutAlt: string[];
  missingImages: string[];
}

const allowedTags = ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'img'];

/** Beside a path of this site (isSitePath): a fragment or a plain scheme. */
const SAFE_HREF = /^(#|https?:\/\/|mailto:|tel:)/i;

/** The one column the public post is laid out in (app/routes/_marketing/post.tsx). */
const IMAGE_SIZES = '(min-width: 768px) 720px, 100vw';

export function sanitizeBody(input: string, options: SanitizeOptions): SanitizedBody {
  const images: string[] = [];
  let imageCount = 0;
  const internal: string[] = [];
  const notOwn: string[] = [];
  const withoutAlt: string[] = [];
  const missing: string[] = [];
  const own = ownPath(options.origin);

  const html = sanitizeHtml(input, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Their text is code or chrome, never prose: dropped with the tag.
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'iframe',
      'title',
      'svg',
      'math',
      'template',
      'xmp',
      'noembed',
      'noframes',
      'object',
    ],
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      b: 'strong',
      i: 'em',
      a: (tagName, attribs) => {
        const href = (attribs.href ?? '').trim();
        const path = own(href);
        if (path !== undefined && !internal.includes(path)) internal.push(path);
        const out: Record<string, string> = {};
        // A path, a fragment or a plain scheme: a bare word is no address an owner means.
        if (isSitePath(href) || SAFE_HREF.test(href)) out.href = href;
        if (attribs.title) out.title = attribs.title;
        return { tagName, attribs: out };
      },
      img: (tagName, attribs) => {
        const src = (attribs.src ?? '').trim();
        const name = uploadNameOf(own(src));
        const alt = (attribs.alt ?? '').replace(/\s+/g, ' ').trim();
        if (name === undefined) {
          if (src !== '' && !notOwn.includes(src)) notOwn.push(src);
          return { tagName, attribs: {} };
        }
        if (alt === '') withoutAlt.push(uploadPath(name));
        if (!images.includes(name)) images.push(name);
        imageCount += 1;
        const out: Record<string, string> = { src: uploadPath(name), alt };
        if (options.library) {
          const found = options.library.get(name);
          if (!found) {
            if (!missing.includes(uploadPath(name))) missing.push(uploadPath(name));
          } else {
            out.width = String(found.width);
            out.height = String(found.height);
            const srcset = uploadSrcSet(name, found.width);
            if (srcset.includes(',')) {
              out.srcset = srcset;
              out.sizes = IMAGE_SIZES;
            }
            out.loading = 'lazy';
            out.decoding = 'async';
          }
        }
        return { tagName, attribs: out };
      },
    },
    // A photo that is not the library's is refused above; what is left of it goes.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
  return {
    html: html.trim(),
    images,
    imageCount,
    internalLinks: internal,
    notOwnImages: notOwn,
    imagesWithoutAlt: withoutAlt,
    missingImages: missing,
  };
}

/**
 * A function giving the site path (`/services`, no query or fragment) of a URL that points at
 * this site (a root-relative path or an absolute URL on `origin`), or undefined.
 */
function ownPath(origin: string): (url: string) => string | undefined {
  const base = new URL(origin);
  return (url) => {
    if (url === '' || url.startsWith('#')) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(url, base);
    } catch {
      return undefined;
    }
    // Resolved as a browser resolves it: `/\evil.example` is not a path of this site.
    if (parsed.origin !== base.origin) return undefined;
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    try {
      return decodeURI(parsed.pathname);
    } catch {
      return parsed.pathname;
    }
  };
}

/** `/uploads/<name>` -> name (a variant's query is dropped: the renderer offers them all). */
function uploadNameOf(path: string | undefined): string | undefined {
  const match = path === undefined ? null : /^\/uploads\/([^/]+)$/.exec(path);
  return match?.[1] && isUploadName(match[1]) ? match[1] : undefined;
}
