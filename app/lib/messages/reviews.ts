/**
 * The reviews messages of `messages` (app/lib/messages.ts), in a module of their own so that a
 * chunk carries only the groups its screens use (issue 13: the admin shell carried them all).
 */

export const reviewsMessages = {
  ask: 'Ask for a review',
  sent: 'Review request sent.',
  alreadyAsked: 'A review request was already sent for this lead.',
  resendOnce:
    'A review request goes at most once per lead: this one was sent or is on its way. Only a request that failed can be sent again.',
  optedOut: 'This customer unsubscribed from review requests; nothing was sent.',
  notClosed: 'Mark the lead closed before asking for a review.',
  noLink: 'Add your review link in Settings first.',
  failed: 'Could not queue the review request.',
  linkLabel: 'Review link',
  linkHelp: 'Where customers leave a review, e.g. your Google Business Profile review link.',
  invalidLink: 'Enter a link starting with https:// or http://',
  autoDaysLabel: 'Ask automatically, days after closing (0 = never)',
  invalidAutoDays: 'Enter a whole number of days from 0 to 365.',
  subject: (businessName: string) => `How did we do? A quick review for ${businessName}`,
  textBody: (name: string, link: string, unsubscribe: string) =>
    `Hi ${name},\n\nThank you for choosing us. If you have a minute, a short review helps neighbors find us:\n${link}\n\nNo more review requests: ${unsubscribe}\n`,
  unsubscribeTitle: 'Unsubscribe from review requests',
  // Issue 40: the photo-use question, asked in the review request of a lead with photos.
  photoConsentLine:
    'May we show the photos you sent us on our website (never with your name, address or phone number)?',
  photoConsentLink: 'Answer here',
  photoConsentText: (url: string) =>
    `May we show the photos you sent us on our website (never with your name, address or phone number)? Answer here: ${url}\n`,
  photoConsentTitle: 'Your photos on our website',
  photoConsentQuestion: (count: number) =>
    `You sent us ${count === 1 ? 'a photo' : `${count} photos`} of your garage door. May we show ${count === 1 ? 'it' : 'them'} on our website, in a story about the job? We never show your name, street address or phone number.`,
  photoConsentYes: 'Yes, you may show them',
  photoConsentNo: 'No, keep them private',
  photoConsentGiven:
    'Thank you. We may now show your photos on our website, without your name, address or phone number.',
  photoConsentRefused:
    'Thank you. Your photos stay private: they will not be shown on our website.',
  photoConsentNone: 'There are no photos of this job left to ask about.',
  photoConsentInvalid: 'This link is not valid.',
  unsubscribeFooter: 'No more review requests?',
  unsubscribeFooterLink: 'Unsubscribe',
  unsubscribeConfirm: 'Stop review requests to this address',
  unsubscribed: 'You will not receive review requests from us again.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  saved: 'Review settings saved',
  save: 'Save review settings',
  heading: 'Review requests',
  templateLink: 'Edit the review e-mail',
  templateLabel: 'Review request e-mail (HTML)',
  templateHelp:
    'Sent to a customer when you ask for a review. {{review.link}} is your review link; values are HTML-escaped. An unsubscribe link is added to every request.',
  testSubject: (businessName: string) => `Test: review request - ${businessName}`,
  linkPlaceholder: 'https://example.com/your-review-link',
} as const;
