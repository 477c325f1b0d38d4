import type { BookingRefusalReason } from '../lib/booking.ts';
import type { LeadField, LeadFieldErrors } from '../lib/lead-schema.ts';
import { limits } from '../lib/limits.ts';
import { contactFormMessages } from '../lib/messages/contact-form.ts';
import { postForAnswer } from './post-for-answer.ts';

/** What the quote form sends to `POST /api/leads`. */
export type LeadPayload = Record<LeadField, string | null> & {
  /** Honeypot value (empty for people). */
  company_site?: string;
  /** The form's render time token. */
  started_at?: string;
  /** The page the form was sent from (path and query). */
  page?: string;
  /** Tokens of the photos sent ahead (`POST /api/lead-photos`), stored with the lead. */
  photos?: string[];
  /** The visit window chosen (issue 30): a window's `start` from `GET /api/availability`. */
  appointment?: { start: string };
  /** The photo-use consent checkbox (issue 40), saved with the lead in the offline queue. */
  photoConsent?: boolean;
};

/** The visit booked with a stored lead (null: none, or the window was gone). */
export interface BookedVisit {
  start: string;
  end: string;
}

/**
 * A photo chosen in the quote form (issue 18): the picker's, and as it waits in the offline
 * queue. `token` once the server has it (sent ahead); the lead lists the tokens.
 */
export interface LeadPhoto {
  /** The picker's own id for it (not the server's). */
  id: string;
  name: string;
  blob: Blob;
  token: string | null;
}

/**
 * The outcome of one send. `unavailable` (offline, no answer, 5xx) is the one worth retrying
 * later with the same idempotency key; the offline queue keys on it.
 */
export type SendLeadResult =
  | { kind: 'stored'; id: number; repeated: boolean; appointment: BookedVisit | null }
  | { kind: 'invalid'; message: string; fieldErrors: LeadFieldErrors }
  /** 409: the chosen window was taken (or closed) meanwhile; nothing was stored. */
  | { kind: 'window-taken'; message: string }
  /**
   * 409: the booking itself was refused (issue 37: the contact holds its open visits, the
   * address booked its hour's, an emergency); nothing was stored. The server's message says
   * why; another window would be refused the same way.
   */
  | {
      kind: 'booking-refused';
      reason: Exclude<BookingRefusalReason, 'window-gone'>;
      message: string;
    }
  | { kind: 'rate-limited'; message: string; retryAfterSeconds: number }
  | { kind: 'rejected'; status: number; message: string }
  | { kind: 'unavailable'; status: number | null; message: string };

/** Posts one lead. Never throws: every outcome is a `SendLeadResult`. */
export async function sendLead(
  payload: LeadPayload,
  idempotencyKey: string,
  fetcher: typeof fetch = fetch,
): Promise<SendLeadResult> {
  const failure = contactFormMessages.failure;
  const answer = await postForAnswer(
    fetcher,
    '/api/leads',
    {
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(payload),
    },
    limits.lead.sendTimeoutMs,
  );
  if (!answer) return { kind: 'unavailable', status: null, message: failure };
  const { response } = answer;
  const body = answer.body as {
    id?: unknown;
    error?: unknown;
    fieldErrors?: unknown;
    appointment?: unknown;
    reason?: unknown;
  };
  const error = typeof body.error === 'string' ? body.error : failure;
  if ((response.status === 200 || response.status === 201) && typeof body.id === 'number') {
    return {
      kind: 'stored',
      id: body.id,
      repeated: response.status === 200,
      appointment: bookedVisit(body.appointment),
    };
  }
  if (response.status === 409) {
    // A 409 without a reason (a server from before issue 37) is the window gone.
    const reason = refusalReason(body.reason);
    return reason
      ? { kind: 'booking-refused', reason, message: error }
      : { kind: 'window-taken', message: error };
  }
  if (response.status === 400) {
    const fieldErrors =
      typeof body.fieldErrors === 'object' && body.fieldErrors !== null
        ? (body.fieldErrors as LeadFieldErrors)
        : {};
    return { kind: 'invalid', message: error, fieldErrors };
  }
  if (response.status === 429) {
    const retryAfterSeconds = Number(response.headers.get('Retry-After')) || 60;
    return { kind: 'rate-limited', message: error, retryAfterSeconds };
  }
  if (response.status >= 500 || response.status === 408) {
    return { kind: 'unavailable', status: response.status, message: failure };
  }
  return { kind: 'rejected', status: response.status, message: failure };
}

function refusalReason(value: unknown): Exclude<BookingRefusalReason, 'window-gone'> | null {
  return value === 'contact' || value === 'address' || value === 'emergency' ? value : null;
}

function bookedVisit(value: unknown): BookedVisit | null {
  if (typeof value !== 'object' || value === null) return null;
  const { start, end } = value as { start?: unknown; end?: unknown };
  return typeof start === 'string' && typeof end === 'string' ? { start, end } : null;
}
