/**
 * A visit booked with a new lead (issue 30), inside the lead's transaction: the window is
 * booked first (or the lead is refused), the e-mails are queued once the lead's own are.
 */
import type { Kysely } from 'kysely';
import { bookingTimeZone } from '#app/lib/booking.ts';
import type { SiteContent } from '#app/content/live.ts';
import { openHoursOf } from '#app/content/open-hours.ts';
import type { BookedAppointment } from '#app/lib/lead-schema.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { RenderedMail } from '../mail/lead-messages.ts';
import { bookInTransaction, calendarHost, rememberReminder } from './appointments.ts';
import { bookingNow } from './clock.ts';
import {
  enqueueCustomerVisitMail,
  enqueueOwnerVisitMail,
  scheduleReminder,
  visitWhen,
  type VisitFacts,
} from './visit-mail.ts';
import { toZonedIso } from './zoned-time.ts';

export interface LeadVisit {
  appointment: BookedAppointment;
  /** "Mon, Mar 15, 8:00 AM - 10:00 AM" (the owner's push alert). */
  label: string;
  /**
   * Queues the lead's two e-mails with the visit in them (issue 37: the lead's and the visit's
   * were two each): the customer's confirmation with the event, its link and the reminder, and
   * the owner's notification with the owner's event, left out while bookings come in a burst.
   * The customer's goes whatever junk leads spent of the confirmations' budget (issue 37): a
   * booking's confirmations are bounded by the windows and the limits of booking-limits.ts.
   */
  notify(
    lead: {
      name: string;
      email: string;
      service: string;
      address: string | null;
      location: string | null;
    },
    mail: { owner: RenderedMail | null; customer: RenderedMail; urgent: boolean },
  ): Promise<void>;
}

type BookingConfig = Pick<AppConfig, 'publicOrigin' | 'MAIL_FROM' | 'BOOKING_CLOCK'>;

/**
 * Books the window or throws WindowUnavailableError (the lead's transaction rolls back).
 * `content`: the published snapshot's hours and business (the e-mails' sender).
 */
export async function bookLeadVisit(
  trx: Kysely<Database>,
  config: BookingConfig,
  content: Pick<SiteContent, 'business' | 'specialHours'>,
  request: { leadId: number; start: string; now: number },
): Promise<LeadVisit> {
  const { business } = content;
  const booked = await bookInTransaction(trx, {
    leadId: request.leadId,
    start: request.start,
    now: request.now,
    hours: openHoursOf(content),
    clock: bookingNow(config),
    host: calendarHost(config),
  });
  return {
    appointment: { start: booked.start, end: booked.end, status: 'booked' },
    label: visitWhen(booked),
    async notify(lead, mail) {
      const visit: VisitFacts = {
        ...lead,
        leadId: request.leadId,
        uid: booked.uid,
        sequence: 0,
        startMs: booked.startMs,
        endMs: booked.endMs,
      };
      const now = request.now;
      const manageToken = booked.manageToken;
      await enqueueCustomerVisitMail(trx, config, business, 'confirmation', visit, {
        now,
        manageToken,
        lead: mail.customer,
      });
      const reminder = await scheduleReminder(trx, config, business, visit, {
        now,
        manageToken,
      });
      await rememberReminder(trx, request.leadId, reminder);
      if (mail.owner) {
        await enqueueOwnerVisitMail(trx, config, business, visit, {
          now,
          method: 'REQUEST',
          lead: mail.owner,
          urgent: mail.urgent,
        });
      }
    },
  };
}

/** The live visit of a lead (a replayed request answers with it). */
export async function bookedAppointment(
  db: Kysely<Database>,
  leadId: number,
): Promise<BookedAppointment | undefined> {
  const row = await db
    .selectFrom('appointments')
    .select(['window_start', 'window_end'])
    .where('lead_id', '=', leadId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    start: toZonedIso(Number(row.window_start), bookingTimeZone),
    end: toZonedIso(Number(row.window_end), bookingTimeZone),
    status: 'booked',
  };
}
