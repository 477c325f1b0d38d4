import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { FeatureGrid } from '#app/components/sections/feature-grid.tsx';
import { PageHero } from '#app/components/sections/hero.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { ServiceCards, serviceCard } from '#app/components/sections/service-cards.tsx';
import { staticPageMeta } from '#app/content/seo/static-page-meta.ts';
import { heroPageLoader } from '#app/routes/_marketing/public-page.server.ts';
import type { Route } from './+types/services';

export const loader = heroPageLoader('services', (c) => c.services.map((s) => s.placeholderKey));

export const meta: Route.MetaFunction = staticPageMeta('services', { hero: 'services' });

export default function Services({ loaderData }: Route.ComponentProps) {
  const { images, content } = loaderData;
  const { services, servicesIndexContent, whyChooseUs, defaultCta } = content;
  const learnMore = content.homeContent.services.learnMore;
  return (
    <>
      <PageHero hero={content.pageHeroes.services} images={images} />
      <Section heading={servicesIndexContent} id="services">
        <ServiceCards
          cards={services.map((s) => serviceCard(s, images[s.placeholderKey], learnMore))}
        />
      </Section>
      <Section
        heading={{ title: servicesIndexContent.whyChooseUsTitle }}
        tone="muted"
        id="why-choose-us"
      >
        <FeatureGrid items={whyChooseUs.services} />
      </Section>
      <CtaBanner cta={defaultCta} />
    </>
  );
}
