import { z } from 'zod';
import { useLoadErrorToast } from '#app/components/admin/use-result-toast.ts';
import { ScheduleView } from '#app/components/admin/schedule/schedule-view.tsx';
import { adminTab, loadFailure } from '#app/components/admin/tab-route.ts';
import { scheduleScreen } from '#app/components/admin/schedule/schedule-intents.ts';
import { bookingLimits, bookingTimeZone } from '#app/lib/booking.ts';
import { todayIn } from '#app/lib/clock.ts';
import { bookingMessages } from '#app/lib/messages/booking.ts';
import { adminAction } from './admin-action.server.ts';
import { intent } from '#app/server/admin-actions.ts';
import { listAgenda } from '#app/server/booking/appointments.ts';
import { listWindows } from '#app/server/booking/availability.ts';
import { feedUrl, rotateFeedToken } from '#app/server/booking/calendar-feed.ts';
import { bookingNow } from '#app/server/booking/booking-clock.ts';
import { getContent } from '#app/routes/_context/context.server.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import { cancelVisitIntent, moveVisitIntent } from './visit-intents.server.ts';
import type { Route } from './+types/schedule';

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
        listAgenda(services, { from: now, days: AGENDA_DAYS, status: 'booked' }),
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
    { log: 'loading the schedule failed', answer: failure.fallback },
  );
}

const { intents } = scheduleScreen;

export const action = adminAction(
  scheduleScreen,
  {
    [intents.move]: moveVisitIntent,
    [intents.cancel]: cancelVisitIntent,
    [intents.rotateFeed]: intent(z.object({}), async (_, { services, intent }) => {
      await rotateFeedToken(services);
      return { intent, ok: true, message: bookingMessages.feedRotated };
    }),
  },
  { log: 'schedule action failed' },
);

const failure = loadFailure(bookingMessages.loadScheduleFailed, () => ({
  visits: [],
  openWindows: [],
  feedUrl: null,
  today: todayIn(bookingTimeZone),
}));

/** No answer from the server: the agenda stays, the toast says which action failed. */
const tab = adminTab<Route.ClientLoaderArgs, Route.ClientActionArgs>({
  screen: scheduleScreen,
  title: bookingMessages.scheduleTitle,
  route: 'schedule',
  ...failure,
});
export const { handle, meta, clientLoader, ErrorBoundary, clientAction, shouldRevalidate } = tab;

export default function Schedule({ loaderData }: Route.ComponentProps) {
  tab.keepShown(loaderData);
  useLoadErrorToast(loaderData.loadError);
  return <ScheduleView {...loaderData} />;
}
