import { asciiDomainEmail } from './email-domain.ts';
import { limits } from './limits.ts';
import { authMessages } from './messages/auth.ts';
import { initAdminMessages } from './messages/init-admin.ts';
import { settingsMessages } from './messages/settings.ts';

/** The spec's admin e-mail form: something@something.tld, no spaces, at most 254 characters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ASCII_PATTERN = /^[\x21-\x7E]+$/;

/**
 * Why an admin e-mail field is refused: `invalid` (the spec's message for that field) or, for an
 * address with letters beyond ASCII, a message that says so (issue 27: mail relays without
 * SMTPUTF8, RFC 6531, cannot deliver to it). Undefined when it is fine.
 */
export function adminEmailProblem(email: string, invalid: string): string | undefined {
  const ascii = asciiDomainEmail(email);
  if (ascii === undefined || ascii.length > limits.email.max || !EMAIL_PATTERN.test(ascii)) {
    return invalid;
  }
  // Issue 37: an internationalised domain is fine in its ASCII form; a local part is not.
  if (!ASCII_PATTERN.test(ascii)) return settingsMessages.nonAsciiEmail;
  return undefined;
}

/**
 * E-mail addresses are compared case-insensitively: stored and looked up in lower case, an
 * internationalised domain in its ASCII form (./email-domain.ts), as it is stored.
 */
export function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  return asciiDomainEmail(lower) ?? lower;
}

/** The business address as stored: trimmed, an internationalised domain in ASCII. */
export function storedBusinessEmail(email: string): string {
  const trimmed = email.trim();
  return asciiDomainEmail(trimmed) ?? trimmed;
}

/**
 * One rule for every new admin password (issue 19): the spec's Settings rule, 8-128 characters
 * with an upper-case letter, a lower-case letter and a digit. /init-admin and admin:create keep
 * the spec's own message for a password that is too short.
 */
export function setupPasswordProblem(password: string): string | undefined {
  if (password.length < limits.password.min) return initAdminMessages.shortPassword;
  if (password.length > limits.password.max) return authMessages.passwordTooLong;
  return newPasswordProblem(password);
}

/** Settings: 8-128 characters with an upper-case letter, a lower-case letter and a digit. */
export function newPasswordProblem(password: string): string | undefined {
  const { min, max } = limits.password;
  if (
    password.length < min ||
    password.length > max ||
    !/[A-Z]/.test(password) ||
    !/[a-z]/.test(password) ||
    !/\d/.test(password)
  ) {
    return settingsMessages.weakPassword;
  }
  return undefined;
}
