/** Gallery page (/gallery); the projects are in ../gallery.ts: its hero, SEO and copy. */
import { routes } from '../../lib/urls.ts';
import type { Seo } from '../schema.ts';
import { pageHero } from './shared.ts';

export const hero = pageHero('gallery.hero', {
  title: 'Our Work',
  subtitle: 'New doors, repairs and opener upgrades from homes and businesses across the region',
  primaryCta: { text: 'Get a Free Quote', href: routes.contact },
  secondaryCta: { text: 'Our Services', href: routes.services },
});

export const seo: Seo = {
  title: 'Project Gallery | Garage Doors We Have Installed',
  description:
    'Browse recent garage door installations, spring repairs and opener upgrades from Concord, Charlotte, Lake Norman, Fort Mill and Rock Hill.',
  keywords: [
    'garage door gallery',
    'garage door styles',
    'carriage house garage door',
    'garage door installation photos',
  ],
};

export const galleryContent = {
  title: 'Recent Projects',
  subtitle: 'A few of the doors we have installed and repaired across the region',
  offeringsTitle: 'What We Can Do for You',
};
