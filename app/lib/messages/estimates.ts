/**
 * Estimate texts (issue 39) that the schema, the admin and the customer's page share. Areas that
 * add texts (e-mails, the customer's page, the builder) add them here, in one place.
 */
import { estimateTotalsMessages } from './estimate-totals.ts';

export const estimateMessages = {
  invalid: 'The estimate has errors: fix the fields marked.',
  noOption: 'Add at least one option.',
  tooManyOptions: 'An estimate has at most 3 options.',
  optionTitle: 'Give the option a title.',
  noItems: 'An option needs at least one line.',
  tooManyItems: (max: number) => `At most ${max} lines.`,
  description: 'Describe the line.',
  quantity: 'The quantity must be more than 0, with at most two decimals.',
  price: 'The price must be whole cents, not negative.',
  taxRate: 'The tax rate is a percent from 0 to 20, with at most two decimals.',
  depositPercent: 'The deposit is a percent from 0 to 100, with at most two decimals.',
  expiresInDays: 'The estimate expires after 1 to 365 days.',
  terms: (max: number) => `The terms are at most ${max} characters.`,

  // The owner's commands (API and admin).
  notFound: 'No such estimate.',
  leadNotFound: 'No such lead.',
  acceptedLocked:
    'This estimate was accepted and is a signed record: it cannot be changed. Duplicate it to price the job again.',
  voidLocked: 'This estimate was voided and cannot be changed or sent. Duplicate it instead.',
  voidAccepted:
    'This estimate was accepted and is a signed record: it cannot be voided. Mark the lead lost instead.',
  depositNotAccepted: 'A deposit can be recorded only on an accepted estimate.',
  depositNone: 'This estimate asks no deposit.',
  outcomeInvalid: 'outcome must be one of open, won, lost.',
  lostReason: (max: number) => `The reason is at most ${max} characters.`,
  leadHeldAsSpam: 'This lead is held as spam: restore it first.',

  // The customer's page.
  pageTitle: (number: string) => `Estimate ${number}`,
  pageIntro: (business: string) => `${business} prepared this estimate for you.`,
  preparedFor: (name: string) => `Prepared for ${name}`,
  issued: (date: string) => `Issued ${date}`,
  validUntil: (date: string) => `Valid until ${date}`,
  optionsTitle: 'Choose an option',
  optionTotal: 'Total',
  addOnsTitle: 'Optional add-ons',
  lineQuantity: 'Qty',
  ...estimateTotalsMessages,
  updateTotal: 'Update total',
  termsTitle: 'Terms',
  noTerms: 'No further terms.',
  acceptTitle: 'Accept and sign',
  consentLabel:
    'I agree to sign this estimate electronically, and that my electronic signature is as binding as one on paper.',
  signerLabel: 'Your full name',
  signatureHint:
    'Without a drawn signature, the name you type is your signature. Signing records the time, your address and your browser with the estimate.',
  acceptButton: 'Accept estimate',
  declineTitle: 'Not going ahead?',
  declineReasonLabel: 'Tell us why (optional)',
  declineButton: 'Decline estimate',
  acceptedNotice: (name: string, total: string) =>
    `Accepted by ${name}: ${total}. A copy is on its way to your e-mail.`,
  acceptedAlready: 'This estimate has already been accepted.',
  declinedNotice: 'You declined this estimate. Thank you for letting us know.',
  declinedAlready: 'This estimate was declined. Call us if you changed your mind.',
  consentMissing: 'Tick the box to agree to sign electronically.',
  signerMissing: 'Type your full name to sign.',
  signerTooLong: 'The name is at most 120 characters.',
  signatureInvalid:
    'The drawn signature could not be read: clear it and sign again, or leave it empty to sign with your typed name.',
  optionMissing: 'Choose one of the options.',
  formTooLarge:
    'What was sent is too large to be a signature: clear the signature pad and sign again, or sign with your typed name.',
  formUnreadable: 'The form did not arrive whole. Check the connection and send it again.',
  unknownIntent: 'Choose Accept estimate, Decline estimate or Update total.',
  addOnInvalid: 'One of the add-ons ticked is not on this estimate.',
  reasonTooLong: (max: number) => `The reason is at most ${max} characters.`,
  /** The link's posts beyond `serverLimits.estimateLink` (429), as the quote form asks to wait. */
  answersTooMany: 'Please wait a few minutes before sending your answer again, or call us.',
  /** The answer could not be stored (the database failed): 503, what was typed kept. */
  answerFailed:
    'Sorry, there was an error saving your answer. Please try again or call us directly.',
  changedSinceOpened:
    'The estimate changed since you opened it. Review the new version below before you accept.',
  goneTitle: 'This estimate is no longer open',
  voidText: 'This estimate was withdrawn.',
  expiredText: 'This estimate has expired.',
  goneCall: 'For a new estimate, call',
  linkNotFound: 'This estimate link is not valid.',
  callLine: 'Questions about this estimate?',
  signedBy: (name: string) => `Signed by ${name}`,
  documentHash: 'Document SHA-256',

  // E-mails.
  sentSubject: (business: string, number: string) => `Your estimate ${number} from ${business}`,
  sentText: (name: string, business: string, totals: string, url: string, expires: string) =>
    `Hello${name ? ` ${name}` : ''},\n\n${business} prepared your estimate:\n${totals}\n\nSee it, choose and accept it online until ${expires}:\n${url}\n\nThe estimate is attached as a PDF.`,
  reminderSubject: (business: string, number: string) =>
    `A reminder: your estimate ${number} from ${business}`,
  reminderText: (name: string, url: string, expires: string) =>
    `Hello${name ? ` ${name}` : ''},\n\nYour estimate is still waiting for your answer, until ${expires}:\n${url}`,
  acceptedSubject: (business: string, number: string) =>
    `Estimate ${number} accepted: your signed copy from ${business}`,
  acceptedText: (signer: string, total: string, deposit: string | null, hash: string) =>
    `Thank you, ${signer}.\n\nYou accepted the estimate for ${total}.${deposit ? ` Deposit due: ${deposit}.` : ''}\n\nThe signed estimate is attached as a PDF. Document SHA-256: ${hash}`,
  ownerAcceptedSubject: (number: string, total: string) => `Estimate ${number} accepted: ${total}`,
  ownerAcceptedText: (
    number: string,
    signer: string,
    option: string,
    total: string,
    link: string,
  ) =>
    `Estimate ${number} was accepted by ${signer}.\nOption: ${option}\nTotal: ${total}\n\n${link}`,
  pushAccepted: (number: string, total: string) => `Estimate ${number} accepted: ${total}`,
  lostDeclined: (reason: string | null) =>
    reason ? `Declined by the customer: ${reason}` : 'Declined by the customer',
  lostExpired: 'The estimate expired without an answer',
} as const;
