import { data, type HeadersArgs, type RouterContextProvider } from 'react-router';
import {
  capText,
  isValidIdempotencyKey,
  leadFields,
  leadFormFields,
  leadInputFromForm,
  type LeadField,
  type QuoteFormResult,
} from '#app/lib/lead-schema.ts';
import { limits, serviceOptions } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { getContent, getRequestInfo, getServices } from '#app/routes/_context/context.server.ts';
import { readAttribution } from '#app/server/leads/attribution.ts';
import { readBrowserId } from '#app/server/leads/browser-cookie.ts';
import { createLead } from '#app/server/leads/create-lead.ts';
import {
  discardFormPhotos,
  receiveFormWithPhotos,
  type StoredFormPhoto,
} from '#app/server/leads/form-photos.ts';
import { readBodyCapped } from '#app/server/leads/request-body.ts';

/**
 * The page action of every route that shows a quote form: the no-JavaScript path. It goes
 * through the same `createLead` as `POST /api/leads` and answers failures with its statuses
 * (400, 413, 415, 422, 429 with Retry-After, 503); the page shows the message either way.
 */
export async function quoteFormAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const services = getServices(context);
  const info = getRequestInfo(context);
  const failure = (
    status: number,
    message: string,
    sent: Kept = { values: {} },
    headers?: HeadersInit,
  ) =>
    data({ ok: false, message, fieldErrors: {}, ...sent } satisfies QuoteFormResult, {
      status,
      ...(headers ? { headers } : {}),
    });

  const type = request.headers.get('content-type') ?? '';
  let form: URLSearchParams;
  let stored: StoredFormPhoto[] = [];
  let leftOut: string[] = [];
  let photosNotTaken = false;
  if (/^multipart\/form-data;/i.test(type)) {
    // The form with its photos (issue 18): fields and files in one body.
    const body = await receiveFormWithPhotos(services, request, info.clientIp);
    if (!body.ok) {
      const sent = kept(body.fields);
      switch (body.reason) {
        case 'refused':
          return failure(body.status, body.error, sent, {
            ...(body.retryAfterSeconds ? { 'Retry-After': String(body.retryAfterSeconds) } : {}),
          });
        case 'too-large':
          return failure(413, messages.upload.tooLarge, sent);
        case 'too-many-files':
          return failure(400, messages.leadPhotos.tooMany, sent);
        case 'malformed':
          return failure(400, messages.contactForm.failure, sent);
      }
    }
    form = body.fields;
    stored = body.stored;
    leftOut = body.leftOut;
    photosNotTaken = body.photosNotTaken;
  } else if (type.startsWith('application/x-www-form-urlencoded')) {
    const body = await readBodyCapped(request, limits.lead.maxBodyBytes);
    if (!body.ok) {
      // The rest of the body is never read here: the host discards it after this answer
      // (server/http/unread-body.ts).
      return failure(body.reason === 'too-large' ? 413 : 400, messages.contactForm.failure);
    }
    form = new URLSearchParams(body.text);
  } else {
    return failure(415, messages.contactForm.failure);
  }
  const sent = kept(form);
  const { values } = sent;
  const startedAt = form.get(leadFormFields.startedAt);
  const appointmentStart = sent.appointmentStart ?? '';

  try {
    const cookieHeader = request.headers.get('cookie');
    const url = new URL(request.url);
    const result = await createLead(services, getContent(context).content, {
      input: leadInputFromForm((name) => form.get(name)),
      honeypot: form.get(leadFormFields.honeypot),
      startedAt,
      idempotencyKey: idempotencyKeyFrom(form.get(leadFormFields.idempotencyKey)),
      browserId: readBrowserId(cookieHeader),
      clientIp: info.clientIp,
      userAgent: request.headers.get('user-agent'),
      attribution: readAttribution({
        cookieHeader,
        conversionPage: `${url.pathname}${url.search}`,
        referer: request.headers.get('referer'),
        publicOrigin: services.config.publicOrigin,
        requestOrigin: url.origin,
      }),
      channel: 'form',
      formPhotos: stored,
      photoConsent: form.get(leadFormFields.photoConsent) !== null,
      appointmentStart: appointmentStart || null,
    });
    // Only a new lead claims them; a retry's copies or a refused lead's are not kept.
    if (result.kind !== 'created') await discardFormPhotos(services.db, stored);
    switch (result.kind) {
      case 'created':
      case 'replayed':
        return data({
          ok: true,
          message: photosNotTaken
            ? `${messages.contactForm.success} ${messages.leadPhotos.notTakenNow}`
            : leftOut.length
              ? `${messages.contactForm.success} ${messages.leadPhotos.leftOut(leftOut)}`
              : messages.contactForm.success,
          ...(values.location ? { location: values.location } : {}),
          ...(result.appointment ? { appointment: result.appointment } : {}),
        } satisfies QuoteFormResult);
      case 'window-unavailable':
        return data(
          {
            ok: false,
            message: result.message,
            fieldErrors: {},
            values,
            appointmentError: result.message,
            ...(appointmentStart ? { appointmentStart } : {}),
            ...(startedAt ? { startedAt } : {}),
          } satisfies QuoteFormResult,
          { status: 409 },
        );
      case 'invalid':
        return data(
          {
            ok: false,
            message: result.message,
            fieldErrors: result.fieldErrors,
            ...sent,
            ...(startedAt ? { startedAt } : {}),
          } satisfies QuoteFormResult,
          { status: 400 },
        );
      case 'rate-limited':
        return failure(429, result.message, sent, {
          'Retry-After': String(result.retryAfterSeconds),
        });
      case 'conflict':
        return failure(422, messages.contactForm.failure, sent);
    }
  } catch (error) {
    services.log.error({ err: error, reqId: info.requestId }, 'lead form submission failed');
    await discardFormPhotos(services.db, stored).catch(() => undefined);
    return failure(503, messages.contactForm.failure, sent);
  }
}

/** The route `headers` of a page with a quote form: a 429 keeps its Retry-After. */
export function quoteFormHeaders({ actionHeaders, parentHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}

/** What the visitor typed, to put back in the fields (capped so a huge post is not echoed). */
/**
 * What a refused or failed send shows again: the fields as sent, and on the booking page the
 * window picked (the radios otherwise fall back to "no time", and the corrected request would
 * go without the visit the visitor chose).
 */
interface Kept {
  values: Partial<Record<LeadField, string>>;
  appointmentStart?: string;
}

function kept(form: URLSearchParams): Kept {
  const appointmentStart = form.get(leadFormFields.appointmentStart)?.trim().slice(0, 40) ?? '';
  return { values: keptValues(form), ...(appointmentStart ? { appointmentStart } : {}) };
}

function keptValues(form: URLSearchParams): Partial<Record<LeadField, string>> {
  const values: Partial<Record<LeadField, string>> = {};
  for (const field of leadFields) {
    const value = form.get(field);
    if (!value) continue;
    if (field === 'service') {
      if ((serviceOptions as readonly string[]).includes(value)) values.service = value;
    } else {
      values[field] = capText(value, limits.lead.fieldCaps[field]);
    }
  }
  return values;
}

function idempotencyKeyFrom(value: string | null): string | null {
  return value && isValidIdempotencyKey(value) ? value : null;
}
