import { createHash } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { SiteContent } from '#app/content/live.ts';
import { leadFields, parseLead, type Lead, type LeadFieldErrors } from '#app/lib/lead-schema.ts';
import { limits, type StoredLeadStatus } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { hitRateLimit, type RateLimitRule } from '../db/rate-limit.ts';
import type { WriteTransactions } from '../db/group-commit.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Database } from '../db/schema.ts';
import type { LeadsTable } from '../db/tables/leads.ts';
import { enqueueLeadMail, renderLeadMail } from '../mail/enqueue.ts';
import { enqueueLeadAlerts } from '../push/alerts.ts';
import type { AppServices } from '../services.ts';
import { ATTRIBUTION_KEYS, type Attribution } from './attribution.ts';
import type { StoredFormPhoto } from './form-photos.ts';
import { claimPhotos, isPhotosMissingSignal, withdrawReplayedPhotoConsent } from './lead-photos.ts';
import { leadPriority } from './priority.ts';
import { bookedAppointment, bookLeadVisit, type LeadVisit } from '../booking/lead-visit.ts';
import { isWindowUnavailable } from '../booking/appointments.ts';
import { countBooking, enforceBookingLimits, isBookingRefused } from '../booking/booking-limits.ts';
import { bookingNow } from '../booking/booking-clock.ts';
import { enqueueBurstAlert } from '../booking/visit-mail.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import type { BookedAppointment } from '#app/lib/lead-schema.ts';
import { addressKey } from '../security/address-key.ts';
import type { BookingRefusalReason } from '#app/lib/booking.ts';

export interface IncomingLead {
  /** The lead fields as sent (a parsed JSON object, or the form's values). */
  input: unknown;
  /** The honeypot field's value. */
  honeypot: string | null;
  /** The form's render time token; the form always sends it, API clients may not. */
  startedAt: string | null;
  idempotencyKey: string | null;
  /** The `cfgd_bid` cookie the browser sent, if any. */
  browserId: string | null;
  /** A `cfgd_bid` issued with this response (the browser had none): it starts its cooldown too. */
  issuedBrowserId?: string | null;
  clientIp: string;
  userAgent: string | null;
  attribution: Attribution;
  channel: 'form' | 'api';
  /** Tokens of photos sent ahead (`POST /api/lead-photos`), claimed in the lead's transaction. */
  photoTokens?: readonly string[];
  /**
   * Photos that came in the same request (the form without JavaScript), checked and stored
   * unclaimed already; claimed as the photos sent ahead are, told apart by content for retries.
   */
  formPhotos?: readonly StoredFormPhoto[];
  /**
   * The visit window picked (issue 30), a window's `start`: booked in the lead's transaction,
   * or the lead is not stored at all (`window-unavailable`).
   */
  appointmentStart?: string | null;
  /**
   * The customer agreed that the photos sent with this lead may be shown on the site (issue
   * 40's checkbox); absent or false: they did not. Not part of a repeated key's comparison: a
   * repeat without it withdraws a yes stored (withdrawReplayedPhotoConsent), never grants one.
   */
  photoConsent?: boolean;
}

export type CreateLeadResult =
  | { kind: 'created'; id: number; appointment?: BookedAppointment }
  | { kind: 'replayed'; id: number; appointment?: BookedAppointment }
  | { kind: 'window-unavailable'; message: string; reason: BookingRefusalReason }
  | { kind: 'conflict' }
  | { kind: 'invalid'; message: string; fieldErrors: LeadFieldErrors }
  | { kind: 'rate-limited'; message: string; retryAfterSeconds: number };

interface SkippedConfirmation {
  leadId: number;
  reason: 'recipient-limit' | 'hourly-limit';
}

interface RateLimitedSignal {
  code: 'lead-rate-limited';
  retryAfterSeconds: number;
}

function isRateLimitedSignal(error: unknown): error is RateLimitedSignal {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'lead-rate-limited'
  );
}

/**
 * The one way a lead enters the system (the HTML form action and `POST /api/leads`).
 *
 * In one transaction: the lead is inserted (a repeated idempotency key finds the first one
 * instead, through the unique index), the per-browser cooldown and per-IP limit are counted, and the two e-mails are
 * queued. A rate-limited request rolls back, so it stores nothing and does not count; a
 * concurrent request with the same key waits for the first and answers with its id.
 */
export async function createLead(
  services: Pick<AppServices, 'db' | 'config'> & Partial<Pick<AppServices, 'writes' | 'log'>>,
  /**
   * The published content when the lead arrives (the request's snapshot): the closures a visit
   * cannot be booked on, the business the e-mails come from.
   */
  content: Pick<SiteContent, 'business' | 'specialHours'>,
  submission: IncomingLead,
  now = Date.now(),
): Promise<CreateLeadResult> {
  const parsed = parseLead(submission.input);
  if (!parsed.ok) {
    return { kind: 'invalid', message: parsed.message, fieldErrors: parsed.fieldErrors };
  }
  const lead = parsed.lead;
  // An emergency is not booked into a window days away: the form says to call (issue 30).
  if (submission.appointmentStart && lead.service === 'emergency') {
    return {
      kind: 'window-unavailable',
      message: bookingMessages.emergencyNotBooked,
      reason: 'emergency',
    };
  }
  const fingerprint = withAppointment(withPhotos(leadFingerprint(lead), submission), submission);
  const spamReason = detectSpam(submission, now);
  const status: StoredLeadStatus = spamReason ? 'spam' : 'new';
  const priority = leadPriority(lead);

  try {
    // Grouped with concurrent leads into one durable commit on SQLite (see group-commit.ts).
    const inTransaction: WriteTransactions['run'] = services.writes
      ? (work) => services.writes!.run(work)
      : (work) => services.db.transaction().execute(work);
    // A burst of booking requests is counted in a commit of its own, before the lead's: a
    // counter every booking holds until its commit made 40 bookings at once wait on each other
    // past the pool's 3 s on PostgreSQL. The request that reaches the threshold queues the one
    // alert there; its lead and those after it leave the owner's e-mail out.
    const burst =
      submission.appointmentStart && status === 'new'
        ? await inTransaction(async (trx) => {
            const state = await countBooking(trx, now);
            if (state.alert) {
              await enqueueBurstAlert(trx, services.config, content.business, {
                count: state.count,
                now,
              });
            }
            return state;
          })
        : undefined;
    let skipped: SkippedConfirmation | undefined;
    const result = await inTransaction(async (trx) => {
      skipped = undefined; // a retried transaction decides again
      const key = submission.idempotencyKey ?? formKey(submission, fingerprint);
      // Insert first: a repeated key is the rare case, and the unique index finds it anyway.
      const [inserted] = await insertLead(trx, {
        ...lead,
        status,
        spam_reason: spamReason,
        priority,
        ...submission.attribution,
        user_agent: submission.userAgent,
        channel: submission.channel,
        idempotency_key: key,
        request_fingerprint: fingerprint,
        created_at: now,
        updated_at: now,
      });
      if (!inserted) {
        // This key was stored before (or by a concurrent request PostgreSQL waited for).
        const earlier = key ? await findByKey(trx, key) : undefined;
        if (!earlier) throw new Error('idempotency conflict without a stored lead');
        const replayed = replay(
          earlier,
          fingerprint,
          await bookedAppointment(trx, Number(earlier.id)),
        );
        // The consent is not part of the fingerprint: unticked on the retry, it is withdrawn.
        if (replayed.kind === 'replayed' && submission.photoConsent !== true) {
          await withdrawReplayedPhotoConsent(trx, replayed.id, now);
        }
        return replayed;
      }
      const id = Number(inserted.id);
      await enforceRateLimits(trx, submission, now);
      // A spam lead books nothing: a bot must not fill the owner's windows.
      const booking = submission.appointmentStart && status === 'new';
      if (booking) {
        await enforceBookingLimits(trx, {
          clientIp: submission.clientIp,
          email: lead.email,
          phone: lead.phone,
          now,
          clock: bookingNow(services.config),
        });
      }
      const visit: LeadVisit | undefined = booking
        ? await bookLeadVisit(trx, services.config, content, {
            leadId: id,
            start: submission.appointmentStart!,
            now,
          })
        : undefined;
      // With the lead or not at all: a missing photo rolls the lead back (claimPhotos).
      const formTokens = (submission.formPhotos ?? []).map((photo) => photo.token);
      await claimPhotos(trx, id, [...(submission.photoTokens ?? []), ...formTokens], {
        given: submission.photoConsent === true,
        at: now,
      });
      const photoCount = (submission.photoTokens?.length ?? 0) + formTokens.length;
      if (status === 'new') {
        const mailLead = { id, priority, ...lead, photoCount };
        if (visit) {
          const mail = await renderLeadMail(trx, services.config, content.business, mailLead);
          await visit.notify(lead, {
            customer: mail.customer,
            owner: burst?.quiet ? null : mail.owner,
            urgent: priority === 'urgent',
          });
        } else {
          const mail = await enqueueLeadMail(trx, services.config, content.business, mailLead, now);
          if (mail.confirmation === 'skipped') skipped = { leadId: id, reason: mail.reason };
        }
        // A booking of a burst is not pushed either: the burst's one alert stands for it, and
        // a phone buzzing forty times tells the owner nothing the Schedule does not.
        if (!(visit && burst?.quiet)) {
          await enqueueLeadAlerts(
            trx,
            { id, priority, ...lead, ...(visit ? { visit: visit.label } : {}) },
            now,
          );
        }
      }
      return {
        kind: 'created' as const,
        id,
        ...(visit ? { appointment: visit.appointment } : {}),
      };
    });
    // Only once committed: the lead is stored and the owner notified, without a confirmation.
    if (skipped) services.log?.info(skipped, 'customer confirmation not sent: limit reached');
    return result;
  } catch (error) {
    if (isWindowUnavailable(error)) {
      return {
        kind: 'window-unavailable',
        message: bookingMessages.windowTaken,
        reason: 'window-gone',
      };
    }
    if (isBookingRefused(error)) {
      return { kind: 'window-unavailable', message: error.message, reason: error.reason };
    }
    if (isPhotosMissingSignal(error)) {
      return { kind: 'invalid', message: messages.leadPhotos.missing, fieldErrors: {} };
    }
    if (isRateLimitedSignal(error)) {
      return {
        kind: 'rate-limited',
        message: messages.contactForm.rateLimited,
        retryAfterSeconds: error.retryAfterSeconds,
      };
    }
    throw error;
  }
}

const LEAD_COLUMNS = [
  ...leadFields,
  'status',
  'spam_reason',
  'priority',
  ...ATTRIBUTION_KEYS,
  'user_agent',
  'channel',
  'idempotency_key',
  'request_fingerprint',
  'created_at',
  'updated_at',
] as const satisfies ReadonlyArray<keyof Insertable<LeadsTable>>;

/** The lead's row; a repeated idempotency key inserts nothing. Compiled once (prepared-query.ts). */
const insertLead = preparedQuery(LEAD_COLUMNS, (db, param) =>
  db
    .insertInto('contact_submissions')
    .values(param)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id'),
);

async function findByKey(trx: Kysely<Database>, key: string) {
  return trx
    .selectFrom('contact_submissions')
    .select(['id', 'request_fingerprint'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

function replay(
  earlier: { id: number; request_fingerprint: string },
  fingerprint: string,
  appointment: BookedAppointment | undefined,
): CreateLeadResult {
  if (earlier.request_fingerprint !== fingerprint) return { kind: 'conflict' };
  return { kind: 'replayed', id: Number(earlier.id), ...(appointment ? { appointment } : {}) };
}

/**
 * The per-address lead limit. The quote form with photos peeks at it before decoding them
 * (form-photos.ts): a form this limit refuses decodes nothing.
 */
export function leadAddressRule(clientIp: string): RateLimitRule {
  return {
    key: `lead:ip:${addressKey(clientIp)}`,
    limit: limits.lead.perIp.max,
    windowMs: limits.lead.perIp.windowMs,
  };
}

/** Counts this lead against the browser's cooldown and the IP's limit; throws when over. */
async function enforceRateLimits(
  trx: Kysely<Database>,
  submission: IncomingLead,
  now: number,
): Promise<void> {
  const rules = [
    ...browserKeys(submission).map((key) => ({
      key: `lead:browser:${key}`,
      limit: 1,
      windowMs: limits.lead.cooldownMs,
    })),
    leadAddressRule(submission.clientIp),
  ];
  for (const rule of rules) {
    const result = await hitRateLimit(trx, rule, now);
    if (!result.allowed) {
      const signal: RateLimitedSignal = {
        code: 'lead-rate-limited',
        retryAfterSeconds: result.retryAfterSeconds,
      };
      throw signal;
    }
  }
}

/**
 * The browser: its cookie when it sent one. Without (first lead, cookies off, no JavaScript)
 * it is its address and user agent, plus the cookie this response issues.
 */
function browserKeys(submission: IncomingLead): string[] {
  if (submission.browserId) return [`c:${submission.browserId}`];
  const anonymous = createHash('sha256')
    .update(`${addressKey(submission.clientIp)}\n${submission.userAgent ?? ''}`)
    .digest('hex')
    .slice(0, 32);
  return [
    `a:${anonymous}`,
    ...(submission.issuedBrowserId ? [`c:${submission.issuedBrowserId}`] : []),
  ];
}

/**
 * A form posted without JavaScript carries no key (the page is shared by every visitor, see
 * quote-form.tsx): the same lead from the same browser is one lead, so a double-clicked submit
 * is stored once and answered with success twice.
 */
function formKey(submission: IncomingLead, fingerprint: string): string | null {
  if (submission.channel !== 'form') return null;
  const digest = createHash('sha256').update(`${browserKeys(submission)[0]}\n${fingerprint}`);
  return `form:${digest.digest('base64url')}`;
}

/**
 * Honeypot filled, or the form sent faster than a person can fill it: a bot. The time token
 * is checked when present; shared (cached) pages cannot give each visitor one, so a missing
 * token is not held against the lead.
 */
function detectSpam(submission: IncomingLead, now: number): string | null {
  if (submission.honeypot && submission.honeypot.trim() !== '') return 'honeypot field filled';
  const token = submission.startedAt?.trim();
  if (!token) return null;
  const startedAt = Number(token);
  if (!Number.isSafeInteger(startedAt) || startedAt <= 0) return 'form time token invalid';
  const elapsed = now - startedAt;
  if (elapsed < limits.lead.minFillMs) return `form sent ${Math.max(0, elapsed)} ms after render`;
  return null;
}

/**
 * The lead's fingerprint with its photos: a retry of one key with other photos is a different
 * request. Without photos it is the lead's alone, as before photos existed.
 */
function withPhotos(fingerprint: string, submission: IncomingLead): string {
  const photos = [
    ...(submission.photoTokens ?? []).map((token) => `t:${token}`),
    ...(submission.formPhotos ?? []).map((photo) => `s:${photo.sha256}`),
  ].sort();
  if (photos.length === 0) return fingerprint;
  return createHash('sha256')
    .update(`${fingerprint}\n${photos.join('\n')}`)
    .digest('hex');
}

/** With the window picked: a retry of one key for another window is a different request. */
function withAppointment(fingerprint: string, submission: IncomingLead): string {
  if (!submission.appointmentStart) return fingerprint;
  return createHash('sha256')
    .update(`${fingerprint}\na:${submission.appointmentStart}`)
    .digest('hex');
}

/** Identifies a lead's content, so a repeated key with a different payload is refused. */
export function leadFingerprint(lead: Lead): string {
  const canonical = JSON.stringify([
    lead.name,
    lead.email,
    lead.phone,
    lead.service,
    lead.address,
    lead.message,
    lead.location,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
