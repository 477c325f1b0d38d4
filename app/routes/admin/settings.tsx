import { Stack } from '@mantine/core';
import { ReviewSettingsCard } from '#app/components/admin/dashboard/review-settings-card.tsx';
import { SettingsView } from '#app/components/admin/dashboard/settings-view.tsx';
import { guardAction, guardLoader } from '#app/components/admin/network-guard.ts';
import { skipRevalidationAfterFailure, type AdminActionResult } from '#app/lib/admin-action.ts';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { routeRequestMeta } from '#app/server/auth/request-meta.ts';
import { getServices } from '#app/server/context.ts';
import { runAdmin } from '#app/server/dashboard/admin-guard.ts';
import { readSettings, saveSettings } from '#app/server/dashboard/settings.ts';
import {
  parseRetentionMonths,
  settingKeys,
  writeSetting,
} from '#app/server/dashboard/settings-store.ts';
import { readReviewSettings, saveReviewSettings } from '#app/server/reviews/settings.ts';
import type { Route } from './+types/settings';

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: `Settings · ${messages.admin.title}` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  return runAdmin(
    request,
    context,
    async (admin) => ({
      settings: await readSettings(services, admin),
      reviews: await readReviewSettings(services.db),
      loadError: null,
    }),
    (error) => {
      services.log.error({ err: error }, 'loading settings failed');
      return { settings: null, reviews: null, loadError: messages.admin.loadSettingsFailed };
    },
  );
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, limits.auth.maxInputChars) : '';
}

export async function action({ request, context }: Route.ActionArgs): Promise<AdminActionResult> {
  const services = getServices(context);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const failure =
    intent === 'retention' ? messages.admin.retentionFailed : messages.admin.updateSettingsFailed;
  return runAdmin(
    request,
    context,
    async (admin): Promise<AdminActionResult> => {
      if (intent === 'reviews') {
        const saved = await saveReviewSettings(services.db, {
          link: field(form, 'reviewLink'),
          autoDays: field(form, 'reviewAutoDays'),
        });
        if (!saved.ok) {
          const message =
            saved.field === 'reviewLink'
              ? messages.reviews.invalidLink
              : messages.reviews.invalidAutoDays;
          return { intent, ok: false, message };
        }
        return { intent, ok: true, message: messages.reviews.saved };
      }
      if (intent === 'retention') {
        const months = parseRetentionMonths(field(form, 'retentionMonths'));
        if (months === null) return { intent, ok: false, message: failure };
        await writeSetting(services, settingKeys.retentionMonths, String(months));
        return { intent, ok: true, message: messages.admin.retentionSaved };
      }
      const result = await saveSettings(
        services,
        admin,
        {
          businessEmail: field(form, 'businessEmail'),
          adminEmail: field(form, 'adminEmail'),
          newPassword: field(form, 'newPassword'),
          currentPassword: field(form, 'currentPassword'),
        },
        routeRequestMeta(request, context),
      );
      return { intent, ...result };
    },
    (error) => {
      services.log.error({ err: error, intent }, 'saving settings failed');
      return { intent, ok: false, message: failure };
    },
  );
}

/** No answer from the server: the form keeps what the owner typed, the toast says it failed. */
export async function clientAction(args: Route.ClientActionArgs): Promise<AdminActionResult> {
  return guardAction(args, (form) => {
    const intent = field(form, 'intent');
    return {
      intent,
      ok: false,
      message:
        intent === 'retention'
          ? messages.admin.retentionFailed
          : messages.admin.updateSettingsFailed,
    };
  });
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return guardLoader(args, {
    route: 'settings',
    message: messages.admin.loadSettingsFailed,
    fallback: () => ({
      settings: null,
      reviews: null,
      loadError: messages.admin.loadSettingsFailed,
    }),
  });
}
clientLoader.hydrate = true as const;

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';

export const shouldRevalidate = skipRevalidationAfterFailure;

export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <Stack gap="lg">
      <SettingsView settings={loaderData.settings} loadError={loaderData.loadError} />
      {loaderData.reviews ? (
        <ReviewSettingsCard link={loaderData.reviews.link} autoDays={loaderData.reviews.autoDays} />
      ) : null}
    </Stack>
  );
}
