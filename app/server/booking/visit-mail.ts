/**
 * A visit's e-mails, queued in the outbox inside the transaction that changes the visit: the
 * customer's confirmation, move and cancel (each with the event as text/calendar, same UID,
 * growing SEQUENCE), the reminder the day before, and the owner's booking alert.
 */
import type { Kysely } from 'kysely';
import type { BusinessProfile } from '#app/content/schema.ts';
import { bookingTimeZone, visitLabel } from '#app/lib/booking.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { absoluteUrl, routes } from '#app/lib/urls.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { businessMailDefaults } from '../mail/business-defaults.ts';
import { adminLeadUrl, serviceLabel } from '../mail/lead-messages.ts';
import { readMailSettings } from '../mail/settings.ts';
import { queuedNow } from '../outbox/job.ts';
import { writeCalendar, type CalendarEvent } from './ical.ts';
import { toZonedIso } from './zoned-time.ts';

export type MailConfig = Pick<AppConfig, 'publicOrigin' | 'MAIL_FROM'>;

/** What every visit e-mail is written from. */
export interface VisitFacts {
  leadId: number;
  name: string;
  email: string;
  service: string;
  address: string | null;
  location: string | null;
  uid: string;
  sequence: number;
  startMs: number;
  endMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the reminder goes: a day before the visit starts. */
export function reminderDue(startMs: number): number {
  return startMs - DAY_MS;
}

/** "Mon, Mar 15, 8:00 AM - 10:00 AM". */
export function visitWhen(visit: Pick<VisitFacts, 'startMs' | 'endMs'>): string {
  return visitLabel({
    start: toZonedIso(visit.startMs, bookingTimeZone),
    end: toZonedIso(visit.endMs, bookingTimeZone),
  });
}

/** The event's LOCATION: the address typed, with the town when given. */
export function visitLocation(visit: Pick<VisitFacts, 'address' | 'location'>): string | null {
  const parts = [visit.address, visit.location].filter((part): part is string => !!part?.trim());
  return parts.length > 0 ? parts.join(', ') : null;
}

export function manageUrl(config: MailConfig, token: string): string {
  return absoluteUrl(config.publicOrigin, routes.manageVisit(token));
}

async function senders(trx: Kysely<Database>, config: MailConfig, business: BusinessProfile) {
  const defaults = businessMailDefaults(business);
  const settings = await readMailSettings(trx, business);
  return {
    businessName: defaults.businessName,
    businessEmail: settings.businessEmail,
    from: config.MAIL_FROM ?? settings.businessEmail,
  };
}

/** The customer's event (what their calendar shows). */
export function customerEvent(
  visit: VisitFacts,
  sender: { businessName: string; businessEmail: string },
  options: { status: CalendarEvent['status']; now: number; manageLink?: string | undefined },
): CalendarEvent {
  return {
    uid: visit.uid,
    sequence: visit.sequence,
    stamp: options.now,
    start: visit.startMs,
    end: visit.endMs,
    summary: bookingMessages.eventSummary(sender.businessName, serviceLabel(visit.service)),
    description: options.manageLink
      ? bookingMessages.eventDescription(options.manageLink)
      : undefined,
    location: visitLocation(visit),
    url: options.manageLink,
    status: options.status,
    organizer: { name: sender.businessName, email: sender.businessEmail },
    attendee: { name: visit.name, email: visit.email },
  };
}

export type CustomerVisitMail = 'confirmation' | 'moved' | 'cancelled';

/** Queues the customer's e-mail about the visit, with the event attached. */
export async function enqueueCustomerVisitMail(
  trx: Kysely<Database>,
  config: MailConfig,
  business: BusinessProfile,
  kind: CustomerVisitMail,
  visit: VisitFacts,
  options: { now: number; manageToken?: string | undefined },
): Promise<void> {
  const sender = await senders(trx, config, business);
  const when = visitWhen(visit);
  const link = options.manageToken ? manageUrl(config, options.manageToken) : undefined;
  const m = bookingMessages;
  const cancelled = kind === 'cancelled';
  const [subject, text] =
    kind === 'confirmation'
      ? [
          m.confirmationSubject(sender.businessName, when),
          m.confirmationText(visit.name, when, visitLocation(visit) ?? '', link ?? ''),
        ]
      : kind === 'moved'
        ? [m.movedSubject(sender.businessName, when), m.movedText(visit.name, when, link ?? '')]
        : [
            m.cancelledSubject(sender.businessName, when),
            // The published phone (the snapshot the caller passed): "call us" needs a number.
            m.cancelledText(visit.name, when, business.phones.main.display),
          ];
  const event = customerEvent(visit, sender, {
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    now: options.now,
    manageLink: link,
  });
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  await trx
    .insertInto('mail_outbox')
    .values({
      lead_id: visit.leadId,
      kind: kind === 'confirmation' ? 'visit_confirmation' : 'visit_update',
      from_address: sender.from,
      to_address: visit.email,
      reply_to: sender.businessEmail,
      subject,
      text_body: text,
      html_body: null,
      calendar_body: writeCalendar({
        method,
        events: [event],
      }),
      calendar_method: method,
      ...queuedNow(options.now),
    })
    .execute();
}

/**
 * Queues the reminder, due a day before the visit; none when the visit is less than a day
 * away (the confirmation has just said it). Returns its outbox id.
 */
export async function scheduleReminder(
  trx: Kysely<Database>,
  config: MailConfig,
  business: BusinessProfile,
  visit: VisitFacts,
  options: { now: number; manageToken: string },
): Promise<number | null> {
  const due = reminderDue(visit.startMs);
  if (due <= options.now) return null;
  const sender = await senders(trx, config, business);
  const when = visitWhen(visit);
  const [row] = await trx
    .insertInto('mail_outbox')
    .values({
      lead_id: visit.leadId,
      kind: 'visit_reminder',
      from_address: sender.from,
      to_address: visit.email,
      reply_to: sender.businessEmail,
      subject: bookingMessages.reminderSubject(sender.businessName, when),
      text_body: bookingMessages.reminderText(
        visit.name,
        when,
        visitLocation(visit) ?? '',
        manageUrl(config, options.manageToken),
      ),
      html_body: null,
      ...queuedNow(options.now),
      next_attempt_at: due,
    })
    .returning('id')
    .execute();
  return row ? Number(row.id) : null;
}

/** Withdraws a reminder not yet handed to the mail server (a cancel or a move). */
export async function withdrawReminder(
  trx: Kysely<Database>,
  outboxId: number | null,
): Promise<void> {
  if (outboxId === null) return;
  await trx
    .deleteFrom('mail_outbox')
    .where('id', '=', outboxId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * The owner's e-mail about a booking (new, or moved or cancelled by the customer), with the
 * visit as an event for the owner's own calendar (PUBLISH: no reply is asked for). A move
 * names the old time (`previous`): the owner's calendar may still show it.
 */
export async function enqueueOwnerVisitMail(
  trx: Kysely<Database>,
  config: MailConfig,
  business: BusinessProfile,
  visit: VisitFacts,
  options: {
    now: number;
    method: 'REQUEST' | 'CANCEL';
    previous?: Pick<VisitFacts, 'startMs' | 'endMs'> | undefined;
  },
): Promise<void> {
  const sender = await senders(trx, config, business);
  const when = visitWhen(visit);
  const service = serviceLabel(visit.service);
  const town = visit.location ?? '';
  const cancelled = options.method === 'CANCEL';
  const m = bookingMessages;
  const leadUrl = adminLeadUrl(config.publicOrigin, visit.leadId);
  const [subject, text] = options.previous
    ? [
        m.ownerRescheduledSubject(visit.name, when),
        m.ownerRescheduledText(
          visit.name,
          visitWhen(options.previous),
          when,
          service,
          town,
          leadUrl,
        ),
      ]
    : cancelled
      ? [
          m.ownerCancelledSubject(visit.name, when),
          m.ownerCancelledText(visit.name, when, service, town, leadUrl),
        ]
      : [
          m.ownerAlertSubject(visit.name, when),
          m.ownerAlertText(visit.name, when, service, town, leadUrl),
        ];
  await trx
    .insertInto('mail_outbox')
    .values({
      lead_id: visit.leadId,
      kind: 'owner_notification',
      from_address: sender.from,
      to_address: sender.businessEmail,
      reply_to: visit.email,
      subject,
      text_body: text,
      html_body: null,
      calendar_body: writeCalendar({
        method: 'PUBLISH',
        events: [
          {
            uid: `owner-${visit.uid}`,
            sequence: visit.sequence,
            stamp: options.now,
            start: visit.startMs,
            end: visit.endMs,
            summary: bookingMessages.ownerEventSummary(visit.name, service),
            description: adminLeadUrl(config.publicOrigin, visit.leadId),
            location: visitLocation(visit),
            status: cancelled ? 'CANCELLED' : 'CONFIRMED',
          },
        ],
      }),
      calendar_method: 'PUBLISH',
      ...queuedNow(options.now),
    })
    .execute();
}
