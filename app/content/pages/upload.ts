/** Photo upload page (/upload): its hero, SEO and copy. */
import { limits } from '../../lib/limits.ts';
import type { Seo } from '../schema.ts';

export const seo: Seo = {
  title: 'Upload Photos | {{name}}',
  description:
    'Upload photos of your garage door (JPG, PNG or WEBP, up to 10MB each) so our technicians can prepare an accurate estimate before the visit.',
  keywords: [
    'upload garage door photos',
    'garage door estimate photos',
    'garage door repair photos',
  ],
};

/** Upload page copy; the button texts and messages are in app/lib/messages.ts. */
export const uploadContent = {
  title: 'Upload Your Photos',
  intro:
    'Send us photos of your garage door so we can prepare an accurate estimate before we visit.',
  accept: `JPG, PNG or WEBP, up to ${limits.upload.maxFileBytes / (1024 * 1024)}MB each`,
  publicNote:
    'Uploaded photos are public: anyone with the link can view them. Please do not upload photos showing people, license plates or house numbers.',
};
