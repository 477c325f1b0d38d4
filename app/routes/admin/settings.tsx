import { Stack } from '@mantine/core';
import { ReviewSettingsCard } from '#app/components/admin/settings/review-settings-card.tsx';
import { BookingSettingsCard } from '#app/components/admin/schedule/booking-settings-card.tsx';
import { SettingsView } from '#app/components/admin/settings/settings-view.tsx';
import { EstimateSettingsCard } from '#app/components/admin/estimates/estimate-settings-card.tsx';
import { PriceBookCard } from '#app/components/admin/estimates/price-book-card.tsx';
import { adminTab, loadFailure } from '#app/components/admin/tab-route.ts';
import { z } from 'zod';
import { settingsScreen } from '#app/components/admin/settings/settings-intents.ts';
import { limits } from '#app/lib/limits.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { reviewsMessages } from '#app/lib/messages/reviews.ts';
import { adminAction } from './admin-action.server.ts';
import { intent, rowId, text } from '#app/server/admin-actions.ts';
import {
  listPriceBook,
  removePriceBookItem,
  savePriceBookItem,
  type PriceBookResult,
} from '#app/server/price-book/price-book-commands.ts';
import { getEstimateSettings, saveEstimateSettings } from '#app/server/estimates/owner-settings.ts';
import { estimateSettingsMessages, priceBookMessages } from '#app/lib/messages/price-book.ts';
import { estimateSettingsLimits } from '#app/lib/estimate-settings.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import { getContent } from '#app/routes/_context/context.server.ts';
import { readSettings, saveSettings } from '#app/server/dashboard/settings-tab.ts';
import { writeSetting } from '#app/server/db/admin-settings.ts';
import { parseRetentionMonths, settingKeys } from '#app/server/dashboard/settings-store.ts';
import { readReviewSettings, saveReviewSettings } from '#app/server/reviews/review-settings.ts';
import { getBookingSettings } from '#app/server/booking/booking-settings.ts';
import {
  bookingSettingsFormSchema,
  saveBookingSettingsForm,
} from '#app/server/booking/settings-form.ts';
import type { Route } from './+types/settings';

export async function loader({ request, context }: Route.LoaderArgs) {
  return runAdminLogged(
    request,
    context,
    async (services, admin) => ({
      settings: await readSettings(services, admin, getContent(context).content.business),
      reviews: await readReviewSettings(services.db),
      booking: await getBookingSettings(services),
      priceBook: await listPriceBook(services),
      estimates: await getEstimateSettings(services),
      loadError: null,
    }),
    { log: 'loading settings failed', answer: failure.fallback },
  );
}

const { intents } = settingsScreen;

const priceBookFields = z.object({
  description: text(limits.auth.maxInputChars),
  price: text(limits.auth.maxInputChars),
});

/** A price book command's answer as the card's toast and field errors. */
function priceBookAnswer(intent: string, result: PriceBookResult, done: string) {
  if (result.ok) return { intent, ok: true, message: done };
  if (result.reason === 'invalid') {
    return {
      intent,
      ok: false,
      message: Object.values(result.fieldErrors)[0] ?? priceBookMessages.saveFailed,
      field: Object.keys(result.fieldErrors)[0],
      fieldErrors: result.fieldErrors,
    };
  }
  return { intent, ok: false, message: result.message };
}

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
    [intents.priceAdd]: intent(priceBookFields, async (fields, { services, intent }) =>
      priceBookAnswer(
        intent,
        await savePriceBookItem(services, null, fields),
        priceBookMessages.added,
      ),
    ),
    [intents.priceSave]: intent(
      priceBookFields.extend({ id: rowId() }),
      async ({ id, ...fields }, { services, intent }) =>
        id === null
          ? { intent, ok: false, message: priceBookMessages.notFound }
          : priceBookAnswer(
              intent,
              await savePriceBookItem(services, id, fields),
              priceBookMessages.saved,
            ),
    ),
    [intents.priceRemove]: intent(
      z.object({ id: rowId() }),
      async ({ id }, { services, intent }) =>
        id !== null && (await removePriceBookItem(services, id))
          ? { intent, ok: true, message: priceBookMessages.removed }
          : { intent, ok: false, message: priceBookMessages.notFound },
    ),
    [intents.estimates]: intent(
      z.object({
        defaultTerms: text(estimateSettingsLimits.termsMax),
        remindAfterDays: text(limits.auth.maxInputChars),
      }),
      async (fields, { services, intent }) => {
        const saved = await saveEstimateSettings(services, fields);
        return saved.ok
          ? { intent, ok: true, message: estimateSettingsMessages.saved }
          : { intent, ok: false, message: saved.message, field: saved.field };
      },
    ),
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
      async (fields, { services, admin, meta, content, intent }) => {
        const result = await saveSettings(services, admin, fields, meta, content.content.business);
        return { intent, ...result };
      },
    ),
  },
  { log: 'saving settings failed' },
);

const failure = loadFailure(adminMessages.loadSettingsFailed, () => ({
  settings: null,
  reviews: null,
  booking: null,
  priceBook: null,
  estimates: null,
}));

/** No answer from the server: the form keeps what the owner typed, the toast says it failed. */
const tab = adminTab<Route.ClientLoaderArgs, Route.ClientActionArgs>({
  screen: settingsScreen,
  title: 'Settings',
  route: 'settings',
  ...failure,
});
export const { handle, meta, clientLoader, ErrorBoundary, clientAction, shouldRevalidate } = tab;

export default function Settings({ loaderData }: Route.ComponentProps) {
  tab.keepShown(loaderData);
  return (
    <Stack gap="lg">
      <SettingsView settings={loaderData.settings} loadError={loaderData.loadError} />
      {loaderData.reviews ? (
        <ReviewSettingsCard link={loaderData.reviews.link} autoDays={loaderData.reviews.autoDays} />
      ) : null}
      {loaderData.booking ? <BookingSettingsCard settings={loaderData.booking} /> : null}
      {loaderData.estimates ? <EstimateSettingsCard settings={loaderData.estimates} /> : null}
      {loaderData.priceBook ? <PriceBookCard items={loaderData.priceBook} /> : null}
    </Stack>
  );
}
