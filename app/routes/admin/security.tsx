import { Stack } from '@mantine/core';
import { redirect } from 'react-router';
import { PushAlertsCard } from '#app/components/admin/push/push-alerts-card.tsx';
import { guardAction, guardLoader } from '#app/components/admin/network-guard.ts';
import { SecurityPanel } from '#app/components/admin/security-panel.tsx';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { changeCredentials } from '#app/server/auth/admin-account.ts';
import { routeRequestMeta } from '#app/server/auth/request-meta.ts';
import { requireAdmin } from '#app/server/auth/require-admin.ts';
import { signOutEverywhere } from '#app/server/auth/sign-out-everywhere.ts';
import {
  cancelTotpEnrollment,
  confirmTotpEnrollment,
  disableTotp,
  securityOverview,
  startTotpEnrollment,
} from '#app/server/auth/second-factor.ts';
import { getServices } from '#app/server/context.ts';
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
      ? { secret: overview.enrollment.secret, qrDataUrl: overview.enrollment.qrDataUrl }
      : null,
    audit: overview.audit.map((row) => ({ ...row, when: AUDIT_TIME.format(row.at) })),
  };
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, limits.auth.maxInputChars) : '';
}

interface SecurityResult {
  intent: string;
  ok: boolean;
  message: string;
  recoveryCodes?: string[];
  /** The question before a step that cannot be undone (sign out everywhere). */
  confirm?: boolean;
}

export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<SecurityResult | null> {
  const admin = await requireAdmin(request, context);
  const services = getServices(context);
  const meta = routeRequestMeta(request, context);
  const form = await request.formData();
  const intent = field(form, 'intent');
  switch (intent) {
    case 'totp-start':
      await startTotpEnrollment(services, admin);
      return null;
    case 'totp-confirm': {
      if (form.get('cancel')) {
        await cancelTotpEnrollment(services, admin);
        return null;
      }
      const result = await confirmTotpEnrollment(services, admin, field(form, 'code'), meta);
      return result.ok
        ? {
            intent,
            ok: true,
            message: messages.auth.totpEnabled,
            recoveryCodes: result.recoveryCodes,
          }
        : { intent, ok: false, message: result.message };
    }
    case 'totp-disable': {
      const result = await disableTotp(services, admin, field(form, 'currentPassword'), meta);
      return result.ok
        ? { intent, ok: true, message: messages.auth.totpDisabled }
        : { intent, ok: false, message: result.message };
    }
    case 'change-credentials': {
      const result = await changeCredentials(
        services,
        admin,
        {
          currentPassword: field(form, 'currentPassword'),
          newEmail: field(form, 'newEmail'),
          newPassword: field(form, 'newPassword'),
        },
        meta,
      );
      return result.ok
        ? { intent, ok: true, message: messages.auth.credentialsChanged }
        : { intent, ok: false, message: messages.admin.authUpdateFailed(result.message) };
    }
    case 'sign-out-everywhere': {
      // The first tap only asks (without JavaScript too: the answer shows the question).
      if (field(form, 'confirm') !== 'yes') {
        return {
          intent,
          ok: false,
          confirm: true,
          message: messages.auth.signOutEverywhereConfirm,
        };
      }
      // Every session ends, this one too: back to the sign-in screen, signed out.
      const result = await signOutEverywhere(services, admin, request, meta);
      const headers = new Headers();
      for (const cookie of result.cookies) headers.append('Set-Cookie', cookie);
      throw redirect('/admin', { headers });
    }
    default:
      return { intent, ok: false, message: messages.login.error };
  }
}

/** No answer from the server: the page stays, the owner is told nothing changed. */
export async function clientAction(args: Route.ClientActionArgs) {
  return guardAction(args, (form) => ({
    intent: field(form, 'intent'),
    ok: false,
    message: messages.admin.securityUpdateFailed,
  }));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return guardLoader(args, {
    route: 'security',
    message: messages.admin.screenFailed,
    // Nothing to show without the server: the admin's error screen, with its retry.
    fallback: (): never => {
      throw new Error(messages.admin.screenFailed);
    },
  });
}
clientLoader.hydrate = true as const;

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';

export default function AdminIndex({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return (
    <Stack gap="lg">
      <SecurityPanel {...loaderData} result={actionData ?? undefined} />
      <PushAlertsCard />
    </Stack>
  );
}
