/**
 * The texts the customer's estimate page script adds (issue 39): the drawn signature's box, its
 * buttons and the browser's refusal. Apart from estimates.ts so the page's script carries only
 * these.
 */
export const estimateSignMessages = {
  padLabel: 'Sign here with your finger or mouse',
  clear: 'Clear',
  typeInstead: 'Type my name instead (the name above is my signature)',
  emptyPad:
    'Draw your signature in the box, or tick “Type my name instead” to sign with the name you typed. Nothing was sent.',
} as const;
