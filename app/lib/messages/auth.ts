/**
 * The auth messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */
import { limits } from '../limits.ts';

/** Admin password and setup rules beyond the spec's (issue 5). */
export const authMessages = {
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  // Issue 19: zxcvbn's estimate, the same for every new admin password.
  guessablePassword:
    'This password is too easy to guess. Make it longer, for example three or four unrelated words with a capital letter and a number, and avoid names, dates and keyboard patterns.',
  passwordTooLong: `Password must be at most ${limits.password.max} characters`,
  wrongCurrentPassword: 'Current password is incorrect',
  currentPasswordRequired: 'Please enter your current password',
  nothingToChange: 'Enter a new e-mail address or a new password',
  invalidSetupLink:
    'This setup link is invalid or has expired. Restart the server for a new link, or run npm run admin:create.',
  setupThrottled: (minutes: number) =>
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  adminExists: 'An admin account already exists',
  totpEnabled: 'Two-step sign-in is on',
  totpDisabled: 'Two-step sign-in is off',
  totpInvalidCode: 'That code did not match. Check the time on your phone and try again.',
  credentialsChanged: 'Credentials updated. Every other session has been signed out.',
  signOutEverywhereTitle: 'Sign out everywhere',
  signOutEverywhereHelp:
    'Lost a phone or signed in on a shared computer? This signs out every device, this one included, turns off push alerts on every phone and forgets every other browser you signed in from. You then sign in again here with your password (and your code, if two-step sign-in is on).',
  signOutEverywhereButton: 'Sign out everywhere',
  signOutEverywhereConfirm:
    'Sign out every device, including this one, and turn off all push alerts?',
  signOutEverywhereYes: 'Yes, sign out everywhere',
  signOutEverywhereCancel: 'Cancel',
  // Issue 37: two-step setup on the phone that will hold the authenticator app.
  totpSetupHelp:
    'On this phone, tap the button to add the account to your authenticator app (Google Authenticator, 1Password, Authy…). On a computer, scan the QR code with your phone. Then enter the 6-digit code the app shows and your current password.',
  totpAddToApp: 'Add to authenticator app',
  recoveryCodesCopy: 'Copy the codes',
  recoveryCodesCopied: 'Codes copied',
} as const;
