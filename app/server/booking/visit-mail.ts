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
import {
  adminLeadUrl,
  carriesLinkOrDomain,
  greetingName,
  serviceLabel,
} from '../mail/lead-messages.ts';
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

/**
 * What the customer's e-mails and their event echo of what was typed (issue 37). Anyone can book
 * with anyone's e-mail address, so a name or an address carrying a link or a domain ("Claim your
 * prize at evil.example") would reach a stranger's inbox from the business, linked by the mail
 * client. Such a name or address is left out there (the greeting without a name, the event
 * without a place). Neutralised here rather than refused at the form: the lead must be kept, and
 * a real address can read like a domain ("Mt.Holly"); the owner's own e-mails and the admin show
 * it as typed.
 */
export function echoedToCustomer(visit: VisitFacts): VisitFacts {
  const plain = (text: string | null) => (text && carriesLinkOrDomain(text) ? null : text);
  return {
    ...visit,
    name: greetingName(visit.name),
    address: plain(visit.address),
    location: plain(visit.location),
  };
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
  typed: VisitFacts,
  options: { now: number; manageToken?: string | undefined },
): Promise<void> {
  const visit = echoedToCustomer(typed);
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
        : [m.cancelledSubject(sender.businessName, when), m.cancelledText(visit.name, when)];
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
  typed: VisitFacts,
  options: { now: number; manageToken: string },
): Promise<number | null> {
  const visit = echoedToCustomer(typed);
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
 * visit as an event for the owner's own calendar (PUBLISH: no reply is asked for).
 */
export async function enqueueOwnerVisitMail(
  trx: Kysely<Database>,
  config: MailConfig,
  business: BusinessProfile,
  visit: VisitFacts,
  options: { now: number; method: 'REQUEST' | 'CANCEL' },
): Promise<void> {
  const sender = await senders(trx, config, business);
  const when = visitWhen(visit);
  const service = serviceLabel(visit.service);
  const town = visit.location ?? '';
  const cancelled = options.method === 'CANCEL';
  const m = bookingMessages;
  await trx
    .insertInto('mail_outbox')
    .values({
      lead_id: visit.leadId,
      kind: 'owner_notification',
      from_address: sender.from,
      to_address: sender.businessEmail,
      reply_to: visit.email,
      subject: (cancelled ? m.ownerCancelledSubject : m.ownerAlertSubject)(visit.name, when),
      text_body: (cancelled ? m.ownerCancelledText : m.ownerAlertText)(
        visit.name,
        when,
        service,
        town,
        adminLeadUrl(config.publicOrigin, visit.leadId),
      ),
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
