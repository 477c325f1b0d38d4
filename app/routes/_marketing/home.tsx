import { QuoteForm } from '#app/components/quote-form/quote-form.tsx';
import { AreasGrid } from '#app/components/sections/areas-grid.tsx';
import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { FeatureGrid } from '#app/components/sections/feature-grid.tsx';
import { PageHero } from '#app/components/sections/hero.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { ServiceCards, serviceCard } from '#app/components/sections/service-cards.tsx';
import { TestimonialGrid } from '#app/components/sections/testimonials.tsx';
import { Welcome } from '#app/components/sections/welcome.tsx';
import { LinkButton } from '#app/components/ui/link-button.tsx';
import { TextLink } from '#app/components/ui/text-link.tsx';
import { cityLabel, getCity, homeGridCitySlugs } from '#app/content/index.ts';
import { getService, homeServiceSlugs } from '#app/content/services.ts';
import type { Link } from '#app/content/schema.ts';
import { staticPageMeta } from '#app/content/seo/static-page-meta.ts';
import { routes } from '#app/lib/urls.ts';
import { heroPageLoader } from '#app/routes/_marketing/public-page.server.ts';
import type { Route } from './+types/home';

export {
  quoteFormAction as action,
  quoteFormHeaders as headers,
} from '#app/routes/_marketing/quote-form-action.server.ts';

export const loader = heroPageLoader('home', () => [
  'home.main_content',
  'home.services.installation',
  'home.services.repair',
  'home.services.maintenance',
]);

export const meta: Route.MetaFunction = staticPageMeta('home', { hero: 'home' });

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { images, content } = loaderData;
  const { homeContent, pageHeroes, whyChooseUs, trustPoints, homeTestimonials, defaultCta } =
    content;
  const homeServices = homeServiceSlugs.map((slug) => getService(content.services, slug));
  return (
    <>
      <PageHero hero={pageHeroes.home} images={images} />
      <Welcome
        title={homeContent.welcome.title}
        paragraphs={homeContent.welcome.paragraphs}
        stats={homeContent.welcome.stats}
        image={images['home.main_content']}
      />
      <section className="bg-slate-50 py-14 sm:py-20" id="quote">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl font-bold sm:text-4xl">{homeContent.quoteForm.title}</h2>
            <p className="mt-4 text-lg text-ink-700">{homeContent.quoteForm.text}</p>
          </div>
          <QuoteForm
            variant="compact"
            indexRoute
            result={actionData}
            phone={content.business.phones.main}
          />
        </div>
      </section>
      <Section heading={homeContent.services} id="services">
        <ServiceCards
          cards={homeServices.map((s) =>
            serviceCard(
              s,
              images[s.homePlaceholderKey ?? 'home.services.installation'],
              homeContent.services.learnMore,
            ),
          )}
        />
        <ViewAll link={homeContent.services.viewAll} />
      </Section>
      <Section heading={homeContent.testimonials} id="testimonials">
        <TestimonialGrid testimonials={homeTestimonials} />
        <p className="mt-10 text-center">
          <TextLink link={homeContent.testimonials.viewAll} />
        </p>
      </Section>
      <Section heading={homeContent.whyChooseUs} tone="muted" id="why-choose-us">
        <FeatureGrid items={whyChooseUs.home} />
      </Section>
      <Section heading={homeContent.areas} id="areas">
        <AreasGrid
          areas={homeGridCitySlugs.map((slug) => ({
            label: cityLabel(getCity(content.cities, slug)),
            href: routes.city(slug),
          }))}
        />
        <ViewAll link={homeContent.areas.viewAll} />
      </Section>
      <Section heading={homeContent.trust} tone="dark" id="trust">
        <FeatureGrid items={trustPoints} columns={3} tone="dark" />
      </Section>
      <CtaBanner cta={defaultCta} />
    </>
  );
}

/** A section's closing link to its whole page ("View All Services"). */
function ViewAll({ link }: { link: Link }) {
  return (
    <p className="mt-10 text-center">
      <LinkButton href={link.href} variant="secondary">
        {link.text}
      </LinkButton>
    </p>
  );
}
