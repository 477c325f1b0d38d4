import type { ResolvedImage } from '#app/lib/resolved-image.ts';
import { SiteImage } from '../ui/site-image.tsx';

export interface PostArticleProps {
  /**
   * Its `bodyHtml` was sanitized on the server when saved (app/server/posts/sanitize-body.ts):
   * shown as stored.
   */
  post: { title: string; bodyHtml: string; cover: ResolvedImage | null };
  published: { iso: string; text: string; label: string };
  /** Shown when the post changed after it was first published. */
  updated: { iso: string; text: string; label: string } | null;
  back: { href: string; text: string };
}

/**
 * The styles of the body's few elements (headings, paragraphs, lists, links, photos): the
 * sanitizer allows nothing else, so nothing else needs a look.
 */
const bodyClass = [
  'mt-8 text-lg leading-relaxed text-ink-700',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink-900 sm:[&_h2]:text-3xl',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-ink-900',
  '[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-bold [&_h4]:text-ink-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-1 [&_strong]:font-semibold [&_strong]:text-ink-900',
  '[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-lg',
].join(' ');

/** A published post: its title (the page's h1), dates, cover photo and body. */
export function PostArticle(props: PostArticleProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14" data-post>
      <h1 className="text-3xl font-bold text-ink-900 sm:text-5xl">{props.post.title}</h1>
      <p className="mt-4 text-sm text-ink-700">
        {props.published.label} <time dateTime={props.published.iso}>{props.published.text}</time>
        {props.updated ? (
          <>
            {' · '}
            {props.updated.label} <time dateTime={props.updated.iso}>{props.updated.text}</time>
          </>
        ) : null}
      </p>
      {props.post.cover ? (
        <div className="mt-8 overflow-hidden rounded-lg">
          <SiteImage
            image={props.post.cover}
            priority
            sizes="(min-width: 768px) 720px, 100vw"
            className="h-auto w-full"
          />
        </div>
      ) : null}
      <div className={bodyClass} dangerouslySetInnerHTML={{ __html: props.post.bodyHtml }} />
      <p className="mt-12">
        <a
          href={props.back.href}
          className="inline-block py-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {props.back.text}
        </a>
      </p>
    </article>
  );
}
