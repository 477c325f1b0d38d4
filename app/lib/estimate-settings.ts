/**
 * The owner's estimate settings (issue 39): the terms a new estimate starts with and the days
 * after which the customer gets one reminder. Read by the Settings card, the builder and the
 * reminder job.
 */
import { estimateLimits } from './estimate-limits.ts';
import { limits } from './limits.ts';

export interface EstimateSettings {
  defaultTerms: string;
  /** 0: no reminder. */
  remindAfterDays: number;
}

export const estimateSettingsLimits = {
  termsMax: estimateLimits.termsMax,
  remindAfterDaysMax: limits.estimates.reminderDaysMax,
} as const;

export const defaultEstimateSettings: EstimateSettings = {
  defaultTerms: [
    'Prices include parts and labor as listed. The deposit, if any, is due to schedule the work;',
    'the balance is due when the work is done. Parts carry the maker’s warranty, and our labor',
    'is guaranteed for one year. Anything found on site that is not listed here is quoted',
    'before we do it.',
  ].join(' '),
  remindAfterDays: limits.estimates.reminderDaysDefault,
};
