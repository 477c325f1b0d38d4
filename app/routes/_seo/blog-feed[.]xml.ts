import { postMessages as m } from '#app/lib/messages/posts.ts';
import { absoluteUrl, routes } from '#app/lib/urls.ts';
import { escapeXml } from '#app/lib/xml-text.ts';
import { getContent, getServices } from '#app/routes/_context/context.server.ts';
import { feedPosts } from '#app/server/posts/public-posts.ts';
import type { Route } from './+types/blog-feed[.]xml';

/**
 * `/blog/feed.xml` (issue 40): the newest published posts as Atom (RFC 4287). An entry's id is
 * the post's number, so a changed slug is the same entry; `updated` is its last real change.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { business } = getContent(context).content;
  const origin = services.config.publicOrigin;
  const posts = await feedPosts(services.db);
  const host = new URL(origin).host;
  const newest = posts.reduce((at, p) => Math.max(at, p.contentUpdatedAt), 0);
  const entries = posts.map((post) => {
    const url = absoluteUrl(origin, routes.post(post.slug));
    const year = new Date(post.publishedAt).getUTCFullYear();
    return [
      '  <entry>',
      `    <id>tag:${escapeXml(host)},${year}:post-${post.id}</id>`,
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <published>${new Date(post.publishedAt).toISOString()}</published>`,
      `    <updated>${new Date(post.contentUpdatedAt).toISOString()}</updated>`,
      `    <summary>${escapeXml(post.summary)}</summary>`,
      // Relative links and photos in the body resolve against the site.
      `    <content type="html" xml:base="${escapeXml(absoluteUrl(origin, '/'))}">${escapeXml(post.bodyHtml)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(absoluteUrl(origin, routes.blog))}</id>`,
    `  <title>${escapeXml(m.feedTitle(business.name))}</title>`,
    `  <subtitle>${escapeXml(m.blogDescription)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(origin, routes.blogFeed))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(origin, routes.blog))}"/>`,
    // No post yet: the feed is as old as the epoch rather than new on every request.
    `  <updated>${new Date(newest).toISOString()}</updated>`,
    `  <author><name>${escapeXml(business.name)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });
}
