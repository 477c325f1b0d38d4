import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bookingLimits, bookingTimeZone, type AvailabilityResponse } from '#app/lib/booking.ts';
import { messages } from '#app/lib/messages.ts';
import {
  cancelAppointment,
  findByManageToken,
  listAppointments,
  moveAppointment,
  type ChangeResult,
} from '#app/server/booking/appointments.ts';
import { listWindows } from '#app/server/booking/availability.ts';
import { feedBody, feedUrl } from '#app/server/booking/calendar-feed.ts';
import { bookingNow } from '#app/server/booking/booking-clock.ts';
import { zonedDate, zonedToUtc } from '#app/server/booking/zoned-time.ts';
import { parseLeadUpdate, updateLead } from '#app/server/dashboard/lead-update.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';
import { plainBodyErrors, readApiJson, type ApiJson } from './read-body.ts';
import { idParam } from './route-id.ts';

const JSON_BODY_MAX = 4 * 1024;

/** "14" → 14 within [1, max]; null for anything else. Absent: the default. */
function parseDays(value: string | undefined, fallback: number, max: number): number | null {
  if (value === undefined) return fallback;
  if (!/^\d{1,3}$/.test(value)) return null;
  const days = Number(value);
  return days >= 1 && days <= max ? days : null;
}

function readJson(c: Context<HostEnv>): Promise<ApiJson> {
  return readApiJson(c, JSON_BODY_MAX, plainBodyErrors);
}

function changeAnswer(c: Context<HostEnv>, result: ChangeResult) {
  switch (result.kind) {
    case 'ok':
      return c.json(result.visit, 200);
    case 'not-found':
      return c.json({ error: messages.booking.notBooked }, 404);
    case 'cancelled':
      return c.json({ error: messages.booking.manageCancelled }, 409);
    case 'past':
      return c.json({ error: messages.booking.managePast }, 409);
    case 'too-many-moves':
      return c.json({ error: messages.booking.manageTooManyMoves }, 429);
    case 'window-unavailable':
      return c.json(
        {
          error: messages.booking.windowTaken,
          fieldErrors: { appointment: messages.booking.windowTaken },
        },
        409,
      );
  }
}

function startOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const start = (body as Record<string, unknown>).start;
  return typeof start === 'string' && start.length > 0 && start.length <= 40 ? start : null;
}

/**
 * Booking's HTTP API (issue 30 interface contract, decisions.md "Booking"): availability, the
 * owner's appointments, calendar feed and lead update, and the customer's private visit link.
 * The owner moves or cancels a visit and rotates the feed from the Schedule tab's route intents
 * (app/routes/admin/schedule.tsx), the only screen that does (issue 38: no second write path).
 */
export function mountBookingApi(
  app: Hono<HostEnv>,
  services: AppServices,
  requireAdmin: MiddlewareHandler<HostEnv>,
): void {
  app.get('/api/availability', async (c) => {
    // Fresh every time: a window taken a second ago must not be offered from any cache.
    c.header('Cache-Control', 'no-store');
    const days = parseDays(
      c.req.query('days'),
      bookingLimits.availabilityDaysDefault,
      bookingLimits.availabilityDaysMax,
    );
    if (days === null) {
      return c.json(
        { error: `days must be a whole number from 1 to ${bookingLimits.availabilityDaysMax}` },
        400,
      );
    }
    const windows = await listWindows(services, {
      now: bookingNow(services.config),
      days,
      // The published hours and closures: this API is what the quote form's picker reads.
      content: c.get('content').content,
    });
    return c.json({ timeZone: bookingTimeZone, windows } satisfies AvailabilityResponse);
  });

  app.get('/api/admin/appointments', requireAdmin, async (c) => {
    const days = parseDays(c.req.query('days'), 14, 366);
    if (days === null) return c.json({ error: 'days must be a whole number from 1 to 366' }, 400);
    // From the start of today where the business is: the morning's visits stay on the agenda.
    const now = bookingNow(services.config);
    const from = zonedToUtc(zonedDate(now, bookingTimeZone), '00:00', bookingTimeZone);
    return c.json(await listAppointments(services, { from, days }));
  });

  app.get('/api/admin/calendar-feed', requireAdmin, async (c) =>
    c.json({ url: await feedUrl(services) }),
  );

  app.patch('/api/admin/leads/:id', requireAdmin, async (c) => {
    const id = idParam(c);
    if (id === null) return c.json({ error: 'Not found' }, 404);
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const parsed = parseLeadUpdate(body.value);
    if (!parsed.ok) {
      return c.json(
        { error: Object.values(parsed.fieldErrors)[0], fieldErrors: parsed.fieldErrors },
        400,
      );
    }
    const result = await updateLead(services, id, parsed.update);
    if (result.ok) return c.json(result.lead);
    return result.reason === 'spam'
      ? c.json({ error: messages.admin.leadHeldAsSpam }, 409)
      : c.json({ error: 'Not found' }, 404);
  });

  // The customer's private link: the token is the only key (no account, no cookie).
  app.get('/api/visits/:token', async (c) => {
    c.header('Cache-Control', 'no-store');
    const visit = await findByManageToken(services, c.req.param('token'));
    if (!visit) return c.json({ error: messages.booking.manageNotFound }, 404);
    return c.json(visit);
  });
  app.post('/api/visits/:token/move', async (c) => {
    c.header('Cache-Control', 'no-store');
    const token = c.req.param('token');
    const visit = await findByManageToken(services, token);
    if (!visit) return c.json({ error: messages.booking.manageNotFound }, 404);
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const start = startOf(body.value);
    if (start === null) return c.json({ error: messages.booking.windowInvalid }, 400);
    return changeAnswer(
      c,
      await moveAppointment(services, c.get('content').content, {
        leadId: visit.leadId,
        start,
        by: 'customer',
        manageToken: token,
      }),
    );
  });
  app.post('/api/visits/:token/cancel', async (c) => {
    c.header('Cache-Control', 'no-store');
    const visit = await findByManageToken(services, c.req.param('token'));
    if (!visit) return c.json({ error: messages.booking.manageNotFound }, 404);
    return changeAnswer(
      c,
      await cancelAppointment(services, c.get('content').content.business, {
        leadId: visit.leadId,
        by: 'customer',
      }),
    );
  });
}

/** The owner's feed, outside /api (calendar apps fetch it without a session). */
export function mountCalendarFeed(app: Hono<HostEnv>, services: AppServices): void {
  app.get('/calendar/:file', async (c) => {
    const file = c.req.param('file');
    const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
    const body = token
      ? await feedBody(services, c.get('content').content.business, token)
      : undefined;
    if (body === undefined) {
      return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    }
    return c.body(body, 200, {
      // RFC 5545 8.1: the method parameter names the body's METHOD (a feed: PUBLISH).
      'Content-Type': 'text/calendar; charset=utf-8; method=PUBLISH',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    });
  });
}
