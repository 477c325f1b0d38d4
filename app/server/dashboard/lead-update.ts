/**
 * A lead's status and what the job earned, checked and stored together: the one change behind
 * the inbox's status and job-value intents (app/routes/admin/submissions.tsx) and
 * `PATCH /api/admin/leads/<id>` (server/api/booking.ts), so both follow one set of rules
 * (issues 30 and 38).
 */
import {
  leadOutcomes,
  leadStatuses,
  lostReasonMax,
  type LeadOutcome,
  type LeadStatus,
} from '#app/lib/limits.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { estimateMessages } from '#app/lib/messages/estimates.ts';
import { plainText } from '#app/lib/plain-text.ts';
import type { AppServices } from '../services.ts';

/** Up to a million dollars, in cents: a garage door job, with room to spare. */
export const jobValueCentsMax = 100_000_000;

export interface LeadUpdate {
  /** Any status to any status (spec section 4); a spam lead leaves spam only by Restore. */
  status?: LeadStatus;
  /** Null clears it. */
  jobValueCents?: number | null;
  /**
   * Won or lost beside the status (issue 39): set by an acceptance, a decline, an expiry or the
   * owner. `lostReason` goes with it (cleared unless the outcome is `lost`).
   */
  outcome?: LeadOutcome;
  lostReason?: string | null;
}

type UpdateField = 'status' | 'jobValueCents' | 'outcome' | 'lostReason';

export type LeadUpdateParse =
  | { ok: true; update: LeadUpdate }
  | { ok: false; fieldErrors: Partial<Record<UpdateField, string>> };

export function parseLeadUpdate(body: unknown): LeadUpdateParse {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, fieldErrors: { status: 'Send a JSON object.' } };
  }
  const record = body as Record<string, unknown>;
  const fieldErrors: Partial<Record<UpdateField, string>> = {};
  const update: LeadUpdate = {};
  if (record.status !== undefined) {
    if (isOneOf(record.status, leadStatuses)) update.status = record.status;
    else fieldErrors.status = `status must be one of ${leadStatuses.join(', ')}.`;
  }
  if (record.jobValueCents !== undefined) {
    const cents = record.jobValueCents;
    if (cents === null) update.jobValueCents = null;
    else if (
      typeof cents === 'number' &&
      Number.isSafeInteger(cents) &&
      cents >= 0 &&
      cents <= jobValueCentsMax
    ) {
      update.jobValueCents = cents;
    } else {
      fieldErrors.jobValueCents = bookingMessages.jobValueInvalid;
    }
  }
  if (record.outcome !== undefined) {
    if (isOneOf(record.outcome, leadOutcomes)) update.outcome = record.outcome;
    else fieldErrors.outcome = estimateMessages.outcomeInvalid;
  }
  if (record.lostReason !== undefined) {
    const reason = typeof record.lostReason === 'string' ? lostReason(record.lostReason) : null;
    if (record.lostReason === null) update.lostReason = null;
    else if (reason !== null && reason.length <= lostReasonMax) update.lostReason = reason || null;
    else fieldErrors.lostReason = estimateMessages.lostReason(lostReasonMax);
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, update };
}

/**
 * Why a job was lost, as stored, whoever wrote it: the owner (the inbox, the PATCH) or the
 * customer declining an estimate. Typed text's one rule (`plainText`), trimmed; empty is no
 * reason. Its length is checked after this, against `lostReasonMax`.
 */
export function lostReason(typed: string): string {
  return plainText(typed, true).trim();
}

function isOneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}

/** "249.99" or "$1,200" (the admin's field) in cents; null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents <= jobValueCentsMax ? cents : null;
}

/** The lead as the PATCH answers it. */
export interface LeadRecord {
  id: number;
  name: string;
  email: string;
  phone: string;
  service: string;
  location: string | null;
  status: string;
  jobValueCents: number | null;
  outcome: LeadOutcome;
  lostReason: string | null;
  createdAt: number;
  closedAt: number | null;
}

/**
 * Why a change was refused. `spam`: a lead held back as spam keeps its status and amount until
 * the owner restores it, because Restore is what sends its two e-mails and its push alert and
 * clears the spam reason; a status change would put it in the pipeline with no one told.
 */
export type LeadUpdateRefusal = 'not-found' | 'spam';

export type LeadUpdateResult =
  { ok: true; lead: LeadRecord } | { ok: false; reason: LeadUpdateRefusal };

/** Applies the update, or says why not (nothing is stored then). */
export async function updateLead(
  services: Pick<AppServices, 'db'>,
  id: number,
  update: LeadUpdate,
  now = Date.now(),
): Promise<LeadUpdateResult> {
  const set: {
    status?: LeadStatus;
    closed_at?: number | null;
    job_value_cents?: number | null;
    outcome?: LeadOutcome;
    lost_reason?: string | null;
    updated_at: number;
  } = { updated_at: now };
  if (update.status !== undefined) {
    set.status = update.status;
    // closed_at: the automatic review request counts its days from the closing.
    set.closed_at = update.status === 'closed' ? now : null;
  }
  if (update.jobValueCents !== undefined) set.job_value_cents = update.jobValueCents;
  if (update.outcome !== undefined) {
    set.outcome = update.outcome;
    // A reason belongs to a loss only: winning or reopening clears it.
    set.lost_reason = update.outcome === 'lost' ? (update.lostReason ?? null) : null;
  } else if (update.lostReason !== undefined) {
    set.lost_reason = update.lostReason;
  }
  const row = await services.db
    .updateTable('contact_submissions')
    .set(set)
    .where('id', '=', id)
    .where('status', '!=', 'spam')
    .returning([
      'id',
      'name',
      'email',
      'phone',
      'service',
      'location',
      'status',
      'job_value_cents',
      'outcome',
      'lost_reason',
      'created_at',
      'closed_at',
    ])
    .executeTakeFirst();
  if (!row) {
    // The guarded update cannot say which guard held; the row (or its absence) can.
    const held = await services.db
      .selectFrom('contact_submissions')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return { ok: false, reason: held ? 'spam' : 'not-found' };
  }
  const lead: LeadRecord = {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    location: row.location,
    status: row.status,
    jobValueCents: row.job_value_cents === null ? null : Number(row.job_value_cents),
    outcome: row.outcome,
    lostReason: row.lost_reason,
    createdAt: Number(row.created_at),
    closedAt: row.closed_at === null ? null : Number(row.closed_at),
  };
  return { ok: true, lead };
}
