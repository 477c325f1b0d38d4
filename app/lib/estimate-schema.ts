/**
 * The estimate body (issue 39's contract), once, for the JSON API, the builder's route action and
 * the builder in the browser. `zod/mini` keeps the browser copy small.
 */
// First: it must run before any schema below is built.
import './zod-jitless.ts';
import * as z from 'zod/mini';
import { estimateLimits } from './estimate-limits.ts';
import { estimateMessages as m } from './messages/estimates.ts';

// Re-exported: callers that need only the limits import estimate-limits.ts (no zod).
export { estimateLimits };

const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const text = (max: number, message: string) =>
  z
    .pipe(
      z.string(),
      z.transform((value) => value.trim()),
    )
    .check(z.minLength(1, message), z.maxLength(max, message));

export const estimateLineSchema = z.object({
  description: text(estimateLimits.descriptionMax, m.description),
  quantity: z
    .number(m.quantity)
    .check(
      z.gt(0, m.quantity),
      z.lte(estimateLimits.quantityMax, m.quantity),
      z.refine(twoDecimals, m.quantity),
    ),
  unitPriceCents: z
    .int(m.price)
    .check(z.gte(0, m.price), z.lte(estimateLimits.unitPriceMaxCents, m.price)),
});

export const estimateOptionSchema = z.object({
  title: text(estimateLimits.titleMax, m.optionTitle),
  items: z
    .array(estimateLineSchema)
    .check(
      z.minLength(1, m.noItems),
      z.maxLength(
        estimateLimits.maxItemsPerOption,
        m.tooManyItems(estimateLimits.maxItemsPerOption),
      ),
    ),
});

const percent = (max: number, message: string) =>
  z.number(message).check(z.gte(0, message), z.lte(max, message), z.refine(twoDecimals, message));

export const estimateBodySchema = z.object({
  options: z
    .array(estimateOptionSchema, m.noOption)
    .check(z.minLength(1, m.noOption), z.maxLength(estimateLimits.maxOptions, m.tooManyOptions)),
  addOns: z._default(
    z
      .array(estimateLineSchema)
      .check(z.maxLength(estimateLimits.maxAddOns, m.tooManyItems(estimateLimits.maxAddOns))),
    [],
  ),
  taxRatePercent: z._default(percent(estimateLimits.taxRateMaxPercent, m.taxRate), 0),
  depositPercent: z._default(percent(100, m.depositPercent), 0),
  expiresInDays: z._default(
    z
      .int(m.expiresInDays)
      .check(z.gte(1, m.expiresInDays), z.lte(estimateLimits.expiresInDaysMax, m.expiresInDays)),
    estimateLimits.defaultExpiresInDays,
  ),
  terms: z._default(
    z
      .pipe(
        z.string(),
        z.transform((value) => value.trim()),
      )
      .check(z.maxLength(estimateLimits.termsMax, m.terms(estimateLimits.termsMax))),
    '',
  ),
});

export type EstimateBody = z.output<typeof estimateBodySchema>;

/**
 * `fieldErrors` keyed by dotted path (`options.0.items.1.unitPriceCents`), first message each,
 * the shape the contract's 400 carries.
 */
export function parseEstimateBody(
  input: unknown,
): { ok: true; body: EstimateBody } | { ok: false; fieldErrors: Record<string, string> } {
  const result = estimateBodySchema.safeParse(input);
  if (result.success) return { ok: true, body: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
