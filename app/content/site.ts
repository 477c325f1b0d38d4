/**
 * Site-wide copy: navigation, footer, emergency banner, page heroes, home,
 * about, contact, free-estimate, FAQ, gallery, locations and testimonials page
 * texts, why-choose-us and trust points, per-page SEO and the privacy policy.
 */
import { limits } from '../lib/limits.ts';
import { messages } from '../lib/messages.ts';
import { routes } from '../lib/urls.ts';
import type { StaticPageId } from '../lib/urls.ts';
import { business, emergencyResponseText, ratingText } from './business.ts';
import { getCity, headerCitySlugs } from './cities.ts';
import {
  CtaBannerSchema,
  FeatureSchema,
  HeroSchema,
  NavItemSchema,
  NavLinkSchema,
  PolicySectionSchema,
  SeoSchema,
  StatSchema,
  StepSchema,
} from './schema.ts';
import type {
  CtaBanner,
  Feature,
  FormServiceValue,
  Hero,
  Link,
  NavItem,
  NavLink,
  PolicySection,
  Seo,
  Stat,
  Step,
} from './schema.ts';
import { services } from './services.ts';

const main = business.phones.main;
const area = business.serviceAreaSummary;
const features = (items: Feature[]): Feature[] => items.map((f) => FeatureSchema.parse(f));

// ---------------------------------------------------------------------------
// Shared layout
// ---------------------------------------------------------------------------

export const emergencyBanner = {
  /** Shown from the small-screen breakpoint up. */
  long: `24/7 Emergency Garage Door Service: average response ${emergencyResponseText} from ${area}`,
  /** Shown on small screens. */
  short: '24/7 Emergency Service',
  call: { text: `Call ${main.display}`, href: main.href } satisfies Link,
  closeLabel: 'Close emergency banner',
} as const;

export const navigation: { items: NavItem[]; headerCta: Link } = {
  items: [
    { label: 'Home', href: routes.home },
    {
      label: 'Services',
      href: routes.services,
      children: [
        ...services.map((s) => ({ label: s.title, href: routes.service(s.slug) })),
        { label: 'View All Services', href: routes.services },
      ],
    },
    {
      label: 'Areas Served',
      href: routes.locations,
      children: [
        ...headerCitySlugs.map((slug) => ({
          label: getCity(slug).cityName,
          href: routes.city(slug),
        })),
        { label: 'All Locations', href: routes.locations },
      ],
    },
    { label: 'About', href: routes.about },
    { label: 'Contact', href: routes.contact },
  ].map((item) => NavItemSchema.parse(item)),
  /** The header's Free Estimate button is a call link (spec). */
  headerCta: { text: 'Free Estimate', href: main.href },
};

export const footer = {
  about: `Family-owned and operated since ${business.founded.year}. Garage door installation, repair, maintenance and 24/7 emergency service from ${area}.`,
  headings: {
    business: business.name,
    services: 'Our Services',
    areas: 'Areas We Serve',
    quickLinks: 'Quick Links',
  },
  quickLinks: [
    { label: 'About Us', href: routes.about },
    { label: 'Gallery', href: routes.gallery },
    { label: 'Testimonials', href: routes.testimonials },
    { label: 'FAQs', href: routes.faqs },
    { label: 'Free Estimate', href: routes.freeEstimate },
    { label: 'Contact', href: routes.contact },
    { label: 'Upload Photos', href: routes.upload },
    { label: 'Privacy Policy', href: routes.privacyPolicy },
  ].map((l): NavLink => NavLinkSchema.parse(l)),
  /** The footer's areas column: the home grid's cities plus the index. */
  allLocationsLink: { label: 'All Locations', href: routes.locations } satisfies NavLink,
  adminLink: { label: 'Admin', href: routes.admin } satisfies NavLink,
  copyright: (year: number): string => `\u00a9 ${year} ${business.name}. All rights reserved.`,
};

/** The closing call-to-action banner's defaults (spec: title, button, target). */
export const defaultCta: CtaBanner = CtaBannerSchema.parse({
  title: 'Ready to Get Started?',
  text: `Free, no-obligation estimates from a family business that has served the Carolinas since ${business.founded.year}. Call ${main.display} or send us your request.`,
  button: { text: 'Get a Free Estimate', href: routes.contact },
});

// ---------------------------------------------------------------------------
// Page heroes
// ---------------------------------------------------------------------------

type HeroPageId =
  | 'home'
  | 'about'
  | 'services'
  | 'contact'
  | 'locations'
  | 'gallery'
  | 'faqs'
  | 'freeEstimate'
  | 'testimonials';

const heroLocation = `Serving ${area}`;

export const pageHeroes: Record<HeroPageId, Hero> = {
  home: HeroSchema.parse({
    title: 'Garage Door Experts for the Carolinas',
    subtitle: `Installation, repair and 24/7 emergency service from a family business trusted by ${business.claims.customers} customers since ${business.founded.year}`,
    location: heroLocation,
    primaryCta: { text: 'Emergency Repair', href: routes.contact },
    secondaryCta: { text: 'Our Services', href: routes.services },
    placeholderKey: 'home.hero',
  }),
  about: HeroSchema.parse({
    title: `A Family Business Since ${business.founded.year}`,
    subtitle: 'Two generations of garage door know-how, serving our neighbors across the Carolinas',
    location: heroLocation,
    primaryCta: { text: 'Get a Free Estimate', href: routes.contact },
    secondaryCta: { text: 'Our Services', href: routes.services },
    placeholderKey: 'about.hero',
  }),
  services: HeroSchema.parse({
    title: 'Garage Door Services',
    subtitle:
      'Installation, repair, maintenance, openers, parts and emergency service under one roof',
    location: heroLocation,
    primaryCta: { text: 'Get a Free Estimate', href: routes.contact },
    secondaryCta: { text: `Call ${main.display}`, href: main.href },
    placeholderKey: 'services.hero',
  }),
  contact: HeroSchema.parse({
    title: 'Contact Us',
    subtitle: `Tell us what your door is doing and we will reply within ${business.response.emailHours} hours. Emergencies: call any time.`,
    location: heroLocation,
    primaryCta: { text: 'Call Now', href: main.href },
    placeholderKey: 'contact.hero',
  }),
  locations: HeroSchema.parse({
    title: 'Areas We Serve',
    subtitle: `14 cities across ${business.counties.length} counties in North and South Carolina`,
    location: heroLocation,
    primaryCta: { text: 'Get a Free Estimate', href: routes.contact },
    secondaryCta: { text: `Call ${main.display}`, href: main.href },
    placeholderKey: 'locations.hero',
  }),
  gallery: HeroSchema.parse({
    title: 'Our Work',
    subtitle: 'New doors, repairs and opener upgrades from homes and businesses across the region',
    location: heroLocation,
    primaryCta: { text: 'Get a Free Quote', href: routes.contact },
    secondaryCta: { text: 'Our Services', href: routes.services },
    placeholderKey: 'gallery.hero',
  }),
  faqs: HeroSchema.parse({
    title: 'Frequently Asked Questions',
    subtitle: 'Straight answers about costs, timing, safety and warranties',
    location: heroLocation,
    primaryCta: { text: 'Contact Us', href: routes.contact },
    secondaryCta: { text: 'Get a Free Estimate', href: routes.contact },
    placeholderKey: 'faqs.hero',
  }),
  freeEstimate: HeroSchema.parse({
    title: 'Get a Free Estimate',
    subtitle: 'No cost, no obligation, and a clear written price before any work begins',
    location: heroLocation,
    primaryCta: { text: `Call ${main.display}`, href: main.href },
    placeholderKey: 'free_estimate.hero',
  }),
  testimonials: HeroSchema.parse({
    title: 'What Our Customers Say',
    subtitle: `Rated ${ratingText} by homeowners across the Carolinas`,
    location: heroLocation,
    primaryCta: { text: 'Get a Free Estimate', href: routes.contact },
    secondaryCta: { text: 'See Our Work', href: routes.gallery },
    placeholderKey: 'testimonials.hero',
  }),
};

// ---------------------------------------------------------------------------
// Why choose us, trust points
// ---------------------------------------------------------------------------

export const whyChooseUs = {
  /** Home page, four items. */
  home: features([
    {
      title: 'Family Owned Since 1995',
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
      text: `Written prices before work starts, warranties on parts and labor, and a ${business.rating.value}-star rating from ${business.rating.count} reviews.`,
    },
  ]),
  /** Services index, four items. */
  services: features([
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
  ]),
  /** City pages: a short list. */
  city: [
    `Family owned and operated since ${business.founded.year}`,
    'Licensed, insured and background-checked technicians',
    `Emergency response in ${emergencyResponseText} on average`,
    'Free estimates with a written price',
    `${business.warranty.installationWork} warranty on installations, ${business.warranty.repairs} on repairs`,
  ],
};

/** The home page's trust section. */
export const trustPoints: Feature[] = features([
  {
    title: `${business.claims.yearsInBusiness} Years in Business`,
    text: `Serving the Carolinas since ${business.founded.year}.`,
  },
  {
    title: `${business.claims.customers} Satisfied Customers`,
    text: 'Homeowners and businesses from Mooresville to Lancaster.',
  },
  {
    title: `${business.rating.value}/${business.rating.best} Customer Rating`,
    text: `Based on ${business.rating.count} reviews.`,
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

// ---------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------

export const homeContent = {
  welcome: {
    title: `Welcome to ${business.name}`,
    paragraphs: [
      `Since ${business.founded.year} our family has installed, repaired and maintained garage doors for homes and businesses from ${area}. What started as one truck in Concord is now a team of trained technicians, and the founder's son has worked beside him since ${business.founded.sonJoinedYear}.`,
      'We treat every garage like our own: a clear price before we start, parts that fit your door, a clean driveway when we leave, and a phone that is answered at any hour when something goes wrong.',
    ],
    stats: [
      { value: business.claims.yearsInBusiness, label: 'Years in Business' },
      { value: business.claims.customers, label: 'Satisfied Customers' },
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
    subtitle: `From ${area} and the towns in between`,
    viewAll: { text: 'View All Locations', href: routes.locations } satisfies Link,
  },
  trust: { title: 'Trusted by Your Neighbors' },
};

// ---------------------------------------------------------------------------
// About
// ---------------------------------------------------------------------------

export const aboutContent = {
  story: {
    title: 'Our Story',
    paragraphs: [
      `${business.name} began in ${business.founded.year} with one pickup truck, a set of winding bars and a simple idea: fix the door properly, charge a fair price, and be reachable when a customer needs you. Most of our early work came from neighbors in Concord telling other neighbors.`,
      `In ${business.founded.sonJoinedYear} the founder's son joined the business after learning the trade at his father's side on weekends. He brought smart openers, online scheduling and a few more trucks; his father still insists that every spring is measured twice.`,
      `Today we serve ${business.claims.customers} customers from ${area}, and we are still the family you talk to when you call.`,
    ],
  },
  values: {
    title: 'Our Values',
    items: features([
      {
        title: 'Integrity',
        text: 'Honest assessments, written prices and no upselling. If a repair will do, we say so.',
      },
      {
        title: 'Quality',
        text: 'Parts matched to your door, careful installation and every job tested before we leave.',
      },
      {
        title: 'Reliability',
        text: 'We arrive when we say, call ahead when traffic says otherwise, and answer the emergency line around the clock.',
      },
      {
        title: 'Community',
        text: 'We live where we work, and we support the schools, teams and neighbors of the towns we serve.',
      },
    ]),
  },
  team: {
    title: 'Our Team',
    text: 'Every technician who comes to your home is an employee of our company, not a subcontractor.',
    badges: features([
      {
        title: 'Factory Certified Technicians',
        text: 'Trained and certified on the doors and openers we install.',
      },
      {
        title: 'Ongoing Training',
        text: 'Regular training on new products, safety standards and smart-home technology.',
      },
      {
        title: 'Background Checked',
        text: 'Every technician is background checked before visiting a customer.',
      },
    ]),
  },
  images: {
    first: 'about.main_image_1',
    second: 'about.main_image_2',
  } as const,
};

// ---------------------------------------------------------------------------
// Services index and service pages
// ---------------------------------------------------------------------------

export const servicesIndexContent = {
  title: 'What We Do',
  subtitle: 'Six services, one trusted family team',
  whyChooseUsTitle: 'Why Choose Us',
};

export const servicePageContent = {
  benefitsTitle: 'Benefits',
  faqsTitle: 'Frequently Asked Questions',
  scheduleButton: { text: 'Schedule Service', href: routes.contact } satisfies Link,
  allServicesButton: { text: 'View All Services', href: routes.services } satisfies Link,
  sidebar: {
    quoteTitle: 'Request a Free Quote',
    areasTitle: 'Service Areas',
    emergencyTitle: 'Need Emergency Service?',
    emergencyText: `Our emergency line is open 24/7. Average response: ${emergencyResponseText}.`,
    emergencyCall: { text: `Call ${main.display}`, href: main.href } satisfies Link,
  },
};

// ---------------------------------------------------------------------------
// Contact, free estimate, FAQ page, gallery, locations, testimonials, city
// ---------------------------------------------------------------------------

/** Options of the quote form's service select. */
export const serviceSelectOptions: { value: FormServiceValue; label: string }[] = [
  ...services.map((s) => ({ value: s.value, label: s.title })),
  { value: 'other', label: 'Other' },
];

export const contactContent = {
  formTitle: messages.contactForm.title,
  formText: `Fill out the form and we will contact you within ${business.response.emailHours} hours. For emergencies, please call.`,
  info: {
    title: 'Contact Information',
    phoneLabel: 'Office and Emergency',
    emailLabel: 'E-mail',
    hoursLabel: 'Business Hours',
    areaLabel: 'Service Area',
    areaText: `${area} and surrounding areas`,
  },
  faqTitle: 'Common Questions',
};

export const freeEstimateContent = {
  title: 'Request Your Free Estimate',
  intro:
    'Whether you need a new door, a new opener or a repair, the estimate is free and there is no obligation. Send the form or call, and a member of our family team will get back to you.',
  nextStepsTitle: 'What Happens Next',
  nextSteps: [
    {
      title: 'We get in touch',
      text: `Within ${business.response.emailHours} hours we call or e-mail to talk through what you need and set a time that suits you.`,
    },
    {
      title: 'We visit and measure',
      text: 'A technician inspects the door and opener, measures the opening and shows you options and samples.',
    },
    {
      title: 'You get a written price',
      text: 'A clear, itemized estimate with no pressure. The price we quote is the price you pay.',
    },
    {
      title: 'We do the work',
      text: 'Most repairs are finished on the spot; new doors and openers are scheduled at your convenience.',
    },
  ].map((s): Step => StepSchema.parse(s)),
  trustTitle: 'Why Homeowners Choose Us',
  trustPoints: [
    'Free, no-obligation estimates',
    `Family owned since ${business.founded.year}`,
    `${business.claims.customers} satisfied customers`,
    `Rated ${ratingText}`,
    'Fully licensed and insured',
    'Financing for qualified customers',
  ],
};

export const faqsPageContent = {
  stillHaveQuestions: {
    title: 'Still Have Questions?',
    text: 'Our team is happy to help. Send us a message or give us a call.',
    contact: { text: 'Contact Us', href: routes.contact } satisfies Link,
    call: { text: `Call ${main.display}`, href: main.href } satisfies Link,
  },
};

export const galleryContent = {
  title: 'Recent Projects',
  subtitle: 'A few of the doors we have installed and repaired across the region',
  offeringsTitle: 'What We Can Do for You',
};

export const locationsContent = {
  title: 'Proudly Serving North and South Carolina',
  intro: `From our home base in Concord we cover a ${Math.round(business.serviceRadiusMeters / 1000)} km radius: ${area}, across ${business.counties.length} counties. Choose your city for local information, or call us if you do not see it listed.`,
  ncTitle: 'North Carolina',
  scTitle: 'South Carolina',
  callBox: {
    title: 'Not Sure If We Serve Your Area?',
    text: 'Call us and we will let you know right away.',
    call: { text: `Call ${main.display}`, href: main.href } satisfies Link,
  },
};

export const testimonialsContent = {
  title: 'Customer Reviews',
  summary: `Rated ${ratingText}`,
  intro:
    'A selection of what customers across the region say after we have worked on their garage doors.',
};

export const cityPageContent = {
  servicesTitle: (cityName: string): string => `Garage Door Services in ${cityName}`,
  areasTitle: (cityName: string): string => `Areas We Serve in ${cityName}`,
  neighborhoodsTitle: (cityName: string): string => `${cityName} Neighborhoods We Serve`,
  emergencyTitle: 'Garage Door Emergency?',
  emergencyText: `Call our local line any time. Average response: ${emergencyResponseText}.`,
  whyChooseTitle: (cityName: string): string => `Why ${cityName} Chooses Us`,
  nearbyTitle: 'Nearby Areas We Serve',
};

/** Upload page copy; the button texts and messages are in app/lib/messages.ts. */
export const uploadContent = {
  title: 'Upload Your Photos',
  intro:
    'Send us photos of your garage door so we can prepare an accurate estimate before we visit.',
  accept: `JPG, PNG or WEBP, up to ${limits.upload.maxFileBytes / (1024 * 1024)}MB each`,
  publicNote:
    'Uploaded photos are public: anyone with the link can view them. Please do not upload photos showing people, license plates or house numbers.',
};

// ---------------------------------------------------------------------------
// SEO for the static pages
// ---------------------------------------------------------------------------

export const pageSeo: Record<StaticPageId, Seo> = {
  home: {
    title: 'Carolina Family Garage Doors | Concord NC to Rock Hill SC',
    description: `Family-owned garage door installation, repair, openers and 24/7 emergency service since ${business.founded.year}. Serving Concord, Charlotte and Rock Hill. Free estimates.`,
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
    title: 'Contact Us | Carolina Family Garage Doors',
    description:
      'Request garage door service or a free quote. We reply within 24 hours; emergency line open 24/7. Serving Concord, NC to Rock Hill, SC.',
    keywords: [
      'contact garage door company',
      'garage door quote',
      'garage door service request',
      'garage door repair phone number',
    ],
  },
  about: {
    title: 'About Us | Family-Owned Since 1995',
    description: `Meet the family behind ${business.name}: founded in ${business.founded.year}, joined by the next generation in ${business.founded.sonJoinedYear}, with ${business.claims.customers} customers across the Carolinas.`,
    keywords: [
      'family owned garage door company',
      'garage door technicians',
      'about Carolina Family Garage Doors',
      'local garage door company',
    ],
  },
  services: {
    title: 'Garage Door Services | Install, Repair & Openers',
    description:
      'Garage door installation, repair, maintenance, openers, parts and 24/7 emergency service from Concord, NC to Rock Hill, SC. Free, no-obligation estimates.',
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
      'Garage door service in 14 cities across Mecklenburg, Cabarrus, Iredell, Union, Gaston, York and Lancaster counties, from Concord, NC to Rock Hill, SC.',
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
    title: `Customer Reviews | Rated ${business.rating.value} of ${business.rating.best}`,
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
    title: 'Privacy Policy | Carolina Family Garage Doors',
    description:
      'How Carolina Family Garage Doors collects, uses, shares and protects the information you give us through this website, by phone and by e-mail.',
    keywords: ['privacy policy', 'personal information', 'data protection', 'website privacy'],
  },
  upload: {
    title: 'Upload Photos | Carolina Family Garage Doors',
    description:
      'Upload photos of your garage door (JPG, PNG or WEBP, up to 10MB each) so our technicians can prepare an accurate estimate before the visit.',
    keywords: [
      'upload garage door photos',
      'garage door estimate photos',
      'garage door repair photos',
    ],
  },
};

for (const [id, seo] of Object.entries(pageSeo)) {
  const parsed = SeoSchema.safeParse(seo);
  if (!parsed.success) throw new Error(`pageSeo.${id}: ${parsed.error.message}`);
}

// ---------------------------------------------------------------------------
// Privacy policy
// ---------------------------------------------------------------------------

/** "November 22, 2026": today's date in the business's time zone (for "Last Updated"). */
export function formatLastUpdated(date: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: business.timeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

const policySections: PolicySection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information We Collect',
    paragraphs: ['We collect only what we need to answer your request and run our business:'],
    bullets: [
      'Contact details you give us: your name, e-mail address, phone number and, if you choose, your street address and city.',
      'Details of your request: the service you need and any message you write.',
      'Photos you upload through our upload page.',
      'Technical information sent by your browser: IP address, browser type, the pages you request and the time of the request.',
    ],
  },
  {
    id: 'how-we-collect',
    heading: 'How We Collect Information',
    paragraphs: [
      'Directly from you when you fill in a quote or contact form, upload photos, call us or e-mail us.',
      'Automatically when you visit the website: our server records basic request logs, and your browser keeps small pieces of data on your own device (for example, whether you closed the emergency banner in this session, or a form you sent while offline that is waiting to be delivered). We do not use advertising or cross-site tracking cookies.',
    ],
  },
  {
    id: 'how-we-use',
    heading: 'How We Use Your Information',
    paragraphs: ['We use the information we collect to:'],
    bullets: [
      'Respond to your request, prepare estimates and schedule service.',
      'Send you a confirmation and service-related messages.',
      'Keep records of the work we have done for you, including warranty records.',
      'Protect the website from spam, abuse and attacks, for example by limiting how often a form can be sent.',
      'Meet our legal, tax and accounting obligations.',
    ],
  },
  {
    id: 'disclosure',
    heading: 'Disclosure of Your Information',
    paragraphs: [
      'We do not sell or rent your personal information, and we do not share it with third parties for their own marketing.',
      'We share information only with service providers who help us run the business (such as e-mail delivery and hosting) and only as needed for them to do so; when the law requires it; to protect the rights and safety of our customers, staff or the public; or as part of a sale or transfer of the business, in which case this policy continues to apply.',
      'Photos uploaded through the upload page are stored at public addresses so that we can view them; anyone who has the address of a photo can see it.',
    ],
  },
  {
    id: 'data-security',
    heading: 'Data Security',
    paragraphs: [
      'We protect your information with encrypted connections, restricted access to our systems, and passwords stored only in hashed form. Uploaded photos are re-encoded and their embedded metadata, such as location, is removed.',
      'No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we work to protect your information and will notify you as required by law if a breach affects it.',
    ],
  },
  {
    id: 'children',
    heading: 'Children Under 16',
    paragraphs: [
      'This website is not intended for children under 16 years of age, and we do not knowingly collect personal information from children under 16. If you believe a child under 16 has given us personal information, please contact us and we will delete it.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy from time to time. The date at the top of this page shows when it was last updated, and changes take effect when they are posted here.',
    ],
  },
  {
    id: 'contact',
    heading: 'Contact Information',
    paragraphs: [
      `If you have questions about this policy or want to see, correct or delete the information we hold about you, contact us:`,
    ],
    bullets: [
      business.name,
      `${business.address.addressLocality}, ${business.address.addressRegion}`,
      `Phone: ${main.display}`,
      `E-mail: ${business.emails.info}`,
    ],
  },
];

export const privacyPolicy = {
  title: 'Privacy Policy',
  lastUpdatedLabel: 'Last Updated',
  intro: `${business.name} ("we", "us") respects your privacy. This policy explains what information we collect through this website and in the course of serving you, how we use it, and the choices you have.`,
  sections: policySections.map((s) => PolicySectionSchema.parse(s)),
  disclaimer:
    'This privacy policy is provided for general information about our practices. It does not create contractual or legal rights for any party and is not legal advice. Where the law gives you additional rights, those rights apply in full.',
};
