/**
 * The business: the site document's business section as the code ships it (the seed: the one
 * place the facts are written), the profile's parts the owner does not edit, and the selector
 * that makes the profile every page, the footer, the structured data and the e-mails read from a
 * document's business section. The profile is fictional.
 */
import { phone } from '../lib/phone.ts';
import {
  fillFacts,
  fillFactsDeep,
  hoursDisplay,
  openingHoursSpecification,
} from './business-facts.ts';
import { images } from './images.ts';
import { BusinessConstantsSchema } from './schema.ts';
import type { Phone } from '../lib/phone.ts';
import type { BusinessConstants, BusinessProfile, StateCode } from './schema.ts';
import { BusinessDocumentSchema } from './site-document.ts';
import type { BusinessDocument } from './site-document.ts';

const domain = 'carolinafamilygaragedoors.example';

/**
 * The business section of the default site document (./default-site-document.ts). Prose
 * anywhere in app/content names its facts with tokens (`{{phone}}`, ./business-facts.ts).
 */
export const defaultBusinessDocument: BusinessDocument = BusinessDocumentSchema.parse({
  name: 'Carolina Family Garage Doors',
  phone: '(704) 555-0134',
  phoneNC: '(704) 555-0187',
  phoneSC: '(803) 555-0162',
  emailInfo: `info@${domain}`,
  emailService: `service@${domain}`,
  hours: [
    { day: 'Monday', closed: false, opens: '08:00', closes: '18:00' },
    { day: 'Tuesday', closed: false, opens: '08:00', closes: '18:00' },
    { day: 'Wednesday', closed: false, opens: '08:00', closes: '18:00' },
    { day: 'Thursday', closed: false, opens: '08:00', closes: '18:00' },
    { day: 'Friday', closed: false, opens: '08:00', closes: '18:00' },
    { day: 'Saturday', closed: false, opens: '09:00', closes: '14:00' },
    { day: 'Sunday', closed: true, opens: '09:00', closes: '17:00' },
  ],
  specialHours: [],
  emergencyNote: '24/7 emergency service, every day of the year',
  serviceArea: 'Concord, NC to Rock Hill, SC',
  foundedYear: 1995,
  customers: '5000+',
  rating: 4.9,
  reviewCount: 150,
});

/** The hours display line of a closed day. */
const closedDayText = 'Closed (emergency service available)';

/** The profile's parts the owner does not edit; its prose names the facts with tokens. */
export const businessConstants: BusinessConstants = BusinessConstantsSchema.parse({
  tagline: 'Family-owned garage door service from {{serviceArea}} since {{foundedYear}}',
  description:
    'Family-owned garage door company serving the Charlotte region since {{foundedYear}}: installation, repair, maintenance, openers, parts and 24/7 emergency service from {{serviceArea}}.',
  logo: { ...images.logoMark, alt: '{{name}} logo' },
  emails: { admin: `admin@${domain}` },
  address: {
    addressLocality: 'Concord',
    addressRegion: 'NC',
    postalCode: '28025',
    addressCountry: 'US',
  },
  // Downtown Concord, NC (Union Street at Cabarrus Avenue).
  geo: { latitude: 35.4088, longitude: -80.5795 },
  serviceRadiusMeters: 50000,
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
  founded: { sonJoinedYear: 2010 },
  claims: {
    yearsInBusiness: '25+',
    promises: [
      'Fully licensed and insured',
      'Fast response',
      'Satisfaction guaranteed',
      'Free, no-obligation estimates',
      'Warranties on parts and labor',
      'Financing for qualified customers',
    ],
  },
  rating: { best: 5, worst: 1 },
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

/**
 * The profile of a document's business section: the constants (their prose filled with its
 * facts), the facts, and what derives from them (each phone's forms, app/lib/phone.ts; the hours as structured
 * data and display lines).
 */
export function businessProfile(business: BusinessDocument): BusinessProfile {
  const c = fillFactsDeep(businessConstants, business);
  return {
    name: business.name,
    tagline: c.tagline,
    description: c.description,
    logo: c.logo,
    phones: {
      main: phone(business.phone),
      local: { NC: phone(business.phoneNC), SC: phone(business.phoneSC) },
    },
    emails: { info: business.emailInfo, service: business.emailService, admin: c.emails.admin },
    address: c.address,
    geo: c.geo,
    serviceRadiusMeters: c.serviceRadiusMeters,
    serviceAreaSummary: business.serviceArea,
    counties: c.counties,
    timeZone: c.timeZone,
    founded: { year: business.foundedYear, sonJoinedYear: c.founded.sonJoinedYear },
    claims: {
      yearsInBusiness: c.claims.yearsInBusiness,
      customers: business.customers,
      promises: c.claims.promises,
    },
    rating: {
      value: business.rating,
      count: business.reviewCount,
      best: c.rating.best,
      worst: c.rating.worst,
    },
    hours: {
      specification: openingHoursSpecification(business.hours),
      display: hoursDisplay(business.hours, closedDayText),
      emergency: fillFacts(business.emergencyNote, business),
    },
    paymentAccepted: c.paymentAccepted,
    currenciesAccepted: c.currenciesAccepted,
    priceRange: c.priceRange,
    priceNote: c.priceNote,
    response: c.response,
    warranty: c.warranty,
    financing: c.financing,
    social: c.social,
  };
}

/** The profile as the code ships it (the default; a render reads its snapshot's `business`). */
export const defaultBusiness: BusinessProfile = businessProfile(defaultBusinessDocument);

/** Content written with tokens, filled with the default facts. */
export function withDefaultFacts<T>(value: T): T {
  return fillFactsDeep(value, defaultBusinessDocument);
}

/** The local line shown on city pages of a state. */
export function localPhone(business: Pick<BusinessProfile, 'phones'>, state: StateCode): Phone {
  return business.phones.local[state];
}

/** Phrases the copy shares, so it never repeats the raw numbers (the rating as tokens). */
export const ratingText = `{{rating}} out of ${businessConstants.rating.best} from {{reviewCount}} reviews`;
export const emergencyResponseText = `${businessConstants.response.emergencyHoursMin}-${businessConstants.response.emergencyHoursMax} hours`;
