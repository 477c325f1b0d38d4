/**
 * Estimate texts (issue 39) that the schema, the admin and the customer's page share. Areas that
 * add texts (e-mails, the customer's page, the builder) add them here, in one place.
 */
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
} as const;
