/**
 * The business profile: one object drives every page, the footer, the
 * structured data and the e-mails. The profile is fictional; changing this
 * file changes the whole site.
 */
import { fillFactsDeep, phone } from './business-facts.ts';
import type { BusinessFacts } from './business-facts.ts';
import { images } from './images.ts';
import { BusinessProfileSchema } from './schema.ts';
import type { BusinessProfile, Phone, StateCode } from './schema.ts';

const domain = 'carolinafamilygaragedoors.example';

/**
 * The facts the owner can change (the site document's `business` section seeds from these).
 * Prose anywhere in app/content names them with tokens (`{{phone}}`, ./business-facts.ts).
 */
export const defaultFacts: BusinessFacts = {
  name: 'Carolina Family Garage Doors',
  phone: '(704) 555-0134',
  phoneNC: '(704) 555-0187',
  phoneSC: '(803) 555-0162',
  emailInfo: `info@${domain}`,
  emailService: `service@${domain}`,
  serviceArea: 'Concord, NC to Rock Hill, SC',
  foundedYear: 1995,
  customers: '5000+',
  rating: 4.9,
  reviewCount: 150,
};

/**
 * The profile with `facts` in place: the fact fields set, the phones' derived forms made by
 * the one selector, the profile's own prose (tagline, description, logo text) filled.
 */
export function businessProfile(source: BusinessProfile, facts: BusinessFacts): BusinessProfile {
  const filled = fillFactsDeep(source, facts);
  return {
    ...filled,
    name: facts.name,
    phones: {
      main: phone(facts.phone),
      local: { NC: phone(facts.phoneNC), SC: phone(facts.phoneSC) },
    },
    emails: { ...filled.emails, info: facts.emailInfo, service: facts.emailService },
    serviceAreaSummary: facts.serviceArea,
    founded: { ...filled.founded, year: facts.foundedYear },
    claims: { ...filled.claims, customers: facts.customers },
    rating: { ...filled.rating, value: facts.rating, count: facts.reviewCount },
  };
}

/** The profile as written, its prose with tokens (./live.ts fills it with the owner's facts). */
export const businessProfileSource: BusinessProfile = BusinessProfileSchema.parse({
  name: defaultFacts.name,
  tagline: 'Family-owned garage door service from {{serviceArea}} since {{foundedYear}}',
  description:
    'Family-owned garage door company serving the Charlotte region since {{foundedYear}}: installation, repair, maintenance, openers, parts and 24/7 emergency service from {{serviceArea}}.',
  logo: { ...images.logoMark, alt: '{{name}} logo' },
  phones: {
    main: phone(defaultFacts.phone),
    local: {
      NC: phone(defaultFacts.phoneNC),
      SC: phone(defaultFacts.phoneSC),
    },
  },
  emails: {
    info: defaultFacts.emailInfo,
    service: defaultFacts.emailService,
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
  serviceAreaSummary: defaultFacts.serviceArea,
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
  founded: { year: defaultFacts.foundedYear, sonJoinedYear: 2010 },
  claims: {
    yearsInBusiness: '25+',
    customers: defaultFacts.customers,
    promises: [
      'Fully licensed and insured',
      'Fast response',
      'Satisfaction guaranteed',
      'Free, no-obligation estimates',
      'Warranties on parts and labor',
      'Financing for qualified customers',
    ],
  },
  rating: { value: defaultFacts.rating, count: defaultFacts.reviewCount, best: 5, worst: 1 },
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

/** The profile as the code ships it (the default; a render reads its snapshot's `business`). */
export const defaultBusiness: BusinessProfile = businessProfile(
  businessProfileSource,
  defaultFacts,
);

/** Content written with tokens, filled with the default facts. */
export function withDefaultFacts<T>(value: T): T {
  return fillFactsDeep(value, defaultFacts);
}

/** A date with special hours or a closure (holiday, storm day), from the owner's content. */
export interface SpecialHoursEntry {
  /** 'YYYY-MM-DD' in the business's time zone. */
  date: string;
  closed: boolean;
  opens?: string | undefined;
  closes?: string | undefined;
  label: string;
}

/** The local line shown on city pages of a state. */
export function localPhone(business: Pick<BusinessProfile, 'phones'>, state: StateCode): Phone {
  return business.phones.local[state];
}

/** Phrases the copy shares, so it never repeats the raw numbers (the rating as tokens). */
export const ratingText = `{{rating}} out of ${defaultBusiness.rating.best} from {{reviewCount}} reviews`;
export const emergencyResponseText = `${defaultBusiness.response.emergencyHoursMin}-${defaultBusiness.response.emergencyHoursMax} hours`;
