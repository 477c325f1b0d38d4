/**
 * The errorBoundary messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */

export const errorBoundaryMessages = {
  title: 'Unexpected Application Error',
} as const;
