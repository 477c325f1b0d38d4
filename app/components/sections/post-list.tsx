export interface PostListItem {
  href: string;
  title: string;
  summary: string;
  date: { iso: string; text: string };
}

export interface PostListProps {
  posts: readonly PostListItem[];
  empty: string;
  pager: {
    label: string;
    newer: { href: string; text: string } | null;
    older: { href: string; text: string } | null;
  } | null;
}

/** The blog's index: newest first, one card per post, and the pages' links. */
export function PostList({ posts, empty, pager }: PostListProps) {
  if (posts.length === 0) return <p className="text-lg text-ink-700">{empty}</p>;
  return (
    <>
      <ol className="space-y-8" data-post-list>
        {posts.map((post) => (
          <li key={post.href} className="rounded-lg border border-slate-200 p-6 shadow-sm">
            <h2 className="text-2xl font-bold">
              <a href={post.href} className="text-ink-900 underline-offset-2 hover:underline">
                {post.title}
              </a>
            </h2>
            <p className="mt-1 text-sm text-ink-700">
              <time dateTime={post.date.iso}>{post.date.text}</time>
            </p>
            <p className="mt-3 text-lg text-ink-700">{post.summary}</p>
          </li>
        ))}
      </ol>
      {pager ? (
        <nav aria-label={pager.label} className="mt-10 flex items-center justify-between gap-4">
          {pager.newer ? (
            <a href={pager.newer.href} className="inline-block py-2 font-semibold text-brand-700">
              {pager.newer.text}
            </a>
          ) : (
            <span />
          )}
          <span className="text-sm text-ink-700">{pager.label}</span>
          {pager.older ? (
            <a href={pager.older.href} className="inline-block py-2 font-semibold text-brand-700">
              {pager.older.text}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
