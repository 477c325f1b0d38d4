/**
 * The leadPhotos messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */

import { limits } from '../limits.ts';

// Not in the spec (issue 18): photos with the quote. Refusals reuse `upload`'s messages.
export const leadPhotosMessages = {
  tooMany: 'Please attach at most 5 photos.',
  /** A photo in another format (HEIC, GIF) or not a photo at all, refused when it is chosen. */
  formats: 'Only JPG, PNG and WebP photos are accepted.',
  missing: 'One or more photos were not received. Please add them again.',
  label: 'Photos of your door (optional)',
  hint: 'Up to 5 photos (JPG, PNG or WebP), 10MB each. They help us quote faster.',
  sending: 'Sending photos...',
  /**
   * Issue 40: the customer's consent to show their photos on the site (project stories). The
   * promise in brackets is what "Write it up" keeps: a story never carries the customer's name,
   * street address or phone.
   */
  consentLabel:
    'You may show my photos on your website (never with my name, address or phone number).',
  /** `POST /api/leads` with a `photoConsent` that is not true or false. */
  consentInvalid: 'photoConsent must be true or false.',
  /** The picker's thumbnail and progress bar of one photo. */
  photo: (name: string) => `Photo ${name}`,
  progress: (name: string) => `Sending ${name}`,
  remove: (name: string) => `Remove photo ${name}`,
  /**
   * Issue 27: without JavaScript a refused photo no longer refuses the quote; the success
   * message names the photos left out, each by its file name (or its place) and why.
   */
  nthPhoto: (place: number) => `photo ${place}`,
  leftOutTooLarge: (name: string) => `${name} (over 10MB)`,
  /** Issue 37: more pixels than a photo is decoded with (a decompression bomb, a huge scan). */
  leftOutTooManyPixels: (name: string) =>
    `${name} (over ${limits.upload.maxInputPixels / 1_000_000} megapixels)`,
  leftOutNotImage: (name: string) => `${name} (not a JPG, PNG or WebP photo)`,
  /**
   * Issue 37: without JavaScript, a form sent while too many photos are arriving, or by a sender
   * over its hourly photo limit, is stored from its text; its photos are read and dropped.
   */
  notTakenNow: 'Your photos could not be taken right now, so your request was sent without them.',
  leftOut: (photos: readonly string[]) =>
    `${photos.length === 1 ? 'This photo was' : 'These photos were'} left out: ${photos.join(', ')}.`,
} as const;
