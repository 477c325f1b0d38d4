/** Locations page (/locations): its hero, SEO and copy. */
import { routes } from '../../lib/urls.ts';
import { defaultBusiness as business } from '../business.ts';
import type { Link, Seo } from '../schema.ts';
import { pageHero } from './shared.ts';

export const hero = pageHero('locations.hero', {
  title: 'Areas We Serve',
  subtitle: `14 cities across ${business.counties.length} counties in North and South Carolina`,
  primaryCta: { text: 'Get a Free Estimate', href: routes.contact },
  secondaryCta: { text: `Call {{phone}}`, href: '{{phoneHref}}' },
});

export const seo: Seo = {
  title: 'Areas We Serve | Charlotte Region & York County',
  description:
    'Garage door service in 14 cities across Mecklenburg, Cabarrus, Iredell, Union, Gaston, York and Lancaster counties, from {{serviceArea}}.',
  keywords: [
    'garage door service area',
    'garage door repair near me',
    'Charlotte area garage doors',
    'York County SC garage doors',
  ],
};

export const locationsContent = {
  title: 'Proudly Serving North and South Carolina',
  intro: `From our home base in Concord we cover a ${Math.round(business.serviceRadiusMeters / 1000)} km radius: {{serviceArea}}, across ${business.counties.length} counties. Choose your city for local information, or call us if you do not see it listed.`,
  ncTitle: 'North Carolina',
  scTitle: 'South Carolina',
  callBox: {
    title: 'Not Sure If We Serve Your Area?',
    text: 'Call us and we will let you know right away.',
    call: { text: `Call {{phone}}`, href: '{{phoneHref}}' } satisfies Link,
  },
};
