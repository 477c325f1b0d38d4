/**
 * The errorBoundary messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */

export const errorBoundaryMessages = {
  title: 'Unexpected Application Error',
  /**
   * A refusal (4xx other than 404) on a public address, drawn as the site's own page
   * (issue 37): a form posted to a page that takes none, a bootstrap link without its token.
   */
  refusedTitle: 'Request Not Accepted',
  refusedText: (status: number) =>
    status === 405
      ? 'Sorry, this page cannot take that request.'
      : status === 403
        ? 'Sorry, this request is not allowed.'
        : 'Sorry, this request could not be handled.',
  refusedCall: 'Need help? Call us:',
} as const;
