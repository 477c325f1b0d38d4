import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { PageHero } from '#app/components/sections/hero.tsx';
import { Section } from '#app/components/sections/section.tsx';
import { SiteImage } from '#app/components/ui/site-image.tsx';
import { TextLink } from '#app/components/ui/text-link.tsx';
import { staticPageMeta } from '#app/content/seo/static-page-meta.ts';
import { heroPageLoader } from '#app/routes/_marketing/public-page.server.ts';
import type { Route } from './+types/gallery';

export const loader = heroPageLoader('gallery', (c) => c.galleryItems.map((g) => g.placeholderKey));

export const meta: Route.MetaFunction = staticPageMeta('gallery', { hero: 'gallery' });

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { images, content } = loaderData;
  const { galleryItems, galleryOfferings, galleryContent, defaultCta } = content;
  return (
    <>
      <PageHero hero={content.pageHeroes.gallery} images={images} />
      <Section heading={galleryContent} id="projects">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-gallery>
          {galleryItems.map((item) => (
            <li
              key={item.id}
              className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
              data-gallery-item
            >
              <figure>
                <SiteImage
                  image={images[item.placeholderKey]}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="h-auto w-full bg-slate-100"
                />
                <figcaption className="p-5">
                  <h3 className="text-lg font-bold">{item.title}</h3>
                  <p className="mt-1 text-sm font-medium text-brand-700">{item.location}</p>
                  <p className="mt-2 text-ink-700">{item.description}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={{ title: galleryContent.offeringsTitle }} tone="muted" id="offerings">
        <ul className="grid gap-6 md:grid-cols-3" data-offerings>
          {galleryOfferings.map((o) => (
            <li key={o.title} className="flex flex-col rounded-lg bg-white p-6 shadow-sm">
              <h3 className="text-xl font-bold">{o.title}</h3>
              <p className="mt-2 flex-1 text-ink-700">{o.text}</p>
              <TextLink link={o.link} className="mt-4" />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner cta={defaultCta} />
    </>
  );
}
