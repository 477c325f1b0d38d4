import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { PageHero } from '#app/components/sections/hero.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { StarRating, TestimonialGrid } from '#app/components/sections/testimonials.tsx';
import { staticPageMeta } from '#app/content/seo/static-page-meta.ts';
import { heroPageLoader } from '#app/routes/_marketing/public-page.server.ts';
import type { Route } from './+types/testimonials';

export const loader = heroPageLoader('testimonials');

export const meta: Route.MetaFunction = staticPageMeta('testimonials', { hero: 'testimonials' });

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { business, pageHeroes, testimonialsContent, allTestimonials, defaultCta } =
    loaderData.content;
  const { rating } = business;
  return (
    <>
      <PageHero hero={pageHeroes.testimonials} images={loaderData.images} />
      <Section
        heading={{ title: testimonialsContent.title, subtitle: testimonialsContent.intro }}
        id="reviews"
      >
        <div
          className="mx-auto mb-12 flex max-w-md flex-col items-center rounded-lg bg-slate-50 p-6 text-center"
          data-aggregate-rating
        >
          <p className="text-5xl font-extrabold text-ink-900">
            {rating.value}
            <span className="text-2xl font-semibold text-ink-700"> / {rating.best}</span>
          </p>
          <div className="mt-2">
            <StarRating stars={Math.round(rating.value)} max={rating.best} />
          </div>
          <p className="mt-2 font-medium text-ink-700">{testimonialsContent.summary}</p>
        </div>
        <TestimonialGrid testimonials={allTestimonials} />
      </Section>
      <CtaBanner cta={defaultCta} />
    </>
  );
}
