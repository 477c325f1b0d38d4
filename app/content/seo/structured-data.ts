/**
 * schema.org JSON-LD built from the content a page shows (the request's snapshot, passed in),
 * so the structured data can never disagree with the page. Every page carries the business;
 * service pages add a Service, pages with FAQs a FAQPage, nested pages a BreadcrumbList.
 */
import { cityLabel } from '../cities/index.ts';
import type { SiteContent } from '../live.ts';
import type { BusinessProfile, City, Faq, Service, Testimonial } from '../schema.ts';
import { monthNames } from '../schema.ts';
import { todayIn } from '../../lib/clock.ts';
import { specialHoursSpecification, upcomingSpecialHours } from '../special-hours.ts';
import { absoluteUrl, routes } from '../../lib/urls.ts';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

/** A page's one JSON-LD document: every node of the page in one graph (issue 40). */
export type JsonLdGraph = {
  '@context': 'https://schema.org';
  '@graph': Array<Omit<JsonLd, '@context'>>;
};

/**
 * The page's nodes as one graph, each without its own `@context`: one script per page, so no
 * two blocks can disagree about the business (issue 40: several plugins' blocks clash).
 */
export function jsonLdGraph(nodes: readonly JsonLd[]): JsonLdGraph {
  return {
    '@context': 'https://schema.org',
    '@graph': nodes.map(({ '@context': _context, ...node }) => node),
  };
}

/** Stable node id of the business, so other nodes can point at it. */
export function businessId(origin: string): string {
  return `${absoluteUrl(origin, '/')}#business`;
}

function areaServed(origin: string, cities: readonly City[]) {
  return cities.map((city: City) => ({
    '@type': 'City',
    name: cityLabel(city),
    url: absoluteUrl(origin, routes.city(city.slug)),
  }));
}

/** "March 2026" -> "2026-03" (schema.org dates are ISO 8601). */
export function isoMonth(monthYear: string): string {
  const [month = '', year = ''] = monthYear.split(' ');
  const index = (monthNames as readonly string[]).indexOf(month);
  if (index < 0 || !/^\d{4}$/.test(year)) throw new Error(`not a month and year: ${monthYear}`);
  return `${year}-${String(index + 1).padStart(2, '0')}`;
}

function review(testimonial: Testimonial, business: BusinessProfile) {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: testimonial.name },
    reviewBody: testimonial.text,
    datePublished: isoMonth(testimonial.date),
    reviewRating: {
      '@type': 'Rating',
      ratingValue: testimonial.stars,
      bestRating: business.rating.best,
      worstRating: business.rating.worst,
    },
  };
}

/** The HomeAndConstructionBusiness node every public page carries. */
export function businessJsonLd(
  origin: string,
  content: Pick<
    SiteContent,
    'business' | 'specialHours' | 'cities' | 'services' | 'featuredReview'
  >,
): JsonLd {
  const { business, specialHours, cities, services, featuredReview } = content;
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(origin),
    name: business.name,
    description: business.description,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, business.logo.src),
    image: absoluteUrl(origin, business.logo.src),
    telephone: business.phones.main.e164,
    email: business.emails.info,
    address: {
      '@type': 'PostalAddress',
      ...(business.address.streetAddress ? { streetAddress: business.address.streetAddress } : {}),
      addressLocality: business.address.addressLocality,
      addressRegion: business.address.addressRegion,
      postalCode: business.address.postalCode,
      addressCountry: business.address.addressCountry,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: business.geo.latitude,
      longitude: business.geo.longitude,
    },
    areaServed: [
      ...areaServed(origin, cities),
      {
        '@type': 'GeoCircle',
        geoMidpoint: {
          '@type': 'GeoCoordinates',
          latitude: business.geo.latitude,
          longitude: business.geo.longitude,
        },
        geoRadius: business.serviceRadiusMeters,
      },
    ],
    openingHoursSpecification: [
      ...business.hours.specification.map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: h.days,
        opens: h.opens,
        closes: h.closes,
      })),
      // Holidays and storm days the owner entered (issue 15), each valid for its date only.
      ...upcomingSpecialHours(specialHours, todayIn(business.timeZone), 366).map(
        specialHoursSpecification,
      ),
    ],
    paymentAccepted: business.paymentAccepted.join(', '),
    currenciesAccepted: business.currenciesAccepted,
    priceRange: business.priceRange,
    foundingDate: String(business.founded.year),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.rating.value,
      reviewCount: business.rating.count,
      bestRating: business.rating.best,
      worstRating: business.rating.worst,
    },
    review: [review(featuredReview, business)],
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Garage Door Services',
      itemListElement: services.map((s) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: s.title,
          description: s.cardDescription,
          url: absoluteUrl(origin, routes.service(s.slug)),
        },
      })),
    },
    sameAs: business.social.map((s) => s.url),
  };
}

export function serviceJsonLd(
  origin: string,
  content: Pick<SiteContent, 'business' | 'cities'>,
  service: Service,
): JsonLd {
  const { business } = content;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.subtitle,
    url: absoluteUrl(origin, routes.service(service.slug)),
    image: absoluteUrl(origin, service.heroImage.src),
    provider: {
      '@id': businessId(origin),
      '@type': 'HomeAndConstructionBusiness',
      name: business.name,
    },
    areaServed: areaServed(origin, content.cities),
    offers: {
      '@type': 'Offer',
      priceCurrency: business.currenciesAccepted,
      description: business.priceNote,
    },
  };
}

export function faqPageJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(origin, c.path),
    })),
  };
}

/** What a BlogPosting node says of a post (issue 40); dates ISO 8601, image absolute. */
export interface BlogPostingInput {
  path: string;
  headline: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified: string;
}

/**
 * A post's one BlogPosting: the business is its author and publisher (the node every page
 * carries, by `@id`), so the graph never names a second organisation.
 */
export function blogPostingJsonLd(
  origin: string,
  content: Pick<SiteContent, 'business'>,
  post: BlogPostingInput,
): JsonLd {
  const { business } = content;
  const url = absoluteUrl(origin, post.path);
  const organisation = {
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(origin),
    name: business.name,
    url: absoluteUrl(origin, '/'),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    mainEntityOfPage: url,
    url,
    headline: post.headline,
    description: post.description,
    image: [post.image],
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    inLanguage: 'en-US',
    author: organisation,
    publisher: {
      ...organisation,
      logo: { '@type': 'ImageObject', url: absoluteUrl(origin, business.logo.src) },
    },
  };
}
