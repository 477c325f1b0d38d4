import { CallBox } from '#app/components/sections/call-box.tsx';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { PageHero } from '#app/components/sections/hero.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { MapPinIcon } from '#app/components/ui/icons.tsx';
import { citiesInState } from '#app/content/index.ts';
import { stateCodes } from '#app/content/schema.ts';
import { staticPageMeta } from '#app/content/seo/static-page-meta.ts';
import { routes } from '#app/lib/urls.ts';
import { heroPageLoader } from '#app/routes/_marketing/public-page.server.ts';
import type { Route } from './+types/locations';

export const loader = heroPageLoader('locations');

export const meta: Route.MetaFunction = staticPageMeta('locations', { hero: 'locations' });

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { locationsContent, defaultCta } = content;
  const stateTitles = { NC: locationsContent.ncTitle, SC: locationsContent.scTitle } as const;
  return (
    <>
      <PageHero hero={content.pageHeroes.locations} images={loaderData.images} />
      <Section>
        <div className="mx-auto max-w-3xl text-center">
          <h2 className="text-3xl font-bold sm:text-4xl">{locationsContent.title}</h2>
          <p className="mt-4 text-lg text-ink-700">{locationsContent.intro}</p>
        </div>
        <div className="mt-12 grid gap-8 lg:grid-cols-3">
          {stateCodes.map((state) => (
            <section
              key={state}
              className="rounded-lg border border-slate-200 p-6 shadow-sm"
              data-state={state}
            >
              <h3 className="text-2xl font-bold">{stateTitles[state]}</h3>
              <ul className="mt-4 space-y-1">
                {citiesInState(content.cities, state).map((city) => (
                  <li key={city.slug}>
                    <a
                      href={routes.city(city.slug)}
                      className="flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      <MapPinIcon className="h-4 w-4 shrink-0" />
                      {/* One wrapping line: as separate flex items the county never wrapped. */}
                      <span>
                        {city.cityName}, {city.stateCode}{' '}
                        <span className="font-normal text-ink-700">({city.county} County)</span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <CallBox
            title={locationsContent.callBox.title}
            text={locationsContent.callBox.text}
            call={locationsContent.callBox.call}
            headingLevel={3}
          />
        </div>
      </Section>
      <CtaBanner cta={defaultCta} />
    </>
  );
}
