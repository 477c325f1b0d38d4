import { Stack } from '@mantine/core';
import { ReviewSettingsCard } from '#app/components/admin/dashboard/review-settings-card.tsx';
import { BookingSettingsCard } from '#app/components/admin/schedule/booking-settings-card.tsx';
import { SettingsView } from '#app/components/admin/dashboard/settings-view.tsx';
import { guardAction, keepShown } from '#app/components/admin/network-guard.ts';
import { tabClientLoader, tabMeta } from '#app/components/admin/tab-route.ts';
import { z } from 'zod';
import { skipRevalidationAfterFailure } from '#app/lib/admin-action.ts';
import { noAnswer, settingsScreen } from '#app/lib/admin-intents.ts';
import { limits } from '#app/lib/limits.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { reviewsMessages } from '#app/lib/messages/reviews.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { adminAction } from './admin-action.server.ts';
import { intent, text } from '#app/server/admin-actions.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import { getContent } from '#app/routes/_context/context.server.ts';
import { readSettings, saveSettings } from '#app/server/dashboard/settings.ts';
import { writeSetting } from '#app/server/db/settings.ts';
import { parseRetentionMonths, settingKeys } from '#app/server/dashboard/settings-store.ts';
import { readReviewSettings, saveReviewSettings } from '#app/server/reviews/settings.ts';
import { getBookingSettings } from '#app/server/booking/settings.ts';
import {
  bookingSettingsFormSchema,
  saveBookingSettingsForm,
} from '#app/server/booking/settings-form.ts';
import type { Route } from './+types/settings';

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => tabMeta('Settings');

export async function loader({ request, context }: Route.LoaderArgs) {
  return runAdminLogged(
    request,
    context,
    async (services, admin) => ({
      settings: await readSettings(services, admin),
      reviews: await readReviewSettings(services.db, getContent(context).content.business),
      booking: await getBookingSettings(services),
      loadError: null,
    }),
    {
      log: 'loading settings failed',
      answer: () => ({
        settings: null,
        reviews: null,
        booking: null,
        loadError: adminMessages.loadSettingsFailed,
      }),
    },
  );
}

const { intents } = settingsScreen;

export const action = adminAction(
  settingsScreen,
  {
    [intents.reviews]: intent(
      z.object({
        reviewLink: text(limits.auth.maxInputChars),
        reviewAutoDays: text(limits.auth.maxInputChars),
      }),
      async ({ reviewLink, reviewAutoDays }, { services, intent }) => {
        const saved = await saveReviewSettings(services.db, {
          link: reviewLink,
          autoDays: reviewAutoDays,
        });
        if (!saved.ok) {
          const message =
            saved.field === 'reviewLink'
              ? reviewsMessages.invalidLink
              : reviewsMessages.invalidAutoDays;
          return { intent, ok: false, message };
        }
        return { intent, ok: true, message: reviewsMessages.saved };
      },
    ),
    [intents.booking]: intent(bookingSettingsFormSchema, async (fields, { services, intent }) => ({
      intent,
      ...(await saveBookingSettingsForm(services, (name) => fields[name] ?? '')),
    })),
    [intents.retention]: intent(
      z.object({ retentionMonths: text(limits.auth.maxInputChars) }),
      async ({ retentionMonths }, { services, intent, fail }) => {
        const months = parseRetentionMonths(retentionMonths);
        if (months === null) return fail();
        await writeSetting(services, settingKeys.retentionMonths, String(months));
        return { intent, ok: true, message: adminMessages.retentionSaved };
      },
    ),
    [intents.save]: intent(
      z.object({
        businessEmail: text(limits.auth.maxInputChars),
        adminEmail: text(limits.auth.maxInputChars),
        newPassword: text(limits.auth.maxInputChars),
        currentPassword: text(limits.auth.maxInputChars),
      }),
      async (fields, { services, admin, meta, intent }) => {
        const result = await saveSettings(services, admin, fields, meta);
        return { intent, ...result };
      },
    ),
  },
  { log: 'saving settings failed' },
);

/** No answer from the server: the form keeps what the owner typed, the toast says it failed. */
export async function clientAction(args: Route.ClientActionArgs) {
  return guardAction(args, noAnswer(settingsScreen));
}

export const clientLoader = tabClientLoader((_: Route.ClientLoaderArgs) => ({
  route: 'settings',
  message: adminMessages.loadSettingsFailed,
  fallback: () => ({
    settings: null,
    reviews: null,
    booking: null,
    loadError: adminMessages.loadSettingsFailed,
  }),
}));

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';

export const shouldRevalidate = skipRevalidationAfterFailure;

export default function Settings({ loaderData }: Route.ComponentProps) {
  keepShown('settings', loaderData);
  return (
    <Stack gap="lg">
      <SettingsView settings={loaderData.settings} loadError={loaderData.loadError} />
      {loaderData.reviews ? (
        <ReviewSettingsCard link={loaderData.reviews.link} autoDays={loaderData.reviews.autoDays} />
      ) : null}
      {loaderData.booking ? <BookingSettingsCard settings={loaderData.booking} /> : null}
    </Stack>
  );
}
