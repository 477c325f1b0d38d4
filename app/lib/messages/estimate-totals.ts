/**
 * The labels of an estimate's totals (issue 39), one set for the customer's page and the PDF,
 * so the figures the customer compares read the same in both.
 */
export const estimateTotalsMessages = {
  subtotal: 'Subtotal',
  tax: (percent: string) => `Tax (${percent}%)`,
  total: 'Total',
  deposit: (percent: string) => `Deposit due on acceptance (${percent}%)`,
} as const;
