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
  signOut: 'Sign out',
} as const;
