/**
 * The SEO of every static page, in one table (the routes read `pageSeo[page]`): the titles and
 * descriptions side by side, each checked with the facts filled in. Each page's other copy is in
 * ./<page>.ts.
 */
import type { StaticPageId } from '../../lib/urls.ts';
import { defaultBusiness as business, ratingText, withDefaultFacts } from '../business.ts';
import { SeoSchema } from '../schema.ts';
import type { Seo } from '../schema.ts';

export const defaultPageSeo: Record<StaticPageId, Seo> = {
  home: {
    title: '{{name}} | Concord NC to Rock Hill SC',
    description: `Family-owned garage door installation, repair, openers and 24/7 emergency service since {{foundedYear}}. Serving Concord, Charlotte and Rock Hill. Free estimates.`,
    keywords: [
      'garage door repair',
      'garage door installation',
      'garage door company Charlotte',
      'garage door repair Concord NC',
      'garage door repair Rock Hill SC',
      'emergency garage door repair',
    ],
  },
  contact: {
    title: 'Contact Us | {{name}}',
    description:
      'Request garage door service or a free quote. We reply within 24 hours; emergency line open 24/7. Serving {{serviceArea}}.',
    keywords: [
      'contact garage door company',
      'garage door quote',
      'garage door service request',
      'garage door repair phone number',
    ],
  },
  about: {
    title: 'About Us | Family-Owned Since {{foundedYear}}',
    description: `Meet the family behind {{name}}: founded in {{foundedYear}}, joined by the next generation in ${business.founded.sonJoinedYear}, with {{customers}} customers across the Carolinas.`,
    keywords: [
      'family owned garage door company',
      'garage door technicians',
      'about {{name}}',
      'local garage door company',
    ],
  },
  services: {
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
  },
  locations: {
    title: 'Areas We Serve | Charlotte Region & York County',
    description:
      'Garage door service in 14 cities across Mecklenburg, Cabarrus, Iredell, Union, Gaston, York and Lancaster counties, from {{serviceArea}}.',
    keywords: [
      'garage door service area',
      'garage door repair near me',
      'Charlotte area garage doors',
      'York County SC garage doors',
    ],
  },
  freeEstimate: {
    title: 'Free Garage Door Estimate | No Obligation',
    description:
      'Request a free, no-obligation estimate for a new garage door, opener or repair. Written prices, financing for qualified customers, reply within 24 hours.',
    keywords: [
      'free garage door estimate',
      'garage door quote',
      'new garage door cost',
      'garage door repair estimate',
    ],
  },
  gallery: {
    title: 'Project Gallery | Garage Doors We Have Installed',
    description:
      'Browse recent garage door installations, spring repairs and opener upgrades from Concord, Charlotte, Lake Norman, Fort Mill and Rock Hill.',
    keywords: [
      'garage door gallery',
      'garage door styles',
      'carriage house garage door',
      'garage door installation photos',
    ],
  },
  testimonials: {
    title: `Customer Reviews | Rated {{rating}} of ${business.rating.best}`,
    description: `Read what homeowners from Concord to Rock Hill say about our garage door repairs, installations and emergency service. Rated ${ratingText}.`,
    keywords: [
      'garage door reviews',
      'garage door company reviews',
      'garage door testimonials',
      'best garage door repair',
    ],
  },
  faqs: {
    title: 'Garage Door FAQs | Costs, Timing & Warranties',
    description:
      'Answers to common garage door questions: repair costs, installation time, maintenance schedules, openers, safety checks and warranties.',
    keywords: [
      'garage door FAQ',
      'garage door repair cost',
      'how long does garage door installation take',
      'garage door maintenance schedule',
    ],
  },
  privacyPolicy: {
    title: 'Privacy Policy | {{name}}',
    description:
      'How {{name}} collects, uses, shares and protects the information you give us through this website, by phone and by e-mail.',
    keywords: ['privacy policy', 'personal information', 'data protection', 'website privacy'],
  },
  upload: {
    title: 'Upload Photos | {{name}}',
    description:
      'Upload photos of your garage door (JPG, PNG or WEBP, up to 10MB each) so our technicians can prepare an accurate estimate before the visit.',
    keywords: [
      'upload garage door photos',
      'garage door estimate photos',
      'garage door repair photos',
    ],
  },
};

for (const [id, seo] of Object.entries(defaultPageSeo)) {
  // The lengths are those of the page as shown: checked with the facts filled in.
  const parsed = SeoSchema.safeParse(withDefaultFacts(seo));
  if (!parsed.success) throw new Error(`pageSeo.${id}: ${parsed.error.message}`);
}
