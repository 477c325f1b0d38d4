/**
 * The upload messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */
import { limits } from '../limits.ts';

const MB = 1024 * 1024;

export const uploadMessages = {
  noFiles: 'Please select at least one image',
  notImage: 'Only image files are allowed',
  tooLarge: `One or more files are too large (max ${limits.upload.maxFileBytes / MB}MB each)`,
  submit: 'Upload Photos',
  submitting: 'Uploading...',
  success: (count: number) => `Thanks! Uploaded ${count} photo(s) successfully.`,
  failed: 'Upload failed',
  // Not in the spec (its uploads had no server-side limits): ours, kept here with the rest.
  addresses: 'Public addresses of your photos',
  copied: 'The addresses are copied to your clipboard, one per line.',
  oneAtATime: 'Please upload one photo at a time.',
  rateLimited: 'Too many uploads from your connection. Please try again later.',
  storageFull: 'Photo storage is full right now. Please call us or try again later.',
  interrupted: 'The upload was interrupted. Please try again.',
  busy: 'Many photos are being uploaded right now. Please try again in a moment.',
} as const;
