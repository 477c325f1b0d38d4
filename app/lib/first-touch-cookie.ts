/**
 * First-party cookie holding the visit's first touch (`{"l": landing path, "r": referrer}`),
 * written by the enhancement module on the first page view and read when a lead arrives.
 * A module of its own (re-exported by lead-schema.ts): every public page writes it, and
 * importing it from lead-schema.ts put zod into every page's first load.
 */
export const FIRST_TOUCH_COOKIE = 'cfgd_ft';
