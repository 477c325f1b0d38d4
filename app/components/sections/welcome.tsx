import type { Stat } from '#app/content/schema.ts';
import type { ResolvedImage } from '#app/lib/resolved-image.ts';
import { SiteImage } from '../ui/site-image.tsx';

/** Home welcome block: story paragraphs, the stats (25+ years, 5000+ customers) and an image. */
export function Welcome({
  title,
  paragraphs,
  stats,
  image,
}: {
  title: string;
  paragraphs: readonly string[];
  stats: readonly Stat[];
  image: ResolvedImage;
}) {
  return (
    <section className="bg-white py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2">
        <div>
          <h2 className="text-3xl font-bold sm:text-4xl">{title}</h2>
          {paragraphs.map((p) => (
            <p key={p} className="mt-4 text-lg text-ink-700">
              {p}
            </p>
          ))}
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {stats.map((s) => (
              <div key={s.label} className="rounded-lg bg-brand-50 p-5 text-center" data-stat>
                <dt className="text-sm font-medium text-ink-700">{s.label}</dt>
                <dd className="order-first text-4xl font-extrabold text-brand-700">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <SiteImage
          image={image}
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="h-auto w-full rounded-lg bg-slate-100 shadow-md"
        />
      </div>
    </section>
  );
}
