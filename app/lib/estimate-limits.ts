/**
 * The caps of an estimate (issue 39), apart from the schema so the admin's Settings (price book,
 * default terms) read them without loading zod: estimate-schema.ts enforces them.
 */
export const estimateLimits = {
  maxOptions: 3,
  maxItemsPerOption: 30,
  maxAddOns: 10,
  titleMax: 60,
  descriptionMax: 200,
  /** $100,000 a unit: far above any garage door job, low enough that sums stay exact. */
  unitPriceMaxCents: 10_000_000,
  quantityMax: 1_000,
  taxRateMaxPercent: 20,
  termsMax: 5_000,
  expiresInDaysMax: 365,
  defaultExpiresInDays: 30,
} as const;
