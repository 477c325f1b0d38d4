import { bookingLimits, type OpenWindowsAnswer } from '#app/lib/booking.ts';
import { getContent } from '#app/routes/_context/context.server.ts';
import { adminHeaders } from '#app/routes/admin/styles.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import { listWindows } from '#app/server/booking/availability.ts';
import { bookingNow } from '#app/server/booking/booking-clock.ts';
import type { Route } from './+types/open-windows';

/**
 * The windows with a free slot, as JSON, when the owner opens "Book a visit" or "Move" on a
 * lead's card (issue 37): the rules visitors book by (`listWindows`: weekly windows, closures
 * and special hours of the published content, lead time, capacity), fetched then rather than
 * with the inbox, whose first screen would carry a month of windows for every card.
 * Signed out: the session check's redirect; the database down: 503.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return runAdminLogged(
    request,
    context,
    async (services) => {
      const windows = await listWindows(services, {
        now: bookingNow(services.config),
        days: bookingLimits.availabilityDaysMax,
        content: getContent(context).content,
      });
      const answer: OpenWindowsAnswer = { windows: windows.filter((window) => window.available) };
      return Response.json(answer, { headers: adminHeaders });
    },
    {
      log: 'loading the open windows failed',
      answer: () => Response.json(null, { status: 503, headers: adminHeaders }),
    },
  );
}
