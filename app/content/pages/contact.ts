/** Contact page (/contact): its copy (hero and SEO: ./page-heroes.ts, ./page-seo.ts). */
import { messages } from '../../lib/messages.ts';
import { defaultBusiness as business } from '../business.ts';

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
