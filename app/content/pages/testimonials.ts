/** Testimonials page (/testimonials); the reviews are in ../testimonials.ts: its copy (hero and SEO: ./page-heroes.ts, ./page-seo.ts). */
import { ratingText } from '../business.ts';

export const testimonialsContent = {
  title: 'Customer Reviews',
  summary: `Rated ${ratingText}`,
  intro:
    'A selection of what customers across the region say after we have worked on their garage doors.',
};
