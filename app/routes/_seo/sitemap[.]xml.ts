import { getContent, getServices } from '#app/routes/_context/context.server.ts';
import { absoluteUrl, publicPaths, routes } from '#app/lib/urls.ts';
import { sitemapPosts } from '#app/server/posts/public-posts.ts';
import { escapeXml } from '#app/lib/xml-text.ts';
import type { Route } from './+types/sitemap[.]xml';

function entry(origin: string, path: string, lastmod?: number): string {
  const loc = `<loc>${escapeXml(absoluteUrl(origin, path))}</loc>`;
  return lastmod === undefined
    ? `  <url>${loc}</url>`
    : `  <url>${loc}<lastmod>${new Date(lastmod).toISOString()}</lastmod></url>`;
}

/**
 * Every public page (static pages, the 6 services, the published town pages), the blog and each
 * published post; nothing private. A post's lastmod is its last real change (issue 40: a publish
 * that changes nothing leaves it), the blog's that of its newest change. Cached like the pages: a
 * publish (a town added or removed, a post) renews it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const origin = services.config.publicOrigin;
  const towns = getContent(context).content.cities.map((c) => c.slug);
  const posts = await sitemapPosts(services.db);
  const newest = posts.reduce((at, p) => Math.max(at, p.contentUpdatedAt), 0);
  const urls = [
    ...publicPaths(towns).map((path) => entry(origin, path)),
    entry(origin, routes.blog, newest > 0 ? newest : undefined),
    ...posts.map((p) => entry(origin, routes.post(p.slug), p.contentUpdatedAt)),
  ].join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
