/**
 * The services section: the six service pages are the shipped records (../services.ts) with the
 * document's fields; the document's section is those fields of the records.
 */
import { defaultServices } from '../services.ts';
import type { Service, ServiceSlug } from '../schema.ts';
import type { ServiceDocument, SiteContentDocument } from '../site-document.ts';

function serviceWith(service: Service, s: ServiceDocument): Service {
  return {
    ...service,
    title: s.title,
    subtitle: s.subtitle,
    hero: {
      ...service.hero,
      // A hero that repeats the title follows a renamed service; one written apart stays.
      title: service.hero.title === service.title ? s.title : service.hero.title,
    },
    body: s.mainText.map((section) => ({
      heading: section.heading,
      paragraphs: section.paragraphs,
      ...(section.bullets.length > 0 ? { bullets: section.bullets } : {}),
    })),
    benefits: s.benefits,
    faqs: s.faqs,
  };
}

/** The service pages of a document, in the shipped order. */
export function selectServices(doc: SiteContentDocument): Service[] {
  return defaultServices.map((service) => serviceWith(service, doc.services[service.slug]));
}

/** The document's services section as `services` write it. */
export function servicesDocument(
  services: readonly Service[],
): Record<ServiceSlug, ServiceDocument> {
  return Object.fromEntries(
    services.map((s) => [
      s.slug,
      {
        title: s.title,
        subtitle: s.subtitle,
        mainText: s.body.map((section) => ({
          heading: section.heading,
          paragraphs: [...section.paragraphs],
          bullets: [...(section.bullets ?? [])],
        })),
        benefits: [...s.benefits],
        faqs: s.faqs.map((f) => ({ question: f.question, answer: f.answer })),
      } satisfies ServiceDocument,
    ]),
  ) as Record<ServiceSlug, ServiceDocument>;
}
