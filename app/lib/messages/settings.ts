/**
 * The settings messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */
import { limits } from '../limits.ts';

export const settingsMessages = {
  invalidBusinessEmail: 'Please enter a valid business email address',
  invalidAdminEmail: 'Please enter a valid admin email address',
  // Not in the spec (issue 27); only the part before the @ (issue 37: a domain beyond ASCII
  // is kept in its ASCII form).
  nonAsciiEmail:
    'Please use an email address without accents or non-Latin letters before the @: our email cannot reach such addresses yet',
  weakPassword: `Password must be at least ${limits.password.min} characters with uppercase, lowercase, and number`,
  save: 'Save Settings',
} as const;
