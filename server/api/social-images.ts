import type { Hono } from 'hono';
import {
  pageOfSlug,
  socialImagePrefix,
  standaloneSocialPage,
  type SocialImagePage,
} from '#app/content/seo/social-image.ts';
import { postMessages } from '#app/lib/messages/posts.ts';
import { routes } from '#app/lib/urls.ts';
import { getSocialImage } from '#app/server/images/social-image.ts';
import { findPublicPost } from '#app/server/posts/public-posts.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';
import { etagMatches } from '../http/conditional.ts';
import { POST_PAGE_CACHE_CONTROL } from '../page-cache/page-cache.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An address naming an older version (a link shared before the hero changed): revalidate soon. */
const STALE_VERSION = 'public, max-age=300';
/** A post's picture: `blog/<slug>` (the blog's own, `blog`, shows no post). */
const POST_PREFIX = 'blog/';

/**
 * `GET /og/<page>.jpg?v=<version>` (anyone): a public page's 1200x630 share picture, named by
 * its og:image tag (app/content/seo/page-meta.ts). Drawn on the first request, then read from the
 * social_images cache; the page render itself never draws it. The address with the current
 * version is immutable; any other version answers the current picture, cached briefly. A post's
 * picture draws its title and goes with the post (404 once taken down): shared caches keep it
 * no longer than the post's page, or a CDN would show a post taken down for a year.
 */
export function mountSocialImages(app: Hono<HostEnv>, services: AppServices, publicDir: string) {
  app.get(`${socialImagePrefix}*`, async (c) => {
    const match = /^([a-z0-9-]+(?:\/[a-z0-9-]+)?)\.jpg$/.exec(
      c.req.path.slice(socialImagePrefix.length),
    );
    // The request's one snapshot for the page list, the title and the name drawn.
    const { content } = c.get('content');
    const slug = match?.[1];
    const page = slug ? (pageOfSlug(slug, content) ?? (await blogPage(slug))) : undefined;
    if (!page) return c.text('Not found', 404);
    const image = await getSocialImage(services, content, page, publicDir);
    const etag = `"${image.version}"`;
    c.header('ETag', etag);
    c.header(
      'Cache-Control',
      slug?.startsWith(POST_PREFIX)
        ? POST_PAGE_CACHE_CONTROL
        : c.req.query('v') === image.version
          ? IMMUTABLE
          : STALE_VERSION,
    );
    c.header('X-Variant-Cache', image.generated ? 'miss' : 'hit');
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    c.header('Content-Type', image.contentType);
    c.header('Content-Length', String(image.bytes.length));
    // An image and nothing else: no sniffing, no script even if opened directly.
    c.header('Content-Security-Policy', 'sandbox');
    return c.body(image.bytes as Uint8Array<ArrayBuffer>);
  });

  /** The blog's and a published post's picture (issue 40): the title the page's meta shows. */
  async function blogPage(slug: string): Promise<SocialImagePage | undefined> {
    if (slug === 'blog') return standaloneSocialPage(routes.blog, postMessages.blogTitle);
    const postSlug = slug.startsWith(POST_PREFIX) ? slug.slice(POST_PREFIX.length) : undefined;
    if (postSlug === undefined) return undefined;
    const found = await findPublicPost(services.db, postSlug);
    if (found.kind !== 'post') return undefined;
    return standaloneSocialPage(
      routes.post(found.post.slug),
      found.post.seoTitle ?? found.post.title,
    );
  }
}
