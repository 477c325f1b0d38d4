/**
 * The appUpdate messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */

export const appUpdateMessages = {
  available: 'A new version is available.',
  reload: 'Reload',
} as const;
