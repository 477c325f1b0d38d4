/**
 * The login messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */

export const loginMessages = {
  invalidCredentials: 'Invalid credentials',
  error: 'Authentication error',
  submit: 'Access Dashboard',
  // Not in the spec (issue 5: throttling, second factor).
  throttled: (minutes: number) =>
    `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  // Issue 19: growing delays start at one second.
  throttledSeconds: (seconds: number) =>
    `Too many sign-in attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  codePrompt: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeLabel: 'Authentication code',
  verify: 'Verify',
  invalidCode: 'Invalid code',
  codeExpired: 'Your sign-in took too long. Please enter your password again.',
  checking: 'Checking your session...',
  // Issue 27: the one-time link of the "account under attack" e-mail.
  signInLinkPrompt:
    'This link makes this browser one of yours: failed sign-ins from elsewhere will not slow it down. You still sign in with your password.',
  signInLinkButton: 'Use this browser',
  signInLinkInvalid:
    'This sign-in link has expired or was already used. The next security e-mail brings a new one.',
  browserTrusted:
    'This browser is now one of yours. Sign in with your password: attempts from elsewhere do not slow it down.',
  signOut: 'Sign out',
  // Issue 37: the gate appeared because the session ended (idle or signed out elsewhere).
  sessionEnded:
    'Your session has ended. Sign in again to continue; notes and Site edits you had not saved are kept on this device.',
  // Issue 37: "sign out everywhere" was used on another device; what this one kept is gone.
  signedOutEverywhere:
    'You were signed out on every device, from another device. Sign in again to continue. Notes and Site edits this device kept were removed from it, so no one holding it can read them.',
} as const;
