/** Contact page (/contact): its hero, SEO and copy. */
import { messages } from '../../lib/messages.ts';
import { defaultBusiness as business } from '../business.ts';
import type { Seo } from '../schema.ts';
import { pageHero } from './shared.ts';

export const hero = pageHero('contact.hero', {
  title: 'Contact Us',
  subtitle: `Tell us what your door is doing and we will reply within ${business.response.emailHours} hours. Emergencies: call any time.`,
  primaryCta: { text: 'Call Now', href: '{{phoneHref}}' },
});

export const seo: Seo = {
  title: 'Contact Us | {{name}}',
  description:
    'Request garage door service or a free quote. We reply within 24 hours; emergency line open 24/7. Serving {{serviceArea}}.',
  keywords: [
    'contact garage door company',
    'garage door quote',
    'garage door service request',
    'garage door repair phone number',
  ],
};

export const contactContent = {
  formTitle: messages.contactForm.title,
  formText: `Fill out the form and we will contact you within ${business.response.emailHours} hours. For emergencies, please call.`,
  info: {
    title: 'Contact Information',
    phoneLabel: 'Office and Emergency',
    emailLabel: 'E-mail',
    hoursLabel: 'Business Hours',
    areaLabel: 'Service Area',
    areaText: `{{serviceArea}} and surrounding areas`,
  },
  faqTitle: 'Common Questions',
};
