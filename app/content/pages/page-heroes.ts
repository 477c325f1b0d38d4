/**
 * The hero of every static page with one, in one table (the routes read `pageHeroes[page]`):
 * the headlines and calls to action side by side. Each page's other copy is in ./<page>.ts.
 */
import { routes } from '../../lib/urls.ts';
import { defaultBusiness as business, ratingText } from '../business.ts';
import type { Hero } from '../schema.ts';
import { pageHero } from './shared.ts';

export type HeroPageId =
  | 'home'
  | 'about'
  | 'services'
  | 'contact'
  | 'locations'
  | 'gallery'
  | 'faqs'
  | 'freeEstimate'
  | 'testimonials';

export const defaultPageHeroes: Record<HeroPageId, Hero> = {
  home: pageHero('home.hero', {
    title: 'Garage Door Experts for the Carolinas',
    subtitle: `Installation, repair and 24/7 emergency service from a family business trusted by {{customers}} customers since {{foundedYear}}`,
    primaryCta: { text: 'Emergency Repair', href: routes.contact },
    secondaryCta: { text: 'Our Services', href: routes.services },
  }),
  about: pageHero('about.hero', {
    title: `A Family Business Since {{foundedYear}}`,
    subtitle: 'Two generations of garage door know-how, serving our neighbors across the Carolinas',
    primaryCta: { text: 'Get a Free Estimate', href: routes.contact },
    secondaryCta: { text: 'Our Services', href: routes.services },
  }),
  services: pageHero('services.hero', {
    title: 'Garage Door Services',
    subtitle:
      'Installation, repair, maintenance, openers, parts and emergency service under one roof',
    primaryCta: { text: 'Get a Free Estimate', href: routes.contact },
    secondaryCta: { text: `Call {{phone}}`, href: '{{phoneHref}}' },
  }),
  contact: pageHero('contact.hero', {
    title: 'Contact Us',
    subtitle: `Tell us what your door is doing and we will reply within ${business.response.emailHours} hours. Emergencies: call any time.`,
    primaryCta: { text: 'Call Now', href: '{{phoneHref}}' },
  }),
  locations: pageHero('locations.hero', {
    title: 'Areas We Serve',
    subtitle: `14 cities across ${business.counties.length} counties in North and South Carolina`,
    primaryCta: { text: 'Get a Free Estimate', href: routes.contact },
    secondaryCta: { text: `Call {{phone}}`, href: '{{phoneHref}}' },
  }),
  gallery: pageHero('gallery.hero', {
    title: 'Our Work',
    subtitle: 'New doors, repairs and opener upgrades from homes and businesses across the region',
    primaryCta: { text: 'Get a Free Quote', href: routes.contact },
    secondaryCta: { text: 'Our Services', href: routes.services },
  }),
  faqs: pageHero('faqs.hero', {
    title: 'Frequently Asked Questions',
    subtitle: 'Straight answers about costs, timing, safety and warranties',
    primaryCta: { text: 'Contact Us', href: routes.contact },
    secondaryCta: { text: 'Get a Free Estimate', href: routes.contact },
  }),
  freeEstimate: pageHero('free_estimate.hero', {
    title: 'Get a Free Estimate',
    subtitle: 'No cost, no obligation, and a clear written price before any work begins',
    primaryCta: { text: `Call {{phone}}`, href: '{{phoneHref}}' },
  }),
  testimonials: pageHero('testimonials.hero', {
    title: 'What Our Customers Say',
    subtitle: `Rated ${ratingText} by homeowners across the Carolinas`,
    primaryCta: { text: 'Get a Free Estimate', href: routes.contact },
    secondaryCta: { text: 'See Our Work', href: routes.gallery },
  }),
};
