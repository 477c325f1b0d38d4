import { data } from 'react-router';
import { QuoteForm } from '#app/components/quote-form/quote-form.tsx';
import { AreasGrid } from '#app/components/sections/areas-grid.tsx';
import { Breadcrumbs } from '#app/components/sections/breadcrumbs.tsx';
import { CallBox } from '#app/components/sections/call-box.tsx';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { CheckList } from '#app/components/sections/feature-grid.tsx';
import { Hero } from '#app/components/sections/hero.tsx';
import { PublicPageError } from '#app/components/sections/page-error.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { ServiceCards, serviceCard } from '#app/components/sections/service-cards.tsx';
import { TestimonialCard } from '#app/components/sections/testimonials.tsx';
import { SiteImage } from '#app/components/ui/site-image.tsx';
import { cityLabel, cityPhone, findCity, nearbyCities } from '#app/content/index.ts';
import { genericNeighborhoodImage } from '#app/content/images.ts';
import { cityHeadings } from '#app/content/pages/city.ts';
import { getService, homeServiceSlugs } from '#app/content/services.ts';
import { notFoundMeta, pageMeta } from '#app/content/seo/page-meta.ts';
import { breadcrumbJsonLd, type Crumb } from '#app/content/seo/structured-data.ts';
import { routes } from '#app/lib/urls.ts';
import { getContent } from '#app/routes/_context/context.server.ts';
import { publicPage } from '#app/routes/_marketing/public-page.server.ts';
import type { Route } from './+types/city';

export {
  quoteFormAction as action,
  quoteFormHeaders as headers,
} from '#app/routes/_marketing/quote-form-action.server.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { content } = getContent(context);
  const city = findCity(content.cities, params.city);
  if (!city) throw data(null, { status: 404, statusText: 'Not Found' });
  const cardServices = homeServiceSlugs.map((slug) => getService(content.services, slug));
  const neighborhoodKey = city.neighborhoodPlaceholderKey;
  const page = await publicPage(context, () => [
    city.hero.placeholderKey,
    ...(neighborhoodKey ? [neighborhoodKey] : []),
    ...cardServices.map((s) => s.placeholderKey),
  ]);
  return {
    origin: page.origin,
    content: page.content,
    city,
    cardServices,
    heroImage: page.images[city.hero.placeholderKey],
    // A town the owner added has no picture of its own: its neighborhoods are listed alone.
    neighborhoodImage: neighborhoodKey ? page.images[neighborhoodKey] : null,
    cardImages: cardServices.map((s) => page.images[s.placeholderKey]),
  };
}

function crumbsFor(name: string, path: string): Crumb[] {
  return [
    { name: 'Home', path: routes.home },
    { name: 'Locations', path: routes.locations },
    { name, path },
  ];
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return notFoundMeta();
  const { city } = loaderData;
  const path = routes.city(city.slug);
  return pageMeta({
    origin: loaderData.origin,
    path,
    seo: city.seo,
    content: loaderData.content,
    image: loaderData.heroImage,
    jsonLd: [breadcrumbJsonLd(loaderData.origin, crumbsFor(cityLabel(city), path))],
  });
};

export default function CityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { city, cardServices, content } = loaderData;
  const { cityPageContent, defaultCta, homeContent, whyChooseUs } = content;
  const phone = cityPhone(content.business, city);
  const path = routes.city(city.slug);
  return (
    <>
      <Breadcrumbs crumbs={crumbsFor(cityLabel(city), path)} />
      <Hero hero={city.hero} image={loaderData.heroImage} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-3">
        <article className="space-y-10 lg:col-span-2">
          <section>
            <h2 className="text-2xl font-bold sm:text-3xl">
              {cityHeadings.services(city.cityName)}
            </h2>
            {city.intro.map((p) => (
              <p key={p} className="mt-4 text-lg text-ink-700">
                {p}
              </p>
            ))}
            {city.serviceHighlights.length > 0 && (
              <ul className="mt-8 grid gap-4 sm:grid-cols-2" data-city-services>
                {city.serviceHighlights.map((h) => (
                  <li key={h.title} className="rounded-lg border border-slate-200 p-5">
                    <h3 className="font-bold">
                      <a
                        href={routes.service(h.service)}
                        className="text-brand-700 underline-offset-2 hover:underline"
                      >
                        {h.title}
                      </a>
                    </h3>
                    <p className="mt-2 text-ink-700">{h.text}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section>
            <h2 className="text-2xl font-bold">{cityHeadings.areas(city.cityName)}</h2>
            <div data-areas-served>
              <CheckList
                items={city.areasServed}
                className="mt-4 grid gap-2 space-y-0 sm:grid-cols-2"
              />
            </div>
          </section>
          <CallBox
            title={cityPageContent.emergencyTitle}
            text={cityPageContent.emergencyText}
            call={{ text: `Call ${phone.display}`, href: phone.href }}
          />
          <section className="grid items-center gap-6 sm:grid-cols-2">
            <div>
              <h2 className="text-2xl font-bold">{cityHeadings.neighborhoods(city.cityName)}</h2>
              <ul className="mt-4 list-disc space-y-1 pl-5 text-ink-700" data-neighborhoods>
                {city.neighborhoods.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </div>
            {loaderData.neighborhoodImage && (
              <SiteImage
                image={loaderData.neighborhoodImage}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="h-auto w-full rounded-lg bg-slate-100 shadow-md"
                fallback={{ src: genericNeighborhoodImage.src, alt: genericNeighborhoodImage.alt }}
              />
            )}
          </section>
          <section>
            <h2 className="text-2xl font-bold">{cityHeadings.whyChoose(city.cityName)}</h2>
            <CheckList items={whyChooseUs.city} className="mt-4" />
            {city.testimonial && (
              <div className="mt-8">
                <TestimonialCard testimonial={city.testimonial} />
              </div>
            )}
          </section>
        </article>
        <aside className="space-y-8" aria-label={`Free quote in ${city.cityName}`}>
          <QuoteForm
            variant="compact"
            title={homeContent.quoteForm.title}
            presetLocation={cityLabel(city)}
            result={actionData}
            phone={content.business.phones.main}
          />
        </aside>
      </div>
      <Section heading={{ title: homeContent.services.title }} tone="muted" id="services">
        <ServiceCards
          cards={cardServices.map((s, i) =>
            serviceCard(
              s,
              loaderData.cardImages[i] ?? loaderData.heroImage,
              homeContent.services.learnMore,
            ),
          )}
        />
      </Section>
      <Section heading={{ title: cityPageContent.nearbyTitle }} id="nearby">
        <AreasGrid
          columns={3}
          areas={nearbyCities(content.cities, city.slug).map((c) => ({
            label: cityLabel(c),
            href: routes.city(c.slug),
          }))}
        />
      </Section>
      <CtaBanner cta={defaultCta} call={{ text: `Call ${phone.display}`, href: phone.href }} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}
