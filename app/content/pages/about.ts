/** About page (/about): its copy (hero and SEO: ./page-heroes.ts, ./page-seo.ts). */
import { defaultBusiness as business } from '../business.ts';
import { features } from './shared.ts';

export const aboutContent = {
  story: {
    title: 'Our Story',
    paragraphs: [
      `{{name}} began in {{foundedYear}} with one pickup truck, a set of winding bars and a simple idea: fix the door properly, charge a fair price, and be reachable when a customer needs you. Most of our early work came from neighbors in Concord telling other neighbors.`,
      `In ${business.founded.sonJoinedYear} the founder's son joined the business after learning the trade at his father's side on weekends. He brought smart openers, online scheduling and a few more trucks; his father still insists that every spring is measured twice.`,
      `Today we serve {{customers}} customers from {{serviceArea}}, and we are still the family you talk to when you call.`,
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
