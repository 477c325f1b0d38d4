import type { Hono } from 'hono';
import { isValidIdempotencyKey, type BookedAppointment } from '#app/lib/lead-schema.ts';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { readAttribution } from '#app/server/leads/attribution.ts';
import { browserCookie, newBrowserId, readBrowserId } from '#app/server/leads/browser-cookie.ts';
import { createLead } from '#app/server/leads/create-lead.ts';
import { parsePhotoTokens } from '#app/server/leads/lead-photos.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';
import { readApiBody } from './read-body.ts';

/**
 * `POST /api/leads` (decisions.md interface contract): JSON body, optional Idempotency-Key.
 * `photos` (optional): up to 5 tokens from `POST /api/lead-photos`, stored with the lead or
 * the lead is refused (400); `photoConsent` (optional boolean, issue 40): the customer agreed
 * they may be shown on the site, stored with each photo. 201 {id} when stored, 200 {id} for a repeated key, 422 for a key reused with another
 * payload, 400 {error} with the spec's message, 429 with the wait message, 413 over 64 KB.
 * `appointment: {start}` (optional, issue 30): booked with the lead, 201 {id, appointment};
 * a window that cannot be booked is 409 {error, fieldErrors: {appointment}}, nothing stored.
 */
export function mountLeadsApi(app: Hono<HostEnv>, services: AppServices): void {
  app.post('/api/leads', async (c) => {
    c.header('Cache-Control', 'no-store');
    const request = c.req.raw;
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\b/i.test(type)) {
      return c.json({ error: 'Content-Type must be application/json' }, 415);
    }
    const body = await readApiBody(c, limits.lead.maxBodyBytes, {
      tooLarge: 'Request body too large',
      unreadable: messages.contactForm.failure,
    });
    if (!body.ok) return body.response;
    let payload: unknown;
    try {
      payload = JSON.parse(body.text);
    } catch {
      return c.json({ error: messages.contactForm.failure }, 400);
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      return c.json({ error: messages.contactForm.required }, 400);
    }
    const record = payload as Record<string, unknown>;
    // Photos sent ahead (POST /api/lead-photos), by their tokens.
    const photos = parsePhotoTokens(record.photos);
    if (!photos.ok) return c.json({ error: photos.message }, 400);
    // Consent to show the photos on the site (issue 40): a boolean, absent meaning no.
    const photoConsent = record.photoConsent ?? false;
    if (typeof photoConsent !== 'boolean') {
      return c.json(
        {
          error: messages.leadPhotos.consentInvalid,
          fieldErrors: { photoConsent: messages.leadPhotos.consentInvalid },
        },
        400,
      );
    }
    const appointment = parseAppointment(record.appointment);
    if (!appointment.ok) {
      return c.json(
        {
          error: messages.booking.windowInvalid,
          fieldErrors: { appointment: messages.booking.windowInvalid },
        },
        400,
      );
    }
    const keyHeader = request.headers.get('idempotency-key');
    if (keyHeader !== null && !isValidIdempotencyKey(keyHeader)) {
      return c.json({ error: 'Invalid Idempotency-Key' }, 400);
    }

    const cookieHeader = request.headers.get('cookie');
    const browserId = readBrowserId(cookieHeader);
    const issuedBrowserId = browserId ? null : newBrowserId();
    if (issuedBrowserId) {
      c.header('Set-Cookie', browserCookie(issuedBrowserId, services.config.isHttps));
    }
    const info = c.get('requestInfo');
    const referer = request.headers.get('referer');
    try {
      const result = await createLead(services, c.get('content').content, {
        input: record,
        honeypot: stringOrNull(record.company_site),
        startedAt: stringOrNull(record.started_at),
        idempotencyKey: keyHeader,
        browserId,
        issuedBrowserId,
        clientIp: info.clientIp,
        userAgent: request.headers.get('user-agent'),
        attribution: readAttribution({
          cookieHeader,
          conversionPage: stringOrNull(record.page) ?? referer,
          referer: null,
          publicOrigin: services.config.publicOrigin,
          requestOrigin: new URL(request.url).origin,
        }),
        channel: 'api',
        photoTokens: photos.tokens,
        photoConsent,
        appointmentStart: appointment.start,
      });
      switch (result.kind) {
        case 'created':
          return c.json(withAppointment(result), 201);
        case 'replayed':
          return c.json(withAppointment(result), 200);
        case 'window-unavailable':
          return c.json(
            {
              error: result.message,
              fieldErrors: { appointment: result.message },
              reason: result.reason,
            },
            409,
          );
        case 'conflict':
          return c.json(
            { error: 'Idempotency-Key was already used with a different request' },
            422,
          );
        case 'invalid':
          return c.json({ error: result.message, fieldErrors: result.fieldErrors }, 400);
        case 'rate-limited':
          c.header('Retry-After', String(result.retryAfterSeconds));
          return c.json({ error: result.message }, 429);
      }
    } catch (error) {
      services.log.error({ err: error, reqId: info.requestId }, 'lead submission failed');
      return c.json({ error: messages.contactForm.failure }, 503);
    }
  });
}

/** `appointment: {start}` (issue 30), optional; anything else there is a 400. */
function parseAppointment(value: unknown): { ok: true; start: string | null } | { ok: false } {
  if (value === undefined || value === null) return { ok: true, start: null };
  if (typeof value !== 'object' || Array.isArray(value)) return { ok: false };
  const start = (value as Record<string, unknown>).start;
  if (typeof start !== 'string' || start.length === 0 || start.length > 40) return { ok: false };
  return { ok: true, start };
}

function withAppointment(result: { id: number; appointment?: BookedAppointment }) {
  return result.appointment
    ? { id: result.id, appointment: result.appointment }
    : { id: result.id };
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}
