import { data } from 'react-router';
import { QuoteForm } from '#app/components/quote-form/quote-form.tsx';
import { Breadcrumbs } from '#app/components/sections/breadcrumbs.tsx';
import { CallBox } from '#app/components/sections/call-box.tsx';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { CheckList } from '#app/components/sections/feature-grid.tsx';
import { FaqList } from '#app/components/sections/faq-list.tsx';
import { Hero } from '#app/components/sections/hero.tsx';
import { PublicPageError } from '#app/components/sections/page-error.tsx';
import { LinkButton } from '#app/components/ui/link-button.tsx';
import { cityLabel } from '#app/content/index.ts';
import { findService } from '#app/content/services.ts';
import { notFoundMeta, pageMeta } from '#app/content/seo/page-meta.ts';
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  serviceJsonLd,
  type Crumb,
} from '#app/content/seo/structured-data.ts';
import { routes } from '#app/lib/urls.ts';
import { getContent } from '#app/routes/_context/context.server.ts';
import { publicPage } from '#app/routes/_marketing/public-page.server.ts';
import type { Route } from './+types/service';

export {
  quoteFormAction as action,
  quoteFormHeaders as headers,
} from '#app/routes/_marketing/quote-form-action.server.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const service = findService(getContent(context).content.services, params.slug);
  if (!service) throw data(null, { status: 404, statusText: 'Not Found' });
  const page = await publicPage(context, () => [service.hero.placeholderKey]);
  return { ...page, service, heroImage: page.images[service.hero.placeholderKey] };
}

function crumbsFor(title: string, slug: string): Crumb[] {
  return [
    { name: 'Home', path: routes.home },
    { name: 'Services', path: routes.services },
    { name: title, path: `${routes.services}/${slug}` },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return notFoundMeta();
  const { service, content } = loaderData;
  return pageMeta({
    origin: loaderData.origin,
    path: routes.service(service.slug),
    seo: service.seo,
    content,
    image: loaderData.heroImage,
    jsonLd: [
      serviceJsonLd(loaderData.origin, content, service),
      faqPageJsonLd(service.faqs),
      breadcrumbJsonLd(loaderData.origin, crumbsFor(service.title, service.slug)),
    ],
  });
};

export default function ServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { service, content } = loaderData;
  const { cities, defaultCta, servicePageContent } = content;
  const { sidebar } = servicePageContent;
  return (
    <>
      <Breadcrumbs crumbs={crumbsFor(service.title, service.slug)} />
      <Hero hero={service.hero} image={loaderData.heroImage} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-3">
        <article className="lg:col-span-2">
          <p className="text-xl font-medium text-ink-700">{service.subtitle}</p>
          {service.body.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-2xl font-bold sm:text-3xl">{section.heading}</h2>
              {section.paragraphs.map((p) => (
                <p key={p} className="mt-4 text-lg text-ink-700">
                  {p}
                </p>
              ))}
              {section.bullets ? <CheckList items={section.bullets} className="mt-4" /> : null}
            </section>
          ))}
          <section className="mt-12 rounded-lg bg-slate-50 p-6" id="benefits">
            <h2 className="text-2xl font-bold sm:text-3xl">{servicePageContent.benefitsTitle}</h2>
            <div data-benefits>
              <CheckList
                items={service.benefits}
                className="mt-6 grid gap-3 space-y-0 sm:grid-cols-2"
              />
            </div>
          </section>
          <section className="mt-12" id="faq">
            <h2 className="mb-6 text-2xl font-bold sm:text-3xl">{servicePageContent.faqsTitle}</h2>
            <FaqList faqs={service.faqs} name="service-faq" />
          </section>
          <div className="mt-10 flex flex-wrap gap-3">
            <LinkButton href={servicePageContent.scheduleButton.href}>
              {servicePageContent.scheduleButton.text}
            </LinkButton>
            <LinkButton href={servicePageContent.allServicesButton.href} variant="secondary">
              {servicePageContent.allServicesButton.text}
            </LinkButton>
          </div>
        </article>
        <aside className="space-y-8" aria-label="Quote, service areas and emergency line">
          <QuoteForm
            variant="compact"
            title={sidebar.quoteTitle}
            presetService={service.value}
            result={actionData}
            phone={content.business.phones.main}
          />
          <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <h2 className="text-xl font-bold">{sidebar.areasTitle}</h2>
            <ul className="mt-4 grid grid-cols-2 gap-x-4 text-sm" data-service-areas>
              {cities.map((c) => (
                <li key={c.slug}>
                  <a
                    href={routes.city(c.slug)}
                    className="inline-block py-1.5 text-brand-700 underline-offset-2 hover:underline"
                  >
                    {cityLabel(c)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <CallBox
            title={sidebar.emergencyTitle}
            text={sidebar.emergencyText}
            call={sidebar.emergencyCall}
          />
        </aside>
      </div>
      <CtaBanner cta={defaultCta} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}
