/** The price book and the owner's estimate settings (issue 39), in the admin's Settings tab. */
export const priceBookMessages = {
  heading: 'Price book',
  help: 'Your usual lines. The estimate builder adds them in a tap; prices stay editable there.',
  descriptionLabel: 'Description',
  priceLabel: 'Unit price ($)',
  add: 'Add item',
  save: 'Save',
  remove: 'Remove',
  newItem: 'New item',
  empty: 'The price book is empty: add the lines you quote most.',
  description: (max: number) => `Describe the item in 1 to ${max} characters.`,
  price: 'Type the price in dollars, like 245 or 245.50.',
  priceTooHigh: (max: string) => `The price is at most ${max}.`,
  full: (max: number) => `The price book holds at most ${max} items: remove one first.`,
  notFound: 'That item is no longer in the price book (removed meanwhile). The list is reloaded.',
  added: 'Item added to the price book.',
  saved: 'Price book item saved.',
  removed: 'Item removed from the price book.',
  addFailed: 'Could not add the item. Try again.',
  saveFailed: 'Could not save the item. Try again.',
  removeFailed: 'Could not remove the item. Try again.',
} as const;

export const estimateSettingsMessages = {
  heading: 'Estimates',
  help: 'What a new estimate starts with, and when the customer gets a reminder.',
  termsLabel: 'Default terms',
  termsHelp: 'Printed on every new estimate before the signature; editable per estimate.',
  remindLabel: 'Remind the customer after (days)',
  remindHelp:
    'One reminder e-mail when an estimate is not opened or not answered after this many days. 0: never.',
  save: 'Save estimate settings',
  saved: 'Estimate settings saved.',
  saveFailed: 'Could not save the estimate settings. Try again.',
  remindInvalid: (max: number) => `The reminder delay is a whole number of days from 0 to ${max}.`,
  termsTooLong: (max: number) => `The terms are at most ${max} characters.`,
} as const;
