import { data } from 'react-router';
import { PostList } from '#app/components/sections/post-list.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { blogFeedLink, notFoundMeta, pageMeta } from '#app/content/seo/page-meta.ts';
import { standaloneSocialPage } from '#app/content/seo/social-image.ts';
import { breadcrumbJsonLd } from '#app/content/seo/structured-data.ts';
import { formatLastUpdated } from '#app/lib/format-date.ts';
import { postMessages as m } from '#app/lib/messages/posts.ts';
import { routes } from '#app/lib/urls.ts';
import { getContent, getServices } from '#app/routes/_context/context.server.ts';
import { listPublicPosts } from '#app/server/posts/public-posts.ts';
import type { Route } from './+types/blog';

/** `/blog` (issue 40): published posts, newest first, `?page=2` and on; a page past the last 404s. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { content } = getContent(context);
  const raw = new URL(request.url).searchParams.get('page');
  const page = raw === null ? 1 : /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 0;
  if (page < 1) throw data(null, { status: 404, statusText: 'Not Found' });
  const listed = await listPublicPosts(services.db, page);
  if (page > listed.pageCount) throw data(null, { status: 404, statusText: 'Not Found' });
  const zone = content.business.timeZone;
  return {
    origin: services.config.publicOrigin,
    content,
    page,
    pageCount: listed.pageCount,
    posts: listed.posts.map((post) => ({
      href: routes.post(post.slug),
      title: post.title,
      summary: post.summary,
      date: {
        iso: new Date(post.publishedAt).toISOString(),
        text: formatLastUpdated(zone, new Date(post.publishedAt)),
      },
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return notFoundMeta();
  const { origin, content, page, pageCount } = loaderData;
  const title = page > 1 ? `${m.blogTitle} (${m.page(page, pageCount)})` : m.blogTitle;
  return [
    ...pageMeta({
      origin,
      path: routes.blogPage(page),
      seo: { title, description: m.blogDescription, keywords: [] },
      content,
      socialPage: standaloneSocialPage(routes.blog, m.blogTitle),
      jsonLd: [
        breadcrumbJsonLd(origin, [
          { name: 'Home', path: routes.home },
          { name: m.blogHeading, path: routes.blog },
        ]),
      ],
    }),
    blogFeedLink(origin, content.business.name),
  ];
};

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { page, pageCount, posts, content } = loaderData;
  return (
    <>
      <Section>
        <div className="mx-auto max-w-3xl">
          <h1 className="text-3xl font-bold sm:text-5xl">{m.blogTitle}</h1>
          <p className="mt-4 text-lg text-ink-700">{m.blogIntro}</p>
          <div className="mt-10">
            <PostList
              posts={posts}
              empty={m.blogEmpty}
              pager={
                pageCount > 1
                  ? {
                      label: m.page(page, pageCount),
                      newer: page > 1 ? { href: routes.blogPage(page - 1), text: m.newer } : null,
                      older:
                        page < pageCount
                          ? { href: routes.blogPage(page + 1), text: m.older }
                          : null,
                    }
                  : null
              }
            />
          </div>
        </div>
      </Section>
      <CtaBanner cta={content.defaultCta} />
    </>
  );
}
