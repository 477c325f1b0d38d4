/**
 * Good / better / best with lines, two add-ons, 7.25 % tax and a 25 % deposit: the estimate
 * the contract tests price and the public budget run measures (the page at its fullest).
 */
export const threeOptionEstimate = {
  options: [
    {
      title: 'Good',
      items: [{ description: 'Spring replacement', quantity: 1, unitPriceCents: 19_900 }],
    },
    {
      title: 'Better',
      items: [
        { description: 'Spring replacement', quantity: 1, unitPriceCents: 19_900 },
        { description: 'Nylon rollers', quantity: 10, unitPriceCents: 1_250 },
      ],
    },
    {
      title: 'Best',
      items: [
        { description: 'New opener', quantity: 1, unitPriceCents: 54_900 },
        { description: 'Labor', quantity: 1.5, unitPriceCents: 9_500 },
      ],
    },
  ],
  addOns: [
    { description: 'Weather seal', quantity: 1, unitPriceCents: 8_900 },
    { description: 'Keypad', quantity: 1, unitPriceCents: 6_500 },
  ],
  taxRatePercent: 7.25,
  depositPercent: 25,
  expiresInDays: 30,
  terms: 'Work within 10 days of acceptance. Balance due on completion.',
};
