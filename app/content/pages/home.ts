/** Home page (/): its copy (hero and SEO: ./page-heroes.ts, ./page-seo.ts). */
import { routes } from '../../lib/urls.ts';
import { defaultBusiness as business, emergencyResponseText } from '../business.ts';
import { StatSchema } from '../schema.ts';
import type { Feature, Link, Stat } from '../schema.ts';
import { features } from './shared.ts';

/** Why choose us, on this page. */
export const whyChooseUs: Feature[] = features([
  {
    title: 'Family Owned Since {{foundedYear}}',
    text: 'Two generations of the same family answer the phone, quote the job and stand behind the work.',
  },
  {
    title: 'Fast Response',
    text: `Service calls scheduled within ${business.response.serviceCallHours} hours and emergencies reached in ${emergencyResponseText} on average, day or night.`,
  },
  {
    title: 'Licensed and Insured',
    text: 'Fully licensed and insured, with background-checked, factory-trained technicians.',
  },
  {
    title: 'Satisfaction Guaranteed',
    text: `Written prices before work starts, warranties on parts and labor, and a {{rating}}-star rating from {{reviewCount}} reviews.`,
  },
]);

/** The home page's trust section. */
export const trustPoints: Feature[] = features([
  {
    title: `${business.claims.yearsInBusiness} Years in Business`,
    text: `Serving the Carolinas since {{foundedYear}}.`,
  },
  {
    title: `{{customers}} Satisfied Customers`,
    text: 'Homeowners and businesses from Mooresville to Lancaster.',
  },
  {
    title: `{{rating}}/${business.rating.best} Customer Rating`,
    text: `Based on {{reviewCount}} reviews.`,
  },
  {
    title: 'Licensed and Insured',
    text: 'Fully licensed and insured for your protection.',
  },
  {
    title: 'Warranties on Parts and Labor',
    text: `${business.warranty.installationWork} on installation work and ${business.warranty.repairs} on repairs.`,
  },
  {
    title: 'Financing Available',
    text: 'Flexible financing for qualified customers.',
  },
]);

export const homeContent = {
  welcome: {
    title: `Welcome to {{name}}`,
    paragraphs: [
      `Since {{foundedYear}} our family has installed, repaired and maintained garage doors for homes and businesses from {{serviceArea}}. What started as one truck in Concord is now a team of trained technicians, and the founder's son has worked beside him since ${business.founded.sonJoinedYear}.`,
      'We treat every garage like our own: a clear price before we start, parts that fit your door, a clean driveway when we leave, and a phone that is answered at any hour when something goes wrong.',
    ],
    stats: [
      { value: business.claims.yearsInBusiness, label: 'Years in Business' },
      { value: '{{customers}}', label: 'Satisfied Customers' },
    ].map((s): Stat => StatSchema.parse(s)),
  },
  quoteForm: {
    title: 'Request a Free Quote',
    text: `Tell us what you need and we will get back to you within ${business.response.emailHours} hours.`,
  },
  services: {
    title: 'Our Services',
    subtitle:
      'Everything your garage door needs, from a new installation to a midnight spring repair',
    learnMore: 'Learn More',
    viewAll: { text: 'View All Services', href: routes.services } satisfies Link,
  },
  testimonials: {
    title: 'What Our Customers Say',
    viewAll: { text: 'Read More Reviews', href: routes.testimonials } satisfies Link,
  },
  whyChooseUs: { title: 'Why Choose Us', subtitle: 'The difference a family business makes' },
  areas: {
    title: 'Areas We Serve',
    subtitle: `From {{serviceArea}} and the towns in between`,
    viewAll: { text: 'View All Locations', href: routes.locations } satisfies Link,
  },
  trust: { title: 'Trusted by Your Neighbors' },
};
