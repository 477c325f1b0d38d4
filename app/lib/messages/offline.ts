/**
 * The offline messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */

export const offlineMessages = {
  title: 'You are offline',
  text: 'This page is not available without a connection. Pages you visited are still available.',
  adminText:
    'The admin needs a connection. It will reload when this device is back online; no data is stored on this device.',
  callPrompt: 'Need help right now? Call us:',
  retry: 'Try again',
} as const;
