import type { Service } from '#app/content/schema.ts';
import type { ResolvedImage } from '#app/lib/resolved-image.ts';
import { routes } from '#app/lib/urls.ts';
import { SiteImage } from '../ui/site-image.tsx';

export interface ServiceCardData {
  title: string;
  description: string;
  href: string;
  image: ResolvedImage;
  linkText: string;
}

/**
 * A service's card (title, card text, its page) with the image the page resolved for it and
 * the link's text (the home copy's "Learn More", from the page's content).
 */
export function serviceCard(
  service: Pick<Service, 'title' | 'cardDescription' | 'slug'>,
  image: ResolvedImage,
  linkText: string,
): ServiceCardData {
  return {
    title: service.title,
    description: service.cardDescription,
    href: routes.service(service.slug),
    image,
    linkText,
  };
}

/** Cards that each link to a service page (home: 3, services index: 6, city pages: 3). */
export function ServiceCards({
  cards,
  headingLevel = 3,
}: {
  cards: readonly ServiceCardData[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-service-cards>
      {cards.map((card) => (
        <li
          key={card.href}
          className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white text-ink-900 shadow-sm"
        >
          <SiteImage
            image={card.image}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-4/3 h-auto w-full bg-slate-100 object-cover"
          />
          <div className="flex flex-1 flex-col p-6">
            <Heading className="text-xl font-bold">{card.title}</Heading>
            <p className="mt-2 flex-1 text-ink-700">{card.description}</p>
            <a
              href={card.href}
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {card.linkText}
              <span className="sr-only">: {card.title}</span>
              <span aria-hidden="true">&nbsp;&rarr;</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
