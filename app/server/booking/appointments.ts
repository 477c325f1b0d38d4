/**
 * Booked visits (issue 30): booking a window inside the lead's transaction, moving and
 * cancelling (by the owner or the customer), the owner's agenda and the customer's link.
 *
 * Capacity is enforced by the database: a booking takes a free slot of its window with an
 * insert that does nothing on (window_start, slot) conflict, so concurrent requests on any
 * number of instances can never book more than `capacity` visits in one window.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SiteContent } from '#app/content/live.ts';
import { openHoursOf, type OpenHours } from '#app/content/open-hours.ts';
import type { BusinessProfile } from '#app/content/schema.ts';
import { bookingTimeZone } from '#app/lib/booking.ts';
import { DAY_MS } from '#app/lib/durations.ts';
import { serverLimits } from '#app/lib/limits.ts';
import type { AppConfig } from '../config.ts';
import { hitRateLimit } from '../db/rate-limit.ts';
import type { Database } from '../db/schema.ts';
import { serviceLabel } from '../mail/lead-messages.ts';
import type { AppServices } from '../services.ts';
import { findOfferedWindow, type WindowSlot } from './availability.ts';
import { bookingNow } from './booking-clock.ts';
import { getBookingSettings } from './booking-settings.ts';
import {
  enqueueCustomerVisitMail,
  enqueueOwnerVisitMail,
  scheduleReminder,
  visitWhen,
  withdrawReminder,
  type VisitFacts,
} from './visit-mail.ts';
import { toZonedIso } from './zoned-time.ts';

/** The window asked for is full, closed, past, inside the lead time or not offered at all. */
export class WindowUnavailableError extends Error {
  readonly code = 'window-unavailable';
  readonly start: string;
  constructor(start: string) {
    super(`window ${start} is not available`);
    this.start = start;
  }
}

export function isWindowUnavailable(error: unknown): error is WindowUnavailableError {
  return error instanceof WindowUnavailableError;
}

export type AppointmentStatus = 'booked' | 'cancelled';

export interface BookedVisit {
  leadId: number;
  /** ISO 8601 with the New York offset. */
  start: string;
  end: string;
  status: 'booked';
  startMs: number;
  endMs: number;
  uid: string;
  /** The customer's private link token: only in the e-mail, stored as its hash. */
  manageToken: string;
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newManageToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Reads the rules and finds the window, or throws WindowUnavailableError. */
async function offeredWindow(db: Kysely<Database>, start: string, now: number, hours: OpenHours) {
  const settings = await getBookingSettings({ db });
  const window = findOfferedWindow(start, { settings, hours, now });
  if (!window) throw new WindowUnavailableError(start);
  return { window, capacity: settings.capacity };
}

/** Live slots of a window, in use. */
async function takenSlots(db: Kysely<Database>, startMs: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('appointments')
    .select('slot')
    .where('window_start', '=', startMs)
    .where('slot', 'is not', null)
    .execute();
  return new Set(rows.map((row) => Number(row.slot)));
}

/**
 * As many live visits as the capacity, whichever slots they hold: after the owner lowers the
 * capacity a window can keep a visit in a slot at or above it, and a cancel below it then freed
 * a slot a booking or a move took though the availability (its count) called the window full.
 * Only ever stricter than the slots: the unique index still decides a race.
 */
function isFull(taken: ReadonlySet<number>, capacity: number): boolean {
  return taken.size >= capacity;
}

/**
 * Books `start` for the lead, in the caller's transaction (the lead's own: both or neither).
 * Throws WindowUnavailableError when no slot is free; the caller's transaction then rolls back.
 */
export async function bookInTransaction(
  trx: Kysely<Database>,
  request: {
    leadId: number;
    start: string;
    now: number;
    /** The published hours (no window outside them, none on a closure). */
    hours: OpenHours;
    clock?: number;
    host?: string;
  },
): Promise<BookedVisit> {
  const { window, capacity } = await offeredWindow(
    trx,
    request.start,
    request.clock ?? request.now,
    request.hours,
  );
  const manageToken = newManageToken();
  const uid = `${randomUUID()}@${request.host ?? 'booking'}`;
  const taken = await takenSlots(trx, window.startMs);
  if (isFull(taken, capacity)) throw new WindowUnavailableError(request.start);
  for (let slot = 0; slot < capacity; slot++) {
    if (taken.has(slot)) continue;
    // A concurrent booking of this slot makes the insert do nothing (PostgreSQL waits for
    // that transaction first), so each slot is held by one visit at most.
    const inserted = await trx
      .insertInto('appointments')
      .values({
        lead_id: request.leadId,
        window_start: window.startMs,
        window_end: window.endMs,
        slot,
        status: 'booked',
        uid,
        manage_token_hash: hashManageToken(manageToken),
        reminder_outbox_id: null,
        created_at: request.now,
        updated_at: request.now,
        cancelled_at: null,
        cancelled_by: null,
      })
      .onConflict((oc) => oc.columns(['window_start', 'slot']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return booked(request.leadId, window, uid, manageToken);
  }
  throw new WindowUnavailableError(request.start);
}

function booked(leadId: number, window: WindowSlot, uid: string, manageToken: string): BookedVisit {
  return {
    leadId,
    start: toZonedIso(window.startMs, bookingTimeZone),
    end: toZonedIso(window.endMs, bookingTimeZone),
    status: 'booked',
    startMs: window.startMs,
    endMs: window.endMs,
    uid,
    manageToken,
  };
}

/** The reminder's outbox row, remembered so a cancel or move can withdraw it. */
export async function rememberReminder(
  trx: Kysely<Database>,
  leadId: number,
  outboxId: number | null,
): Promise<void> {
  await trx
    .updateTable('appointments')
    .set({ reminder_outbox_id: outboxId })
    .where('lead_id', '=', leadId)
    .execute();
}

interface VisitRow extends VisitFacts {
  status: AppointmentStatus;
  reminderOutboxId: number | null;
}

/** Visits with their lead's name and contact: what e-mails, lists and pages show. */
export function visitsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('contact_submissions as l', 'l.id', 'a.lead_id')
    .select([
      'a.lead_id',
      'a.window_start',
      'a.window_end',
      'a.status',
      'a.uid',
      'a.sequence',
      'a.reminder_outbox_id',
      'l.name',
      'l.email',
      'l.service',
      'l.address',
      'l.location',
    ]);
}

type VisitQueryRow = Awaited<ReturnType<ReturnType<typeof visitsQuery>['execute']>>[number];

function visitRow(row: VisitQueryRow): VisitRow {
  return {
    leadId: Number(row.lead_id),
    startMs: Number(row.window_start),
    endMs: Number(row.window_end),
    status: row.status,
    uid: row.uid,
    sequence: Number(row.sequence),
    reminderOutboxId: row.reminder_outbox_id === null ? null : Number(row.reminder_outbox_id),
    name: row.name,
    email: row.email,
    service: row.service,
    address: row.address,
    location: row.location,
  };
}

async function visitOf(
  db: Kysely<Database>,
  where: { leadId: number } | { tokenHash: string },
): Promise<VisitRow | undefined> {
  const query = visitsQuery(db);
  const row = await (
    'leadId' in where
      ? query.where('a.lead_id', '=', where.leadId)
      : query.where('a.manage_token_hash', '=', where.tokenHash)
  ).executeTakeFirst();
  return row ? visitRow(row) : undefined;
}

/**
 * Takes the visit's row until the transaction ends, before a change reads it. On PostgreSQL,
 * under read committed, a cancel and a move (or two cancels) sent at once each read the visit
 * as booked: both wrote, the move gave a cancelled visit a slot of its new window (offered as
 * open, refused to everyone) and two cancels mailed the customer twice. Now the second waits and
 * reads what the first made of it. SQLite runs one write transaction at a time already.
 */
async function holdVisit(trx: Kysely<Database>, leadId: number): Promise<void> {
  await trx
    .updateTable('appointments')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('lead_id', '=', leadId)
    .execute();
}

/**
 * The customer's link moves or cancels a visit while it is ahead (the page offers neither once
 * it has begun); the owner may still change it.
 */
function pastForCustomer(visit: VisitRow, by: Actor, config: BookingServices['config']): boolean {
  return by === 'customer' && visit.startMs <= bookingNow(config);
}

/**
 * The owner cancels a visit until it has ended. Once over it is history: a cancellation and a
 * CANCEL event would reach the customer after the fact. The lead's status and outcome say what
 * became of it. (A past visit may still be moved to a coming window: the customer is told of
 * the new time.)
 */
function overForOwner(visit: VisitRow, by: Actor, config: BookingServices['config']): boolean {
  return by === 'owner' && visit.endMs <= bookingNow(config);
}

/**
 * Counts a customer's move of the visit (by its UID, kept across moves); false past the
 * limit. A move refused for its window rolls back and counts nothing.
 */
async function mayMoveAgain(trx: Kysely<Database>, visit: VisitRow, now: number) {
  const { max, windowMs } = serverLimits.booking.customerMovesPerVisit;
  const hit = await hitRateLimit(
    trx,
    { key: `booking:moves:${visit.uid}`, limit: max, windowMs },
    now,
  );
  return hit.allowed;
}

/** What a change reads of the content (hours, the business the e-mails name) is an argument. */
type BookingServices = Pick<AppServices, 'db' | 'config'>;
type Actor = 'owner' | 'customer';

export type ChangeResult =
  | { kind: 'ok'; visit: AppointmentView }
  | { kind: 'not-found' }
  | { kind: 'cancelled' }
  /**
   * The customer asked to change a visit that has begun or passed, or the owner to cancel one
   * that has ended.
   */
  | { kind: 'past' }
  /** The customer moved this visit as often as the link allows for now. */
  | { kind: 'too-many-moves' }
  | { kind: 'window-unavailable' };

/** A unique index refused the write (a concurrent booking won), on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; errcode?: unknown; message?: unknown };
  return (
    e?.code === '23505' ||
    e?.errcode === 2067 ||
    (typeof e?.message === 'string' && /UNIQUE constraint failed/i.test(e.message))
  );
}

export function calendarHost(config: Pick<AppConfig, 'publicOrigin'>): string {
  return new URL(config.publicOrigin).hostname;
}

/**
 * Moves a live visit to another offered window (same UID, SEQUENCE + 1); the customer gets the
 * updated event, the reminder is scheduled again. A move by the owner mails a fresh private link
 * (the old one stops working: its token is not stored to be mailed again); a move by the
 * customer keeps the link they used.
 */
export async function moveAppointment(
  services: BookingServices,
  content: Pick<SiteContent, 'business' | 'specialHours'>,
  request: { leadId: number; start: string; by?: Actor; manageToken?: string },
): Promise<ChangeResult> {
  const now = Date.now();
  const by = request.by ?? 'owner';
  const { business } = content;
  try {
    return await services.db.transaction().execute(async (trx) => {
      await holdVisit(trx, request.leadId);
      const visit = await visitOf(trx, { leadId: request.leadId });
      if (!visit) return { kind: 'not-found' as const };
      if (visit.status !== 'booked') return { kind: 'cancelled' as const };
      if (pastForCustomer(visit, by, services.config)) return { kind: 'past' as const };
      const { window, capacity } = await offeredWindow(
        trx,
        request.start,
        bookingNow(services.config),
        openHoursOf(content),
      );
      if (window.startMs === visit.startMs) return { kind: 'ok' as const, visit: view(visit) };
      if (by === 'customer' && !(await mayMoveAgain(trx, visit, now))) {
        return { kind: 'too-many-moves' as const };
      }
      const taken = await takenSlots(trx, window.startMs);
      const slot = isFull(taken, capacity)
        ? undefined
        : Array.from({ length: capacity }, (_, i) => i).find((i) => !taken.has(i));
      if (slot === undefined) throw new WindowUnavailableError(request.start);
      const manageToken = request.manageToken ?? newManageToken();
      // A concurrent booking of the same slot fails this update on the unique index.
      await trx
        .updateTable('appointments')
        .set((eb) => ({
          window_start: window.startMs,
          window_end: window.endMs,
          slot,
          sequence: eb('sequence', '+', 1),
          manage_token_hash: hashManageToken(manageToken),
          updated_at: now,
        }))
        .where('lead_id', '=', request.leadId)
        .execute();
      const moved: VisitRow = {
        ...visit,
        startMs: window.startMs,
        endMs: window.endMs,
        sequence: visit.sequence + 1,
      };
      await withdrawReminder(trx, visit.reminderOutboxId);
      const { config } = services;
      await enqueueCustomerVisitMail(trx, config, business, 'moved', moved, { now, manageToken });
      await rememberReminder(
        trx,
        visit.leadId,
        await scheduleReminder(trx, config, business, moved, { now, manageToken }),
      );
      if (by === 'customer') {
        await enqueueOwnerVisitMail(trx, config, business, moved, {
          now,
          method: 'REQUEST',
          previous: visit,
        });
      }
      return { kind: 'ok' as const, visit: view(moved) };
    });
  } catch (error) {
    if (isWindowUnavailable(error) || isUniqueViolation(error)) {
      return { kind: 'window-unavailable' };
    }
    throw error;
  }
}

/**
 * Cancels a live visit: the slot is freed, the reminder withdrawn, the customer mailed a
 * CANCEL (same UID, SEQUENCE + 1); the owner is told when the customer cancelled.
 */
export async function cancelAppointment(
  services: BookingServices,
  business: BusinessProfile,
  request: { leadId: number; by: Actor },
): Promise<ChangeResult> {
  return services.db
    .transaction()
    .execute((trx) => cancelInTransaction(trx, services, business, request, Date.now()));
}

/**
 * The cancel itself, in the caller's transaction: deleting a lead cancels its visit this way
 * before the row goes, so the customer hears of it and no reminder stays queued.
 */
export async function cancelInTransaction(
  trx: Kysely<Database>,
  services: Pick<AppServices, 'config'>,
  business: BusinessProfile,
  request: { leadId: number; by: Actor },
  now: number,
): Promise<ChangeResult> {
  await holdVisit(trx, request.leadId);
  const visit = await visitOf(trx, { leadId: request.leadId });
  if (!visit) return { kind: 'not-found' };
  if (visit.status !== 'booked') return { kind: 'cancelled' };
  if (pastForCustomer(visit, request.by, services.config)) return { kind: 'past' };
  if (overForOwner(visit, request.by, services.config)) return { kind: 'past' };
  await trx
    .updateTable('appointments')
    .set((eb) => ({
      status: 'cancelled',
      slot: null,
      sequence: eb('sequence', '+', 1),
      reminder_outbox_id: null,
      cancelled_at: now,
      cancelled_by: request.by,
      updated_at: now,
    }))
    .where('lead_id', '=', request.leadId)
    .execute();
  const cancelled: VisitRow = { ...visit, status: 'cancelled', sequence: visit.sequence + 1 };
  await withdrawReminder(trx, visit.reminderOutboxId);
  const { config } = services;
  await enqueueCustomerVisitMail(trx, config, business, 'cancelled', cancelled, { now });
  if (request.by === 'customer') {
    await enqueueOwnerVisitMail(trx, config, business, cancelled, { now, method: 'CANCEL' });
  }
  return { kind: 'ok', visit: view(cancelled) };
}

/** One visit as the admin API and the Schedule show it. */
export interface AppointmentView {
  leadId: number;
  start: string;
  end: string;
  status: AppointmentStatus;
  name: string;
  service: string;
  town: string | null;
}

function view(visit: VisitRow): AppointmentView {
  return {
    leadId: visit.leadId,
    start: toZonedIso(visit.startMs, bookingTimeZone),
    end: toZonedIso(visit.endMs, bookingTimeZone),
    status: visit.status,
    name: visit.name,
    service: visit.service,
    town: visit.location,
  };
}

function agendaQuery(
  services: Pick<AppServices, 'db'>,
  request: { from: number; days: number; status?: AppointmentStatus },
) {
  let query = visitsQuery(services.db)
    .select('l.phone')
    .where('a.window_end', '>', request.from)
    .where('a.window_start', '<', request.from + request.days * DAY_MS);
  if (request.status) query = query.where('a.status', '=', request.status);
  return query.orderBy('a.window_start').orderBy('a.lead_id');
}

/** Visits starting from `from` for `days` days, in time order, cancelled ones included. */
export async function listAppointments(
  services: Pick<AppServices, 'db'>,
  request: { from: number; days: number; status?: AppointmentStatus },
): Promise<AppointmentView[]> {
  const rows = await agendaQuery(services, request).execute();
  return rows.map((row) => view(visitRow(row)));
}

/**
 * One visit as the Schedule's card shows it: the service by its name, and where to go and
 * whom to call (the admin API's list keeps its own shape).
 */
export interface AgendaVisit extends AppointmentView {
  serviceName: string;
  address: string | null;
  phone: string;
}

/** The Schedule's agenda: `listAppointments` with what the owner needs on the road. */
export async function listAgenda(
  services: Pick<AppServices, 'db'>,
  request: { from: number; days: number; status?: AppointmentStatus },
): Promise<AgendaVisit[]> {
  const rows = await agendaQuery(services, request).execute();
  return rows.map((row) => ({
    ...view(visitRow(row)),
    serviceName: serviceLabel(row.service),
    address: row.address,
    phone: row.phone,
  }));
}

/**
 * A lead's visit as its card shows it: `when` written on the server ("Mon, Mar 15, 8:00 AM -
 * 10:00 AM"), `past` once it has ended by `now`.
 */
export interface LeadVisitSummary {
  start: string;
  end: string;
  status: AppointmentStatus;
  when: string;
  past: boolean;
}

/** The visits of these leads (booked or cancelled; a lead has one at most), for their cards. */
export async function visitsOfLeads(
  db: Kysely<Database>,
  leadIds: readonly number[],
  now: number,
): Promise<Map<number, LeadVisitSummary>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('appointments')
    .select(['lead_id', 'window_start', 'window_end', 'status'])
    .where('lead_id', 'in', [...leadIds])
    .execute();
  return new Map(
    rows.map((row) => {
      const window = { startMs: Number(row.window_start), endMs: Number(row.window_end) };
      return [
        Number(row.lead_id),
        {
          start: toZonedIso(window.startMs, bookingTimeZone),
          end: toZonedIso(window.endMs, bookingTimeZone),
          status: row.status,
          when: visitWhen(window),
          past: window.endMs <= now,
        },
      ];
    }),
  );
}

/** The visit behind a customer's private link, or undefined (wrong, or replaced by a newer one). */
export async function findByManageToken(
  services: Pick<AppServices, 'db'>,
  token: string,
): Promise<AppointmentView | undefined> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return undefined;
  const visit = await visitOf(services.db, { tokenHash: hashManageToken(token) });
  return visit ? view(visit) : undefined;
}

/** For the customer's page: the lead behind a token (to move or cancel it). */
export async function leadIdByManageToken(
  services: Pick<AppServices, 'db'>,
  token: string,
): Promise<number | undefined> {
  return (await findByManageToken(services, token))?.leadId;
}
