/**
 * The business profile: one object drives every page, the footer, the
 * structured data and the e-mails. The profile is fictional; changing this
 * file changes the whole site.
 */
import { telHref } from '../lib/urls.ts';
import { images } from './images.ts';
import { currentContentTree, liveView } from './live-holder.ts';
import { BusinessProfileSchema } from './schema.ts';
import type { BusinessProfile, Phone, StateCode } from './schema.ts';

function phone(display: string): Phone {
  const digits = display.replace(/\D/g, '');
  return { display, e164: `+1${digits}`, href: telHref(`+1${digits}`) };
}

const domain = 'carolinafamilygaragedoors.example';

/** The profile as the code ships it (the default; `business` below is the live view). */
export const defaultBusiness: BusinessProfile = BusinessProfileSchema.parse({
  name: 'Carolina Family Garage Doors',
  tagline: 'Family-owned garage door service from Concord, NC to Rock Hill, SC since 1995',
  description:
    'Family-owned garage door company serving the Charlotte region since 1995: installation, repair, maintenance, openers, parts and 24/7 emergency service from Concord, NC to Rock Hill, SC.',
  logo: images.logoMark,
  phones: {
    main: phone('(704) 555-0134'),
    local: {
      NC: phone('(704) 555-0187'),
      SC: phone('(803) 555-0162'),
    },
  },
  emails: {
    info: `info@${domain}`,
    service: `service@${domain}`,
    admin: `admin@${domain}`,
  },
  address: {
    addressLocality: 'Concord',
    addressRegion: 'NC',
    postalCode: '28025',
    addressCountry: 'US',
  },
  // Downtown Concord, NC (Union Street at Cabarrus Avenue).
  geo: { latitude: 35.4088, longitude: -80.5795 },
  serviceRadiusMeters: 50000,
  serviceAreaSummary: 'Concord, NC to Rock Hill, SC',
  counties: [
    { name: 'Mecklenburg', state: 'NC' },
    { name: 'Cabarrus', state: 'NC' },
    { name: 'Iredell', state: 'NC' },
    { name: 'Union', state: 'NC' },
    { name: 'Gaston', state: 'NC' },
    { name: 'York', state: 'SC' },
    { name: 'Lancaster', state: 'SC' },
  ],
  timeZone: 'America/New_York',
  founded: { year: 1995, sonJoinedYear: 2010 },
  claims: {
    yearsInBusiness: '25+',
    customers: '5000+',
    promises: [
      'Fully licensed and insured',
      'Fast response',
      'Satisfaction guaranteed',
      'Free, no-obligation estimates',
      'Warranties on parts and labor',
      'Financing for qualified customers',
    ],
  },
  rating: { value: 4.9, count: 150, best: 5, worst: 1 },
  hours: {
    specification: [
      {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { days: ['Saturday'], opens: '09:00', closes: '14:00' },
    ],
    display: [
      { days: 'Monday - Friday', hours: '8:00 AM - 6:00 PM' },
      { days: 'Saturday', hours: '9:00 AM - 2:00 PM' },
      { days: 'Sunday', hours: 'Closed (emergency service available)' },
    ],
    emergency: '24/7 emergency service, every day of the year',
  },
  paymentAccepted: ['Cash', 'Check', 'Credit Card'],
  currenciesAccepted: 'USD',
  priceRange: '$$',
  priceNote: 'Contact us for a free quote',
  response: {
    emailHours: 24,
    serviceCallHours: 24,
    emergencyHoursMin: 2,
    emergencyHoursMax: 4,
    standard: 'We answer e-mails and schedule service calls within 24 hours.',
    emergency:
      'Emergency calls are answered around the clock, with a technician on site in 2-4 hours on average.',
  },
  warranty: {
    installationWork: '1 year',
    repairs: '90 days',
    summary:
      'Our installation work carries a 1-year labor warranty and our repairs a 90-day warranty, on top of the manufacturer warranties on doors, openers and parts.',
  },
  financing: 'Financing is available for qualified customers on new doors and openers.',
  social: [
    {
      network: 'facebook',
      label: 'Facebook',
      url: 'https://www.facebook.com/carolinafamilygaragedoors.example',
    },
    {
      network: 'instagram',
      label: 'Instagram',
      url: 'https://www.instagram.com/carolinafamilygaragedoors.example',
    },
    {
      network: 'youtube',
      label: 'YouTube',
      url: 'https://www.youtube.com/@carolinafamilygaragedoors.example',
    },
    {
      network: 'nextdoor',
      label: 'Nextdoor',
      url: 'https://nextdoor.com/pages/carolinafamilygaragedoors.example',
    },
  ],
});

/** The current profile: the published content's, or the default (./live-holder.ts). */
export const business: BusinessProfile = liveView('business', defaultBusiness);

/** A date with special hours or a closure (holiday, storm day), from the owner's content. */
export interface SpecialHoursEntry {
  /** 'YYYY-MM-DD' in the business's time zone. */
  date: string;
  closed: boolean;
  opens?: string | undefined;
  closes?: string | undefined;
  label: string;
}

/** Special hours and closures, sorted by date (none in the code's defaults). */
export const specialHours: readonly SpecialHoursEntry[] = liveView(
  'specialHours',
  [] as readonly SpecialHoursEntry[],
);

/**
 * Text written with the default facts (an e-mail template, saved or shipped) with the owner's
 * current phone lines, e-mails, name, founded year, ... in their place.
 */
export function withCurrentFacts(text: string): string {
  const substitute = currentContentTree()?.['substituteFacts'];
  return typeof substitute === 'function' ? String(substitute(text)) : text;
}

/** The local line shown on city pages of a state. */
export function localPhone(state: StateCode): Phone {
  return business.phones.local[state];
}

/** "Since 1995 ..." helpers so copy never repeats the raw numbers. */
// Built from the defaults at module load, like the rest of the default copy; ./live.ts carries
// a published rating into every string that embeds it.
export const ratingText = `${defaultBusiness.rating.value} out of ${defaultBusiness.rating.best} from ${defaultBusiness.rating.count} reviews`;
export const emergencyResponseText = `${defaultBusiness.response.emergencyHoursMin}-${defaultBusiness.response.emergencyHoursMax} hours`;
