/**
 * The lead card's estimate actions' failure toasts (issue 39), apart from the card's other texts:
 * admin-intents.ts names them on every admin screen's first load, the rest loads with the card.
 */
export const estimateActionFailures = {
  saveFailed: 'Could not save the estimate. Try again.',
  sendFailed: 'Could not send the estimate. Try again.',
  duplicateFailed: 'Could not copy the estimate. Try again.',
  voidFailed: 'Could not void the estimate. Try again.',
  depositFailed: 'Could not record the deposit. Try again.',
  lostFailed: 'Could not mark the lead lost. Try again.',
} as const;
