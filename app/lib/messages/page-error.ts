/**
 * What a public page says when it cannot be shown (app/components/sections/page-error.tsx),
 * inside the site's header and footer: a form posted to a page that takes none (405), the
 * database not answering (503, try again soon), and any other failure on our side.
 */
export const pageErrorMessages = {
  noFormHeading: 'This page does not take a form',
  noFormText: 'Nothing was sent or saved. To ask for a quote, use our quote form, or call us.',
  noFormLink: 'Go to the quote form',
  failedHeading: 'Something went wrong on our side',
  failedText: 'This page could not be shown. Please try again in a minute, or call us.',
  unavailableHeading: 'Our system is having trouble',
  unavailableText: 'Please try again in a few minutes, or call us.',
  callLine: 'Call us:',
  returnHome: 'Return to Home',
} as const;
