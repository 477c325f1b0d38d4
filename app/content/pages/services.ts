/** Services index (/services): its copy (hero and SEO: ./page-heroes.ts, ./page-seo.ts). */
import { defaultBusiness as business } from '../business.ts';
import type { Feature } from '../schema.ts';
import { features } from './shared.ts';

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
