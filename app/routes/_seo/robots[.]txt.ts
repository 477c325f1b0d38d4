import { getServices } from '#app/routes/_context/context.server.ts';
import { absoluteUrl, privatePathPrefixes, routes } from '#app/lib/urls.ts';
import type { Route } from './+types/robots[.]txt';

/** Crawl everything public; keep out of the admin, its setup page and the API. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = getServices(context).config.publicOrigin;
  const body = [
    'User-agent: *',
    ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absoluteUrl(origin, routes.sitemap)}`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
