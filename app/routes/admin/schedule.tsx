import { z } from 'zod';
import { useLoadErrorToast } from '#app/components/admin/dashboard/use-result-toast.ts';
import { guardAction, keepShown } from '#app/components/admin/network-guard.ts';
import { ScheduleView } from '#app/components/admin/schedule/schedule-view.tsx';
import { tabClientLoader, tabMeta } from '#app/components/admin/tab-route.ts';
import { skipRevalidationAfterFailure, type AdminActionResult } from '#app/lib/admin-action.ts';
import { noAnswer, scheduleScreen } from '#app/lib/admin-intents.ts';
import { bookingLimits, bookingTimeZone, visitLabel } from '#app/lib/booking.ts';
import { todayIn } from '#app/lib/clock.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { adminAction } from './admin-action.server.ts';
import { intent, rowId, text } from '#app/server/admin-actions.ts';
import {
  cancelAppointment,
  listAppointments,
  moveAppointment,
  type ChangeResult,
} from '#app/server/booking/appointments.ts';
import { listWindows } from '#app/server/booking/availability.ts';
import { feedUrl, rotateFeedToken } from '#app/server/booking/calendar-feed.ts';
import { bookingNow } from '#app/server/booking/clock.ts';
import { getContent } from '#app/routes/_context/context.server.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import type { Route } from './+types/schedule';

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => tabMeta(bookingMessages.scheduleTitle);

/** How far the agenda looks ahead: as far as visitors may book. */
const AGENDA_DAYS = bookingLimits.availabilityDaysMax;

/**
 * The owner's visits as an agenda (today first), the windows a visit may move to and the
 * calendar feed's URL. Only live visits: a cancelled one has nothing left to do.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return runAdminLogged(
    request,
    context,
    async (services) => {
      const now = bookingNow(services.config);
      const [visits, windows, feed] = await Promise.all([
        listAppointments(services, { from: now, days: AGENDA_DAYS, status: 'booked' }),
        listWindows(services, {
          now,
          days: AGENDA_DAYS,
          content: getContent(context).content,
        }),
        feedUrl(services),
      ]);
      return {
        visits,
        openWindows: windows.filter((window) => window.available),
        feedUrl: feed,
        today: todayIn(bookingTimeZone, new Date(now)),
        loadError: null,
      };
    },
    {
      log: 'loading the schedule failed',
      answer: () => emptySchedule(bookingMessages.loadScheduleFailed),
    },
  );
}

function emptySchedule(loadError: string) {
  return {
    visits: [],
    openWindows: [],
    feedUrl: null,
    today: todayIn(bookingTimeZone),
    loadError,
  };
}

const { intents } = scheduleScreen;

/** A move or cancel's answer: the toast says what became of the visit. */
function changeAnswer(
  result: ChangeResult,
  intent: string,
  fail: (message?: string) => AdminActionResult,
  done: (when: string) => string,
): AdminActionResult {
  switch (result.kind) {
    case 'ok':
      return { intent, ok: true, message: done(visitLabel(result.visit)) };
    case 'window-unavailable':
      return fail(bookingMessages.ownerWindowTaken);
    case 'not-found':
    case 'cancelled':
      return fail(bookingMessages.notBooked);
  }
}

export const action = adminAction(
  scheduleScreen,
  {
    [intents.move]: intent(
      z.object({ leadId: rowId(), start: text(64) }),
      async ({ leadId, start }, { services, intent, fail }) => {
        if (leadId === null || start === '') return fail();
        const result = await moveAppointment(services, { leadId, start, by: 'owner' });
        return changeAnswer(result, intent, fail, bookingMessages.ownerMoved);
      },
    ),
    [intents.cancel]: intent(
      z.object({ leadId: rowId() }),
      async ({ leadId }, { services, intent, fail }) => {
        if (leadId === null) return fail();
        const result = await cancelAppointment(services, { leadId, by: 'owner' });
        return changeAnswer(result, intent, fail, bookingMessages.ownerCancelled);
      },
    ),
    [intents.rotateFeed]: intent(z.object({}), async (_, { services, intent }) => {
      await rotateFeedToken(services);
      return { intent, ok: true, message: bookingMessages.feedRotated };
    }),
  },
  { log: 'schedule action failed' },
);

/** No answer from the server: the agenda stays, the toast says which action failed. */
export async function clientAction(args: Route.ClientActionArgs) {
  return guardAction(args, noAnswer(scheduleScreen));
}

export const clientLoader = tabClientLoader((_: Route.ClientLoaderArgs) => ({
  route: 'schedule',
  message: bookingMessages.loadScheduleFailed,
  fallback: () => emptySchedule(bookingMessages.loadScheduleFailed),
}));

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';

export const shouldRevalidate = skipRevalidationAfterFailure;

export default function Schedule({ loaderData }: Route.ComponentProps) {
  keepShown('schedule', loaderData);
  useLoadErrorToast(loaderData.loadError);
  return <ScheduleView {...loaderData} />;
}
