import { QuoteForm } from '#app/components/quote-form/quote-form.tsx';
import { bookingLimits, type BookingWindow } from '#app/lib/booking.ts';
import type { QuoteFormResult } from '#app/lib/lead-schema.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { listWindows } from '#app/server/booking/availability.ts';
import { bookingNow } from '#app/server/booking/booking-clock.ts';
import { getContent, getServices } from '#app/routes/_context/context.server.ts';
import {
  quoteFormAction,
  quoteFormHeaders,
} from '#app/routes/_marketing/quote-form-action.server.ts';
import type { Route } from './+types/book';

/**
 * Booking without JavaScript (issue 30): the quote form with the open windows as radios, read
 * fresh on every request. Never cached (`no-store`: the page cache and the service worker both
 * refuse it), so availability is never baked into a page another visitor gets.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { content } = getContent(context);
  let windows: BookingWindow[] | null;
  try {
    windows = await listWindows(services, {
      now: bookingNow(services.config),
      days: bookingLimits.availabilityDaysDefault,
      content,
    });
  } catch (error) {
    // The form still works: a request without a window, and the page says why none is shown.
    services.log.error({ err: error }, 'booking page: reading availability failed');
    windows = null;
  }
  return { windows, phone: content.business.phones.main };
}

export const action = (args: Route.ActionArgs) => quoteFormAction(args);

export const headers: Route.HeadersFunction = (args) => {
  const headers = quoteFormHeaders(args);
  headers.set('Cache-Control', 'no-store');
  return headers;
};

export const meta: Route.MetaFunction = () => [
  { title: bookingMessages.bookPageTitle },
  // Its content is the contact form's; the indexable page is /contact.
  { name: 'robots', content: 'noindex' },
];

export default function Book({ loaderData, actionData }: Route.ComponentProps) {
  const result: QuoteFormResult | undefined = actionData;
  const failed = result && !result.ok ? result : undefined;
  return (
    <section className="bg-slate-50 py-14 sm:py-20">
      <div className="mx-auto max-w-3xl px-4">
        <h1 className="text-4xl font-extrabold">{bookingMessages.bookPageTitle}</h1>
        <p className="mt-4 mb-6 text-lg text-ink-700">{bookingMessages.bookPageIntro}</p>
        {loaderData.windows === null ? (
          <p role="alert" className="mb-6 rounded border border-amber-300 bg-amber-50 p-3">
            {bookingMessages.loadFailed}
          </p>
        ) : null}
        <QuoteForm
          variant="full"
          id="book"
          result={actionData}
          phone={loaderData.phone}
          booking={{
            windows: loaderData.windows ?? [],
            chosen: failed?.appointmentStart,
            error: failed?.appointmentError,
          }}
        />
      </div>
    </section>
  );
}
