/**
 * `PATCH /api/admin/leads/<id>` and the admin's "closed, the job earned …" (issue 30): a
 * lead's status and what the job earned, checked and stored together.
 */
import { leadStatuses, type LeadStatus } from '#app/lib/limits.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import type { AppServices } from '../services.ts';

/** Up to a million dollars, in cents: a garage door job, with room to spare. */
export const jobValueCentsMax = 100_000_000;

export interface LeadUpdate {
  status?: LeadStatus;
  /** Null clears it. */
  jobValueCents?: number | null;
}

export type LeadUpdateParse =
  | { ok: true; update: LeadUpdate }
  | { ok: false; fieldErrors: Partial<Record<'status' | 'jobValueCents', string>> };

export function parseLeadUpdate(body: unknown): LeadUpdateParse {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, fieldErrors: { status: 'Send a JSON object.' } };
  }
  const record = body as Record<string, unknown>;
  const fieldErrors: Partial<Record<'status' | 'jobValueCents', string>> = {};
  const update: LeadUpdate = {};
  if (record.status !== undefined) {
    if (
      typeof record.status === 'string' &&
      (leadStatuses as readonly string[]).includes(record.status)
    ) {
      update.status = record.status as LeadStatus;
    } else {
      fieldErrors.status = `status must be one of ${leadStatuses.join(', ')}.`;
    }
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
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, update };
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
  createdAt: number;
  closedAt: number | null;
}

/** Applies the update; undefined when the lead does not exist. */
export async function updateLead(
  services: Pick<AppServices, 'db'>,
  id: number,
  update: LeadUpdate,
  now = Date.now(),
): Promise<LeadRecord | undefined> {
  const set: {
    status?: LeadStatus;
    closed_at?: number | null;
    job_value_cents?: number | null;
    updated_at: number;
  } = { updated_at: now };
  if (update.status !== undefined) {
    set.status = update.status;
    // closed_at: the automatic review request counts its days from the closing.
    set.closed_at = update.status === 'closed' ? now : null;
  }
  if (update.jobValueCents !== undefined) set.job_value_cents = update.jobValueCents;
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
      'created_at',
      'closed_at',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    location: row.location,
    status: row.status,
    jobValueCents: row.job_value_cents === null ? null : Number(row.job_value_cents),
    createdAt: Number(row.created_at),
    closedAt: row.closed_at === null ? null : Number(row.closed_at),
  };
}
