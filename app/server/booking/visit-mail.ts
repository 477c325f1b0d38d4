/**
 * A visit's e-mails, queued in the outbox inside the transaction that changes the visit: the
 * customer's confirmation, move and cancel (each with the event as text/calendar, same UID,
 * growing SEQUENCE), the reminder the day before, and the owner's booking alert.
 */
import type { Kysely } from 'kysely';
import type { BusinessProfile } from '#app/content/schema.ts';
import { bookingTimeZone, visitLabel } from '#app/lib/booking.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { serverLimits } from '#app/lib/limits.ts';
import { absoluteUrl, adminRoutes, routes } from '#app/lib/urls.ts';
import { DAY_MS } from '#app/lib/durations.ts';
import type { Database } from '../db/schema.ts';
import { escapeHtml, headerValue } from '../mail/escape.ts';
import {
  adminLeadUrl,
  carriesLinkOrDomain,
  greetingName,
  serviceLabel,
  type RenderedMail,
} from '../mail/lead-messages.ts';
import { mailSenders, type MailConfig } from '../mail/senders.ts';
import { queuedNow } from '../outbox/job.ts';
import { writeCalendar, type CalendarEvent } from './ical.ts';
import { toZonedIso } from './zoned-time.ts';

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

/**
 * The visit's UID in the owner's calendar: one for the owner's e-mails and the feed alike, so
 * an owner who adds the e-mailed event and subscribes to the feed sees the visit once. It
 * differs from the customer's on purpose: the customer's event is an invitation the business
 * organizes (ORGANIZER is the business address the owner reads), so a calendar that met both
 * under one UID (the owner's, when the customer's client answers or forwards it) would take
 * them for one event and let one overwrite the other, though they say different things (the
 * customer's names the business and carries the customer's private link, the owner's names
 * the customer and links to the admin).
 */
export function ownerEventUid(uid: string): string {
  return `owner-${uid}`;
}

export type CustomerVisitMail = 'confirmation' | 'moved' | 'cancelled';

/** Queues the customer's e-mail about the visit, with the event attached. */
export async function enqueueCustomerVisitMail(
  trx: Kysely<Database>,
  config: MailConfig,
  business: BusinessProfile,
  kind: CustomerVisitMail,
  typed: VisitFacts,
  options: {
    now: number;
    manageToken?: string | undefined;
    /**
     * The lead's own confirmation, booked with it: one e-mail says both (issue 37), the visit
     * first, then what the owner's template says about the request.
     */
    lead?: RenderedMail | undefined;
  },
): Promise<void> {
  const visit = echoedToCustomer(typed);
  const sender = await mailSenders(trx, config, business);
  const when = visitWhen(visit);
  const link = options.manageToken ? manageUrl(config, options.manageToken) : undefined;
  const m = bookingMessages;
  const cancelled = kind === 'cancelled';
  const [subject, visitText] =
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
  const lead = options.lead;
  await trx
    .insertInto('outbox')
    .values({
      lead_id: visit.leadId,
      kind: kind === 'confirmation' ? 'visit_confirmation' : 'visit_update',
      from_address: lead?.from ?? sender.from,
      to_address: lead?.to ?? visit.email,
      reply_to: sender.businessEmail,
      subject: headerValue(subject),
      text_body: lead ? `${visitText}\n${withoutGreeting(lead.text)}` : visitText,
      // The visit's paragraphs without their greeting: the template has its own.
      html_body: lead?.html
        ? withLeadHtml(lead.html, visitText.split('\n\n').slice(1), link)
        : null,
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
  const sender = await mailSenders(trx, config, business);
  const when = visitWhen(visit);
  const [row] = await trx
    .insertInto('outbox')
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
    .deleteFrom('outbox')
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
    /** The new lead's own notification, booked with it: one e-mail says both (issue 37). */
    lead?: RenderedMail | undefined;
    urgent?: boolean;
    /** The visit's time before a move: the owner reads a move as one (issue 37). */
    previous?: Pick<VisitFacts, 'startMs' | 'endMs'> | undefined;
  },
): Promise<void> {
  const sender = await mailSenders(trx, config, business);
  const when = visitWhen(visit);
  const service = serviceLabel(visit.service);
  const town = visit.location ?? '';
  const cancelled = options.method === 'CANCEL';
  const m = bookingMessages;
  const leadUrl = adminLeadUrl(config.publicOrigin, visit.leadId);
  const [subject, visitText] = options.previous
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
  const lead = options.lead;
  await trx
    .insertInto('outbox')
    .values({
      lead_id: visit.leadId,
      kind: 'owner_notification',
      from_address: lead?.from ?? sender.from,
      to_address: lead?.to ?? sender.businessEmail,
      reply_to: lead?.replyTo ?? visit.email,
      subject: headerValue(`${options.urgent ? 'URGENT: ' : ''}${subject}`),
      // The lead's summary keeps its own link to the lead: the visit's first paragraph is enough.
      text_body: lead ? `${visitText.split('\n\n')[0]}\n\n${lead.text}` : visitText,
      html_body: lead?.html ? withLeadHtml(lead.html, visitText.split('\n\n').slice(0, 1)) : null,
      calendar_body: writeCalendar({
        method: 'PUBLISH',
        events: [
          {
            uid: ownerEventUid(visit.uid),
            sequence: visit.sequence,
            stamp: options.now,
            start: visit.startMs,
            end: visit.endMs,
            summary: bookingMessages.ownerEventSummary(visit.name, service),
            description: adminLeadUrl(config.publicOrigin, visit.leadId),
            location: visitLocation(visit),
            status: cancelled ? 'CANCELLED' : 'CONFIRMED',
            organizer: { name: sender.businessName, email: sender.businessEmail },
          },
        ],
      }),
      calendar_method: 'PUBLISH',
      ...queuedNow(options.now),
    })
    .execute();
}

/** The lead confirmation's text without its greeting line (the visit's text greets already). */
function withoutGreeting(text: string): string {
  return text.replace(/^Hello[^\n]*\n\n/, '');
}

/**
 * A lead e-mail's HTML (the owner's template, or the owner's summary) with the visit's
 * paragraphs first in its body: escaped, the private link a link.
 */
function withLeadHtml(html: string, paragraphs: string[], link?: string): string {
  const block = paragraphs
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph.trim()).replace(/\n/g, '<br>');
      if (!link) return `<p>${escaped}</p>`;
      const href = escapeHtml(link);
      return `<p>${escaped.replace(href, `<a href="${href}">${href}</a>`)}</p>`;
    })
    .join('\n');
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return `${block}\n${html}`;
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}\n${block}${html.slice(at)}`;
}

/**
 * The one alert of a burst of bookings (issue 37), to the owner, through the outbox like the
 * sign-in attack's alert.
 */
export async function enqueueBurstAlert(
  trx: Kysely<Database>,
  config: MailConfig,
  business: BusinessProfile,
  burst: { count: number; now: number },
): Promise<void> {
  const sender = await mailSenders(trx, config, business);
  const minutes = serverLimits.booking.burst.windowMs / 60_000;
  const text = bookingMessages.burstAlertText(
    burst.count,
    minutes,
    absoluteUrl(config.publicOrigin, adminRoutes.schedule),
  );
  await trx
    .insertInto('outbox')
    .values({
      lead_id: null,
      kind: 'security_alert',
      from_address: sender.from,
      to_address: sender.businessEmail,
      reply_to: null,
      subject: headerValue(bookingMessages.burstAlertSubject(burst.count, minutes)),
      text_body: text,
      html_body: null,
      ...queuedNow(burst.now),
    })
    .execute();
}
