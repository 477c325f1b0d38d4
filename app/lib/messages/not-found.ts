/**
 * The notFound messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */

export const notFoundMessages = {
  title: 'Page Not Found',
  heading: '404',
  text: 'Oops! Page not found',
  returnHome: 'Return to Home',
  consoleMessage: '404 Error: User attempted to access non-existent route',
} as const;
