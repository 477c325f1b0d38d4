import { getContent, getServices } from '#app/routes/_context/context.server.ts';
import { absoluteUrl, publicPaths } from '#app/lib/urls.ts';
import type { Route } from './+types/sitemap[.]xml';

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Every public page (static pages, the 6 services, the published town pages); nothing private.
 * Cached like the pages: a publish (a town added or removed) renews it.
 */
export function loader({ context }: Route.LoaderArgs) {
  const origin = getServices(context).config.publicOrigin;
  const towns = getContent(context).content.cities.map((c) => c.slug);
  const urls = publicPaths(towns)
    .map((path) => `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>`)
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
