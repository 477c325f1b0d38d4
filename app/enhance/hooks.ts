/**
 * Types only: the enhancement modules write their selectors as plain strings (no bytes added
 * to the public bundle) and check them against the contract in `app/lib/dom-hooks.ts` with
 * `satisfies`: `doc.querySelector('[data-hero]' satisfies HookSelector)`. A hook renamed or
 * misspelt on either side fails typecheck.
 */
import type * as hooks from '../lib/dom-hooks.ts';

/** A `data-*` attribute of the contract. */
export type Hook = Extract<(typeof hooks)[keyof typeof hooks], `data-${string}`>;

/** A selector that names at least one hook (`form[data-quote-form]`, `[data-lead-field="x"]`). */
export type HookSelector = `${string}[${Hook}${'' | `="${string}"`}]${string}`;
