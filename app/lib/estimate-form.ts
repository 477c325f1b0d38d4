/**
 * The customer's estimate page's form contract (issue 39), once for the page's markup, the
 * server's parser and the page's browser script: field names, intents and the hooks the script
 * finds its elements by.
 */
export const estimateFormFields = {
  intent: 'intent',
  option: 'option',
  addOn: 'addOn',
  signerName: 'signerName',
  signature: 'signature',
  consent: 'consent',
  reason: 'reason',
  version: 'version',
} as const;

export const estimateIntents = { price: 'price', accept: 'accept', decline: 'decline' } as const;

/** `id` of the `<script type="application/json">` holding the page's EstimatePricing. */
export const estimatePricingScriptId = 'estimate-pricing';

export const signerNameMax = 120;
