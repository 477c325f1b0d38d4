import { data } from 'react-router';
import { WindowChoices } from '#app/components/quote-form/quote-form-booking.tsx';
import { PublicPageError } from '#app/components/sections/page-error.tsx';
import { CallLine } from '#app/components/ui/call-line.tsx';
import { ResultNotice } from '#app/components/ui/result-notice.tsx';
import { bookingLimits, visitLabel, type BookingWindow } from '#app/lib/booking.ts';
import { hook, PRIVATE_PAGE } from '#app/lib/dom-hooks.ts';
import { leadFormFields } from '#app/lib/lead-schema.ts';
import { routes } from '#app/lib/urls.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { notFoundMeta } from '#app/content/seo/page-meta.ts';
import {
  cancelAppointment,
  findByManageToken,
  moveAppointment,
  type ChangeResult,
} from '#app/server/booking/appointments.ts';
import { listWindows } from '#app/server/booking/availability.ts';
import { bookingNow } from '#app/server/booking/booking-clock.ts';
import { getContent, getServices } from '#app/routes/_context/context.server.ts';
import { readBodyCapped } from '#app/server/leads/request-body.ts';
import type { Route } from './+types/visit';

const copy = bookingMessages;

/**
 * What the customer can do; the form names one with its button. `cancel` only asks (one tap
 * on a phone must not cancel, issue 37); `cancel-confirmed` cancels.
 */
const ACTIONS = { move: 'move', cancel: 'cancel', cancelConfirmed: 'cancel-confirmed' } as const;

/**
 * The customer's private page for one visit (issue 30): reached from the confirmation e-mail's
 * link, no account. Shows the visit and, while it is ahead, the open windows to move it to and a
 * cancel button. Works without JavaScript (plain forms); never cached, never indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { content } = getContent(context);
  const { business } = content;
  const visit = await findByManageToken(services, params.token);
  if (!visit) throw data(copy.manageNotFound, { status: 404 });
  const now = bookingNow(services.config);
  const live = visit.status === 'booked' && Date.parse(visit.start) > now;
  const days = bookingLimits.availabilityDaysDefault;
  const windows: BookingWindow[] = live
    ? (await listWindows(services, { now, days, content })).filter(
        (window) => window.available && window.start !== visit.start,
      )
    : [];
  return {
    visit: { start: visit.start, end: visit.end, status: visit.status },
    live,
    windows,
    phone: business.phones.main,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const { content } = getContent(context);
  const visit = await findByManageToken(services, params.token);
  if (!visit) throw data(copy.manageNotFound, { status: 404 });
  const body = await readBodyCapped(request, 4096);
  const form = new URLSearchParams(body.ok ? body.text : '');
  let result: ChangeResult;
  if (form.get('action') === ACTIONS.cancel) {
    return { ok: true as const, confirmCancel: true as const, message: '' };
  }
  if (form.get('action') === ACTIONS.cancelConfirmed) {
    result = await cancelAppointment(services, content.business, {
      leadId: visit.leadId,
      by: 'customer',
    });
  } else {
    const start = form.get(leadFormFields.appointmentStart) ?? '';
    if (!start) return data({ ok: false as const, message: copy.windowInvalid }, { status: 400 });
    result = await moveAppointment(services, content, {
      leadId: visit.leadId,
      start,
      by: 'customer',
      manageToken: params.token,
    });
  }
  switch (result.kind) {
    case 'ok':
      return {
        ok: true as const,
        message:
          result.visit.status === 'cancelled'
            ? copy.cancelled
            : copy.moved(visitLabel(result.visit)),
      };
    case 'window-unavailable':
      return data({ ok: false as const, message: copy.manageWindowTaken }, { status: 409 });
    case 'cancelled':
      return data({ ok: false as const, message: copy.manageCancelled }, { status: 409 });
    case 'past':
      return data({ ok: false as const, message: copy.managePast }, { status: 409 });
    case 'too-many-moves':
      return data({ ok: false as const, message: copy.manageTooManyMoves }, { status: 429 });
    case 'not-found':
      throw data(copy.manageNotFound, { status: 404 });
  }
}

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  // The token is in the URL: it is never sent on to another site. Not `no-referrer`: with it
  // Chromium posts this page's own forms with `Origin: null`, which React Router refuses (400).
  'Referrer-Policy': 'same-origin',
});

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: copy.manageTitle }, { name: 'robots', content: 'noindex' }]
    : notFoundMeta();

/**
 * A wrong or replaced link (404 from the loader or the action): the site's own not-found page
 * inside the layout, header and call link included, not the root's error page (issue 37).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicPageError error={error} />;
}

export default function Visit({ loaderData, actionData, params }: Route.ComponentProps) {
  const { visit, live, windows, phone } = loaderData;
  const confirming = live && actionData !== undefined && 'confirmCancel' in actionData;
  return (
    <section {...hook(PRIVATE_PAGE)} className="bg-slate-50 py-14 sm:py-20">
      <div className="mx-auto max-w-2xl space-y-6 px-4">
        <h1 className="text-4xl font-extrabold">{copy.manageTitle}</h1>
        {actionData && !confirming ? <ResultNotice result={actionData} /> : null}
        <p className="text-2xl font-bold" data-testid="visit-when">
          {visitLabel(visit)}
        </p>
        {visit.status === 'cancelled' ? <p>{copy.manageCancelled}</p> : null}
        {visit.status === 'booked' && !live ? <p>{copy.managePast}</p> : null}
        {confirming ? (
          <form method="post" className="rounded-lg border border-red-300 bg-white p-5">
            <p
              id="visit-cancel-confirm"
              role="alert"
              tabIndex={-1}
              // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the answer to the Cancel post: the page lands on its question
              autoFocus
              className="font-semibold text-ink-900"
            >
              {copy.manageCancelConfirm(visitLabel(visit))}
            </p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <ActionButton
                action={ACTIONS.cancelConfirmed}
                className="bg-red-700 text-white hover:bg-red-800"
              >
                {copy.manageCancelYes}
              </ActionButton>
              <a
                href={routes.manageVisit(params.token)}
                className="w-full rounded border border-slate-300 px-5 py-3 text-center font-semibold text-ink-900 sm:w-auto"
              >
                {copy.manageCancelKeep}
              </a>
            </div>
          </form>
        ) : null}
        {live && !confirming ? (
          <>
            <form method="post" className="rounded-lg border border-slate-200 bg-white p-5">
              <h2 className="text-xl font-bold">{copy.manageMoveTitle}</h2>
              {windows.length > 0 ? (
                <>
                  <div className="mt-3">
                    <WindowChoices idPrefix="visit" windows={windows} chosen={undefined} required />
                  </div>
                  <ActionButton
                    action={ACTIONS.move}
                    className="mt-4 bg-brand-700 text-white hover:bg-brand-800"
                  >
                    {copy.manageMove}
                  </ActionButton>
                </>
              ) : (
                <p className="mt-2">{copy.noWindowsToMove}</p>
              )}
            </form>
            <form method="post" className="rounded-lg border border-slate-200 bg-white p-5">
              <ActionButton
                action={ACTIONS.cancel}
                className="border border-red-700 text-red-800 hover:bg-red-50"
              >
                {copy.manageCancel}
              </ActionButton>
            </form>
          </>
        ) : null}
        <CallLine text={copy.manageCall} phone={phone} />
      </div>
    </section>
  );
}

/** A submit button naming what the customer asks for (the action reads `action`). */
function ActionButton(props: {
  action: (typeof ACTIONS)[keyof typeof ACTIONS];
  className: string;
  children: string;
}) {
  return (
    <button
      type="submit"
      name="action"
      value={props.action}
      className={`w-full rounded px-5 py-3 font-semibold sm:w-auto ${props.className}`}
    >
      {props.children}
    </button>
  );
}
