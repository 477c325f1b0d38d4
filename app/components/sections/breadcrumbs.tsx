import type { Crumb } from '#app/content/seo/structured-data.ts';

/** Visible breadcrumbs of nested pages (the same trail the BreadcrumbList JSON-LD carries). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50">
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 py-2 text-sm text-ink-700">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="font-medium text-ink-900">
                  {c.name}
                </span>
              ) : (
                <>
                  <a href={c.path} className="inline-block py-2 underline-offset-2 hover:underline">
                    {c.name}
                  </a>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
