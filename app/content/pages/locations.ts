/** Locations page (/locations): its copy (hero and SEO: ./page-heroes.ts, ./page-seo.ts). */
import { defaultBusiness as business } from '../business.ts';
import type { Link } from '../schema.ts';

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
