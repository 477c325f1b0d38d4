/** Each service page (/services/:slug): the copy around a service; the services are in ../services.ts. */
import { routes } from '../../lib/urls.ts';
import { emergencyResponseText } from '../business.ts';
import type { Link } from '../schema.ts';

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
    emergencyCall: { text: `Call {{phone}}`, href: '{{phoneHref}}' } satisfies Link,
  },
};
