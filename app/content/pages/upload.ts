/** Photo upload page (/upload): its copy (hero and SEO: ./page-heroes.ts, ./page-seo.ts). */
import { limits } from '../../lib/limits.ts';

/** Upload page copy; the button texts and messages are in app/lib/messages.ts. */
export const uploadContent = {
  title: 'Upload Your Photos',
  intro:
    'Send us photos of your garage door so we can prepare an accurate estimate before we visit.',
  accept: `JPG, PNG or WEBP, up to ${limits.upload.maxFileBytes / (1024 * 1024)}MB each`,
  publicNote:
    'Uploaded photos are public: anyone with the link can view them. Please do not upload photos showing people, license plates or house numbers.',
};
