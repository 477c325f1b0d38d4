/** Services index (/services): its hero, SEO and copy. */
import { routes } from '../../lib/urls.ts';
import { defaultBusiness as business } from '../business.ts';
import type { Feature, Seo } from '../schema.ts';
import { features, pageHero } from './shared.ts';

export const hero = pageHero('services.hero', {
  title: 'Garage Door Services',
  subtitle:
    'Installation, repair, maintenance, openers, parts and emergency service under one roof',
  primaryCta: { text: 'Get a Free Estimate', href: routes.contact },
  secondaryCta: { text: `Call {{phone}}`, href: '{{phoneHref}}' },
});

export const seo: Seo = {
  title: 'Garage Door Services | Install, Repair & Openers',
  description:
    'Garage door installation, repair, maintenance, openers, parts and 24/7 emergency service from {{serviceArea}}. Free, no-obligation estimates.',
  keywords: [
    'garage door services',
    'garage door installation',
    'garage door repair',
    'garage door opener',
    'garage door maintenance',
  ],
};

/** Why choose us, on this page. */
export const whyChooseUs: Feature[] = features([
  {
    title: 'Stocked Service Trucks',
    text: 'Common springs, cables, rollers and opener parts ride with every technician, so most jobs finish on the first visit.',
  },
  {
    title: 'Honest Recommendations',
    text: 'We repair when repair makes sense and say so when a new door is the better value, using the 50% rule of thumb.',
  },
  {
    title: 'Warranties on Our Work',
    text: `${business.warranty.installationWork} on installation work, ${business.warranty.repairs} on repairs, plus the manufacturer warranties.`,
  },
  {
    title: 'Free Estimates',
    text: 'Every estimate is free and without obligation, and financing is available for qualified customers.',
  },
]);

export const servicesIndexContent = {
  title: 'What We Do',
  subtitle: 'Six services, one trusted family team',
  whyChooseUsTitle: 'Why Choose Us',
};
