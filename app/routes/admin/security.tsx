import { redirect } from 'react-router';
import { PushAlertsCard } from '#app/components/admin/push/push-alerts-card.tsx';
import { guardAction } from '#app/components/admin/network-guard.ts';
import { guardedScreen } from '#app/components/admin/tab-route.ts';
import { SecurityPanel } from '#app/components/admin/security/security-panel.tsx';
import { clearAllDeviceDrafts } from '#app/components/admin/device-drafts.ts';
import { z } from 'zod';
import type { AdminActionResult } from '#app/lib/admin-action.ts';
import { noAnswer } from '#app/lib/admin-intents.ts';
import { securityScreen } from '#app/components/admin/security/security-intents.ts';
import { limits } from '#app/lib/limits.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { authMessages } from '#app/lib/messages/auth.ts';
import { changeCredentials } from '#app/server/auth/admin-account.ts';
import { adminAction } from './admin-action.server.ts';
import { intent, text } from '#app/server/admin-actions.ts';
import { requireAdmin } from '#app/routes/admin/require-admin.server.ts';
import { signOutEverywhere } from '#app/server/auth/sign-out-everywhere.ts';
import {
  cancelTotpEnrollment,
  confirmTotpEnrollment,
  disableTotp,
  securityOverview,
  startTotpEnrollment,
} from '#app/server/auth/second-factor.ts';
import { getServices } from '#app/routes/_context/context.server.ts';
import type { Route } from './+types/security';

const AUDIT_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

export async function loader({ request, context }: Route.LoaderArgs) {
  // /admin/security (the dashboard took /admin): signed out, the gate at /admin.
  const admin = await requireAdmin(request, context);
  const overview = await securityOverview(getServices(context), admin);
  return {
    ...overview,
    enrollment: overview.enrollment
      ? {
          secret: overview.enrollment.secret,
          uri: overview.enrollment.uri,
          qrDataUrl: overview.enrollment.qrDataUrl,
        }
      : null,
    audit: overview.audit.map((row) => ({ ...row, when: AUDIT_TIME.format(row.at) })),
  };
}

interface SecurityResult extends AdminActionResult {
  recoveryCodes?: string[];
  /** The question before a step that cannot be undone (sign out everywhere). */
  confirm?: boolean;
}

const credential = () => text(limits.auth.maxInputChars);
const { intents } = securityScreen;

export const action = adminAction(
  securityScreen,
  {
    [intents.totpStart]: intent(z.object({}), async (_, { services, admin }) => {
      await startTotpEnrollment(services, admin);
      return null;
    }),
    [intents.totpConfirm]: intent(
      z.object({
        code: credential(),
        currentPassword: credential(),
        cancel: text(limits.auth.maxInputChars),
      }),
      async ({ code, currentPassword, cancel }, { services, admin, meta, intent }) => {
        if (cancel) {
          await cancelTotpEnrollment(services, admin);
          return null;
        }
        const result = await confirmTotpEnrollment(
          services,
          admin,
          { code, currentPassword },
          meta,
        );
        return result.ok
          ? ({
              intent,
              ok: true,
              message: authMessages.totpEnabled,
              recoveryCodes: result.recoveryCodes,
            } satisfies SecurityResult)
          : { intent, ok: false, message: result.message };
      },
    ),
    [intents.totpDisable]: intent(
      z.object({ currentPassword: credential() }),
      async ({ currentPassword }, { services, admin, meta, intent }) => {
        const result = await disableTotp(services, admin, currentPassword, meta);
        return result.ok
          ? { intent, ok: true, message: authMessages.totpDisabled }
          : { intent, ok: false, message: result.message };
      },
    ),
    [intents.changeCredentials]: intent(
      z.object({
        currentPassword: credential(),
        newEmail: credential(),
        newPassword: credential(),
      }),
      async (fields, { services, admin, meta, content, intent }) => {
        const result = await changeCredentials(
          services,
          admin,
          fields,
          meta,
          content.content.business,
        );
        return result.ok
          ? { intent, ok: true, message: authMessages.credentialsChanged }
          : { intent, ok: false, message: adminMessages.authUpdateFailed(result.message) };
      },
    ),
    [intents.signOutEverywhere]: intent(
      z.object({ confirm: text(limits.auth.maxInputChars) }),
      async ({ confirm }, { services, admin, request, meta, intent }) => {
        // The first tap only asks (without JavaScript too: the answer shows the question).
        if (confirm !== 'yes') {
          return {
            intent,
            ok: false,
            confirm: true,
            message: authMessages.signOutEverywhereConfirm,
          } satisfies SecurityResult;
        }
        // Every session ends, this one too: back to the sign-in screen, signed out.
        const result = await signOutEverywhere(services, admin, request, meta);
        const headers = new Headers();
        for (const cookie of result.cookies) headers.append('Set-Cookie', cookie);
        throw redirect('/admin', { headers });
      },
    ),
  },
  { log: 'security action failed' },
);

/** No answer from the server: the page stays, the owner is told nothing changed. */
export async function clientAction(args: Route.ClientActionArgs) {
  try {
    return await guardAction(args, noAnswer(securityScreen));
  } catch (answer) {
    // Signed out everywhere: what was typed and unsent leaves this device too.
    if (answer instanceof Response && answer.status >= 300 && answer.status < 400) {
      clearAllDeviceDrafts();
    }
    throw answer;
  }
}

const screen = guardedScreen('security', (_: Route.ClientLoaderArgs) => ({
  message: adminMessages.screenFailed,
  // Nothing to show without the server: the admin's error screen, with its retry.
  fallback: (): never => {
    throw new Error(adminMessages.screenFailed);
  },
}));
export const { clientLoader } = screen;

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';

export default function AdminIndex({ loaderData, actionData }: Route.ComponentProps) {
  screen.keepShown(loaderData);
  if (!loaderData) return null;
  return (
    <SecurityPanel
      {...loaderData}
      result={actionData ?? undefined}
      beforeAudit={<PushAlertsCard />}
    />
  );
}
