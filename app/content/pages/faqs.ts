/** FAQ page (/faqs); the questions are in ../faqs.ts: its copy (hero and SEO: ./page-heroes.ts, ./page-seo.ts). */
import { routes } from '../../lib/urls.ts';
import type { Link } from '../schema.ts';

export const faqsPageContent = {
  stillHaveQuestions: {
    title: 'Still Have Questions?',
    text: 'Our team is happy to help. Send us a message or give us a call.',
    contact: { text: 'Contact Us', href: routes.contact } satisfies Link,
    call: { text: `Call {{phone}}`, href: '{{phoneHref}}' } satisfies Link,
  },
};
