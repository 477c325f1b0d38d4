import { QuoteFormColumns } from '#app/components/quote-form/quote-form-columns.tsx';
import { PageHero } from '#app/components/sections/hero.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { CheckList } from '#app/components/sections/feature-grid.tsx';
import { staticPageMeta } from '#app/content/seo/static-page-meta.ts';
import { heroPageLoader } from '#app/routes/_marketing/public-page.server.ts';
import type { Route } from './+types/free-estimate';

export {
  quoteFormAction as action,
  quoteFormHeaders as headers,
} from '#app/routes/_marketing/quote-form-action.server.ts';

export const loader = heroPageLoader('freeEstimate');

export const meta: Route.MetaFunction = staticPageMeta('freeEstimate', { hero: 'freeEstimate' });

export default function FreeEstimate({ loaderData, actionData }: Route.ComponentProps) {
  const { business, freeEstimateContent, pageHeroes } = loaderData.content;
  return (
    <>
      <PageHero hero={pageHeroes.freeEstimate} images={loaderData.images} />
      <QuoteFormColumns
        intro={freeEstimateContent.intro}
        title={freeEstimateContent.title}
        result={actionData}
        phone={business.phones.main}
        gap="gap-10"
      >
        <aside
          className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          aria-labelledby="trust-title"
        >
          <h2 id="trust-title" className="text-xl font-bold">
            {freeEstimateContent.trustTitle}
          </h2>
          <CheckList items={freeEstimateContent.trustPoints} className="mt-4" />
        </aside>
      </QuoteFormColumns>
      <Section heading={{ title: freeEstimateContent.nextStepsTitle }} id="next-steps">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {freeEstimateContent.nextSteps.map((step, i) => (
            <li key={step.title} className="rounded-lg border border-slate-200 p-6 shadow-sm">
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-ink-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
