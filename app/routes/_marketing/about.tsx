import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { FeatureGrid } from '#app/components/sections/feature-grid.tsx';
import { PageHero } from '#app/components/sections/hero.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { TestimonialGrid } from '#app/components/sections/testimonials.tsx';
import { SiteImage } from '#app/components/ui/site-image.tsx';
import { staticPageMeta } from '#app/content/seo/static-page-meta.ts';
import { heroPageLoader } from '#app/routes/_marketing/public-page.server.ts';
import type { Route } from './+types/about';

export const loader = heroPageLoader('about', (c) => [
  c.aboutContent.images.first,
  c.aboutContent.images.second,
]);

export const meta: Route.MetaFunction = staticPageMeta('about', { hero: 'about' });

export default function About({ loaderData }: Route.ComponentProps) {
  const { images, content } = loaderData;
  const { aboutContent, defaultCta, homeContent, homeTestimonials } = content;
  const hero = content.pageHeroes.about;
  const { first, second } = aboutContent.images;
  const imageClass = 'h-auto w-full rounded-lg bg-slate-100 shadow-md';
  return (
    <>
      <PageHero hero={hero} images={images} />
      <section className="bg-white py-14 sm:py-20" id="story">
        <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl font-bold sm:text-4xl">{aboutContent.story.title}</h2>
            {aboutContent.story.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-lg text-ink-700">
                {p}
              </p>
            ))}
          </div>
          <div className="grid gap-6">
            <SiteImage
              image={images[first]}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className={imageClass}
            />
            <SiteImage
              image={images[second]}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className={imageClass}
            />
          </div>
        </div>
      </section>
      <Section heading={aboutContent.values} tone="muted" id="values">
        <FeatureGrid items={aboutContent.values.items} />
      </Section>
      <Section
        heading={{ title: aboutContent.team.title, subtitle: aboutContent.team.text }}
        id="team"
      >
        <FeatureGrid items={aboutContent.team.badges} columns={3} />
      </Section>
      <Section heading={homeContent.testimonials} tone="muted" id="testimonials">
        <TestimonialGrid testimonials={homeTestimonials} />
      </Section>
      <CtaBanner cta={defaultCta} />
    </>
  );
}
