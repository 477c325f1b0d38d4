/**
 * Site-wide chrome: the emergency banner, the header navigation, the footer and the default
 * call-to-action banner. Each page's own copy is in ./pages/<page>.ts.
 */
import { routes } from '../lib/urls.ts';
import { emergencyResponseText } from './business.ts';
import { CtaBannerSchema, NavLinkSchema, NavMenuSchema, serviceSlugs } from './schema.ts';
import type { CtaBanner, Link, NavLink, NavMenu } from './schema.ts';
import { headerCitySlugs } from './cities/index.ts';

export interface EmergencyBannerContent {
  /** The owner can switch the banner off (site content `banner.enabled`). */
  enabled: boolean;
  /** Shown from the small-screen breakpoint up. */
  long: string;
  /** Shown on small screens. */
  short: string;
  call: Link;
  closeLabel: string;
}

export const defaultEmergencyBanner: EmergencyBannerContent = {
  enabled: true,
  /** Shown from the small-screen breakpoint up. */
  long: `24/7 Emergency Garage Door Service: average response ${emergencyResponseText} from {{serviceArea}}`,
  /** Shown on small screens. */
  short: '24/7 Emergency Service',
  call: { text: `Call {{phone}}`, href: '{{phoneHref}}' } satisfies Link,
  closeLabel: 'Close emergency banner',
};

/**
 * The header's menu as the code writes it: the service and town entries name their page by slug
 * (./sections/navigation.ts gives each the page's title as its label).
 */
export const defaultNavigation: { items: NavMenu[]; headerCta: Link } = {
  items: [
    { label: 'Home', href: routes.home },
    {
      label: 'Services',
      href: routes.services,
      children: [
        ...serviceSlugs.map((service) => ({ service })),
        { label: 'View All Services', href: routes.services },
      ],
    },
    {
      label: 'Areas Served',
      href: routes.locations,
      children: [
        ...headerCitySlugs.map((town) => ({ town })),
        { label: 'All Locations', href: routes.locations },
      ],
    },
    { label: 'About', href: routes.about },
    { label: 'Contact', href: routes.contact },
  ].map((item) => NavMenuSchema.parse(item)),
  /** The header's Free Estimate button is a call link (spec). */
  headerCta: { text: 'Free Estimate', href: '{{phoneHref}}' },
};

/** A link, checked. */
function navLink(label: string, href: string): NavLink {
  return NavLinkSchema.parse({ label, href });
}

export const defaultFooter = {
  about: `Family-owned and operated since {{foundedYear}}. Garage door installation, repair, maintenance and 24/7 emergency service from {{serviceArea}}.`,
  headings: {
    business: '{{name}}',
    services: 'Our Services',
    areas: 'Areas We Serve',
    quickLinks: 'Quick Links',
  },
  quickLinks: [
    navLink('About Us', routes.about),
    navLink('Gallery', routes.gallery),
    navLink('Blog', routes.blog),
    navLink('Testimonials', routes.testimonials),
    navLink('FAQs', routes.faqs),
    navLink('Free Estimate', routes.freeEstimate),
    navLink('Contact', routes.contact),
    navLink('Upload Photos', routes.upload),
    navLink('Privacy Policy', routes.privacyPolicy),
  ],
  /** The footer's areas column: the home grid's cities plus the index. */
  allLocationsLink: { label: 'All Locations', href: routes.locations } satisfies NavLink,
  adminLink: { label: 'Admin', href: routes.admin } satisfies NavLink,
};

/**
 * The footer's copyright line. A function of the render's year and its snapshot's business
 * name, not a content field: a snapshot is plain data (it travels as loader data).
 */
export function footerCopyright(year: number, businessName: string): string {
  return `\u00a9 ${year} ${businessName}. All rights reserved.`;
}

/** The closing call-to-action banner's defaults (spec: title, button, target). */
const defaultCtaBanner: CtaBanner = CtaBannerSchema.parse({
  title: 'Ready to Get Started?',
  text: `Free, no-obligation estimates from a family business that has served the Carolinas since {{foundedYear}}. Call {{phone}} or send us your request.`,
  button: { text: 'Get a Free Estimate', href: routes.contact },
});

export { defaultCtaBanner };
