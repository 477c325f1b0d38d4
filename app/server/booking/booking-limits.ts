/**
 * What keeps one visitor from holding every visit window (issue 37: 42 of 42 open windows were
 * booked in under a second, 21 of them with one e-mail and phone; real customers then got 409
 * and the owner 42 e-mails). Run in the lead's transaction, before the window is booked, so a
 * refusal stores nothing and counts nothing, like a taken window.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { serverLimits } from '#app/lib/limits.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { hitRateLimit } from '../db/rate-limit.ts';
import type { Database } from '../db/schema.ts';
import { addressKey } from '../security/address-key.ts';

/** Thrown inside the lead's transaction: the lead is refused (409) with this message. */
export class BookingRefusedError extends Error {
  readonly code = 'booking-refused';
  readonly reason: 'contact' | 'address';
  constructor(reason: 'contact' | 'address') {
    super(
      reason === 'contact' ? bookingMessages.contactHasVisits : bookingMessages.addressBookingLimit,
    );
    this.reason = reason;
  }
}

export function isBookingRefused(error: unknown): error is BookingRefusedError {
  return error instanceof BookingRefusedError;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** One address however it is capitalised or padded. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * One phone number however it is written: its digits, the last ten (a North American number
 * with or without its country code 1), so "(704) 555-0100" and "+1 704.555.0100" are one.
 */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

/**
 * Refuses the booking (throws BookingRefusedError) when its client address booked
 * `perAddress.max` visits within the window, or its e-mail or phone already holds
 * `openVisitsPerContact` open visits (booked, not yet ended). A refusal is a refusal, not a
 * move: anyone can type a customer's e-mail or phone, and a move would let them shift (in
 * effect cancel) that customer's real visit; the customer moves it from their e-mailed link.
 */
export async function enforceBookingLimits(
  trx: Kysely<Database>,
  request: { clientIp: string; email: string; phone: string; now: number; clock: number },
): Promise<void> {
  const { perAddress, openVisitsPerContact } = serverLimits.booking;
  const address = await hitRateLimit(
    trx,
    {
      key: `booking:ip:${addressKey(request.clientIp)}`,
      limit: perAddress.max,
      windowMs: perAddress.windowMs,
    },
    request.now,
  );
  if (!address.allowed) throw new BookingRefusedError('address');

  const email = emailKey(request.email);
  const phone = phoneKey(request.phone);
  // The counters' upserts hold their rows until this transaction ends: a second booking by
  // the same contact waits for the first and then counts it (on PostgreSQL, under read
  // committed, 40 bookings at once by one contact otherwise each saw none of the others).
  // E-mail before phone in every transaction, so two never wait on each other.
  for (const key of [`booking:contact:e:${digest(email)}`, `booking:contact:p:${digest(phone)}`]) {
    await hitRateLimit(
      trx,
      { key, limit: Number.MAX_SAFE_INTEGER, windowMs: perAddress.windowMs },
      request.now,
    );
  }
  // The open visits are few (the windows' capacity), so their contacts are compared here:
  // one way to write a phone number on both databases.
  const open = await trx
    .selectFrom('appointments')
    .innerJoin('contact_submissions', 'contact_submissions.id', 'appointments.lead_id')
    .select(['contact_submissions.email', 'contact_submissions.phone'])
    .where('appointments.status', '=', 'booked')
    .where('appointments.window_end', '>', request.clock)
    .execute();
  const held = open.filter(
    (visit) => emailKey(visit.email) === email || phoneKey(visit.phone) === phone,
  ).length;
  if (held >= openVisitsPerContact) throw new BookingRefusedError('contact');
}

/** Whether this request is part of a burst, and whether it is the one that tells the owner. */
export interface BurstState {
  /** Its owner e-mail is left out: the burst alert stands for it. */
  quiet: boolean;
  /** This request reached the threshold: queue the one alert. */
  alert: boolean;
  count: number;
}

/**
 * Counts one booking request (a window asked for, not spam) in the burst window, all visitors
 * together: requests, not bookings, so the count commits before the lead's transaction and
 * never holds a row every booking waits on.
 */
export async function countBooking(trx: Kysely<Database>, now: number): Promise<BurstState> {
  const { bookings, windowMs } = serverLimits.booking.burst;
  const hit = await hitRateLimit(trx, { key: 'booking:burst', limit: bookings - 1, windowMs }, now);
  return { quiet: !hit.allowed, alert: hit.hits === bookings, count: hit.hits };
}
