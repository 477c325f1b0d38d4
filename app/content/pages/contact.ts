/** Contact page (/contact): its hero, SEO and copy. */
import { messages } from '../../lib/messages.ts';
import { business } from '../business.ts';
import { HeroSchema } from '../schema.ts';
import type { Hero, Seo } from '../schema.ts';
import { main, area, heroLocation } from './shared.ts';

export const hero: Hero = HeroSchema.parse({
  title: 'Contact Us',
  subtitle: `Tell us what your door is doing and we will reply within ${business.response.emailHours} hours. Emergencies: call any time.`,
  location: heroLocation,
  primaryCta: { text: 'Call Now', href: main.href },
  placeholderKey: 'contact.hero',
});

export const seo: Seo = {
  title: 'Contact Us | Carolina Family Garage Doors',
  description:
    'Request garage door service or a free quote. We reply within 24 hours; emergency line open 24/7. Serving Concord, NC to Rock Hill, SC.',
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
    areaText: `${area} and surrounding areas`,
  },
  faqTitle: 'Common Questions',
};
