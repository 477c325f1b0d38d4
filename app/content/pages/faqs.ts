/** FAQ page (/faqs); the questions are in ../faqs.ts: its hero, SEO and copy. */
import { routes } from '../../lib/urls.ts';
import type { Link, Seo } from '../schema.ts';
import { pageHero } from './shared.ts';

export const hero = pageHero('faqs.hero', {
  title: 'Frequently Asked Questions',
  subtitle: 'Straight answers about costs, timing, safety and warranties',
  primaryCta: { text: 'Contact Us', href: routes.contact },
  secondaryCta: { text: 'Get a Free Estimate', href: routes.contact },
});

export const seo: Seo = {
  title: 'Garage Door FAQs | Costs, Timing & Warranties',
  description:
    'Answers to common garage door questions: repair costs, installation time, maintenance schedules, openers, safety checks and warranties.',
  keywords: [
    'garage door FAQ',
    'garage door repair cost',
    'how long does garage door installation take',
    'garage door maintenance schedule',
  ],
};

export const faqsPageContent = {
  stillHaveQuestions: {
    title: 'Still Have Questions?',
    text: 'Our team is happy to help. Send us a message or give us a call.',
    contact: { text: 'Contact Us', href: routes.contact } satisfies Link,
    call: { text: `Call {{phone}}`, href: '{{phoneHref}}' } satisfies Link,
  },
};
