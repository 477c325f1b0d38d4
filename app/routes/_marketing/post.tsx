import { data, isRouteErrorResponse, redirect } from 'react-router';
import { Breadcrumbs } from '#app/components/sections/breadcrumbs.tsx';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { PublicPageError } from '#app/components/sections/page-error.tsx';
import { PostArticle } from '#app/components/sections/post-article.tsx';
import { buttonClass } from '#app/components/ui/link-button.tsx';
import { blogFeedLink, notFoundMeta, pageMeta, type MetaTag } from '#app/content/seo/page-meta.ts';
import { standaloneSocialImagePath, standaloneSocialPage } from '#app/content/seo/social-image.ts';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  type Crumb,
} from '#app/content/seo/structured-data.ts';
import { formatLastUpdated } from '#app/lib/format-date.ts';
import { postMessages as m } from '#app/lib/messages/posts.ts';
import { absoluteUrl, routes } from '#app/lib/urls.ts';
import { getContent, getServices } from '#app/routes/_context/context.server.ts';
import { findPublicPost } from '#app/server/posts/public-posts.ts';
import type { Route } from './+types/post';

/**
 * `/blog/<slug>` (issue 40): a published post's live revision. A draft or unknown slug is a
 * 404, a post taken down a 410, an old slug of a published post a 301 to its address now.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { content } = getContent(context);
  const found = await findPublicPost(services.db, params.slug);
  if (found.kind === 'moved') throw redirect(routes.post(found.slug), 301);
  if (found.kind === 'gone') throw data(null, { status: 410, statusText: 'Gone' });
  if (found.kind === 'none') throw data(null, { status: 404, statusText: 'Not Found' });
  const { post } = found;
  const zone = content.business.timeZone;
  const changedLater =
    formatLastUpdated(zone, new Date(post.contentUpdatedAt)) !==
    formatLastUpdated(zone, new Date(post.publishedAt));
  return {
    origin: services.config.publicOrigin,
    content,
    post,
    published: stamp(zone, post.publishedAt, m.published),
    updated: changedLater ? stamp(zone, post.contentUpdatedAt, m.updated) : null,
  };
}

function stamp(timeZone: string, at: number, label: string) {
  return {
    iso: new Date(at).toISOString(),
    text: formatLastUpdated(timeZone, new Date(at)),
    label,
  };
}

function crumbsFor(title: string, slug: string): Crumb[] {
  return [
    { name: 'Home', path: routes.home },
    { name: m.blogHeading, path: routes.blog },
    { name: title, path: routes.post(slug) },
  ];
}

/** The post's first photo of the library (its body's), for the BlogPosting's image. */
function firstBodyImage(html: string): string | undefined {
  return /<img [^>]*src="(\/uploads\/[^"?]+)"/.exec(html)?.[1];
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) {
    if (isRouteErrorResponse(error) && error.status === 410)
      return [{ title: m.goneTitle }, { name: 'robots', content: 'noindex' }] satisfies MetaTag[];
    return notFoundMeta();
  }
  const { post, content, origin } = loaderData;
  const path = routes.post(post.slug);
  const title = post.seoTitle ?? post.title;
  const description = post.seoDescription ?? post.summary;
  const socialPage = standaloneSocialPage(path, title);
  const shareImage = standaloneSocialImagePath(socialPage, content.business.name);
  const image = post.cover?.src ?? firstBodyImage(post.bodyHtml) ?? shareImage;
  return [
    ...pageMeta({
      origin,
      path,
      seo: { title, description, keywords: [] },
      content,
      socialPage,
      article: { publishedTime: loaderData.published.iso, modifiedTime: updatedIso(loaderData) },
      jsonLd: [
        blogPostingJsonLd(origin, content, {
          path,
          headline: post.title,
          description,
          image: absoluteUrl(origin, image),
          datePublished: loaderData.published.iso,
          dateModified: updatedIso(loaderData),
        }),
        breadcrumbJsonLd(origin, crumbsFor(post.title, post.slug)),
      ],
    }),
    blogFeedLink(origin, content.business.name),
  ];
};

function updatedIso(loaderData: Route.ComponentProps['loaderData']): string {
  return new Date(loaderData.post.contentUpdatedAt).toISOString();
}

export default function PostPage({ loaderData }: Route.ComponentProps) {
  const { post, content } = loaderData;
  return (
    <>
      <Breadcrumbs crumbs={crumbsFor(post.title, post.slug)} />
      <PostArticle
        post={post}
        published={loaderData.published}
        updated={loaderData.updated}
        back={{ href: routes.blog, text: m.backToBlog }}
      />
      <CtaBanner cta={content.defaultCta} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 410) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h1 className="text-4xl font-bold">{m.goneTitle}</h1>
        <p className="mt-4 text-xl text-ink-700">{m.gone}</p>
        <a className={buttonClass('primary', 'mt-8')} href={routes.blog}>
          {m.backToBlog}
        </a>
      </div>
    );
  }
  return <PublicPageError error={error} />;
}
