/** Testimonials page (/testimonials); the reviews are in ../testimonials.ts: its hero, SEO and copy. */
import { routes } from '../../lib/urls.ts';
import { defaultBusiness as business, ratingText } from '../business.ts';
import type { Seo } from '../schema.ts';
import { pageHero } from './shared.ts';

export const hero = pageHero('testimonials.hero', {
  title: 'What Our Customers Say',
  subtitle: `Rated ${ratingText} by homeowners across the Carolinas`,
  primaryCta: { text: 'Get a Free Estimate', href: routes.contact },
  secondaryCta: { text: 'See Our Work', href: routes.gallery },
});

export const seo: Seo = {
  title: `Customer Reviews | Rated {{rating}} of ${business.rating.best}`,
  description: `Read what homeowners from Concord to Rock Hill say about our garage door repairs, installations and emergency service. Rated ${ratingText}.`,
  keywords: [
    'garage door reviews',
    'garage door company reviews',
    'garage door testimonials',
    'best garage door repair',
  ],
};

export const testimonialsContent = {
  title: 'Customer Reviews',
  summary: `Rated ${ratingText}`,
  intro:
    'A selection of what customers across the region say after we have worked on their garage doors.',
};
