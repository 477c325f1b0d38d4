import { CallBox } from '#app/components/sections/call-box.tsx';
import { FaqList } from '#app/components/sections/faq-list.tsx';
import { PageHero } from '#app/components/sections/hero.tsx';
import { defaultFaqCategoryId } from '#app/content/faqs.ts';
import { staticPageMeta } from '#app/content/seo/static-page-meta.ts';
import { faqPageJsonLd } from '#app/content/seo/structured-data.ts';
import { routes } from '#app/lib/urls.ts';
import { publicPage } from '#app/routes/_marketing/public-page.server.ts';
import type { Route } from './+types/faqs';
import { FAQ_PANEL, FAQ_TAB, FAQ_TABS, hook } from '#app/lib/dom-hooks.ts';

const TAB_PARAM = 'tab';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await publicPage(context, (c) => [c.pageHeroes.faqs.placeholderKey]);
  const requested = new URL(request.url).searchParams.get(TAB_PARAM);
  const tab = page.content.faqCategories.find((c) => c.id === requested)?.id;
  return { ...page, tab: tab ?? defaultFaqCategoryId };
}

export const meta: Route.MetaFunction = staticPageMeta('faqs', {
  hero: 'faqs',
  jsonLd: (c) => [faqPageJsonLd(c.faqCategories.flatMap((category) => category.faqs))],
});

function tabHref(id: string): string {
  return id === defaultFaqCategoryId ? routes.faqs : `${routes.faqs}?${TAB_PARAM}=${id}`;
}

/**
 * Tabs are links, so they work without JavaScript (the server opens the chosen tab);
 * app/enhance/faq-tabs.ts switches them in place. Every answer is in the HTML either way.
 */
export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { tab, content } = loaderData;
  const { faqCategories, faqsPageContent, pageHeroes } = content;
  const { stillHaveQuestions } = faqsPageContent;
  return (
    <>
      <PageHero hero={pageHeroes.faqs} images={loaderData.images} />
      <section className="bg-white py-14 sm:py-20" {...hook(FAQ_TABS)}>
        <div className="mx-auto max-w-4xl px-4">
          <nav aria-label="FAQ categories">
            <ul className="flex flex-wrap justify-center gap-2">
              {faqCategories.map((c) => (
                <li key={c.id}>
                  <a
                    href={tabHref(c.id)}
                    {...hook(FAQ_TAB, c.id)}
                    aria-current={c.id === tab ? 'true' : undefined}
                    className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-5 font-semibold text-ink-900 hover:border-brand-700 aria-[current]:border-brand-700 aria-[current]:bg-brand-700 aria-[current]:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {c.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {faqCategories.map((c) => (
            <section
              key={c.id}
              id={`faq-${c.id}`}
              {...hook(FAQ_PANEL, c.id)}
              hidden={c.id !== tab}
              aria-labelledby={`faq-${c.id}-title`}
              className="mt-10"
            >
              <h2 id={`faq-${c.id}-title`} className="mb-6 text-2xl font-bold">
                {c.label}
              </h2>
              <FaqList faqs={c.faqs} name="faq" />
            </section>
          ))}
          <div className="mt-14">
            <CallBox
              title={stillHaveQuestions.title}
              text={stillHaveQuestions.text}
              call={stillHaveQuestions.call}
              secondary={stillHaveQuestions.contact}
            />
          </div>
        </div>
      </section>
    </>
  );
}
