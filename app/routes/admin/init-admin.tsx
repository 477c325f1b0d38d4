import { data } from 'react-router';
import { AdminProviders } from '#app/components/admin/admin-providers.tsx';
import { InitAdminForm, type InitAdminResult } from '#app/components/admin/init-admin-form.tsx';
import { defaultAdminEmail } from '#app/content/admin-defaults.ts';
import { authMessages } from '#app/lib/messages/auth.ts';
import { initAdminMessages } from '#app/lib/messages/init-admin.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { getContent, getServices, routeRequestMeta } from '#app/routes/_context/context.server.ts';
import { readCredentialForm } from '#app/routes/admin/credential-form.server.ts';
import { checkSetupToken, completeSetup } from '#app/server/auth/setup.ts';
import { retryAfterMinutes } from '#app/server/auth/throttle.ts';
import type { Route } from './+types/init-admin';
import { adminHeadersWithRetryAfter, adminMeta, adminStylesheets } from './styles.ts';

export const handle: RouteHandle = { hydrate: true, stylesheets: adminStylesheets };

export const meta: Route.MetaFunction = () => adminMeta('Initialize Admin');

export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  adminHeadersWithRetryAfter(loaderHeaders);

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const check = await checkSetupToken(
    getServices(context),
    token,
    routeRequestMeta(request, context),
  );
  switch (check.state) {
    case 'done':
      // Once an admin exists this page does not exist either.
      return data({ state: 'gone' as const }, { status: 404 });
    case 'throttled':
      return data(
        {
          state: 'invalid' as const,
          message: authMessages.setupThrottled(retryAfterMinutes(check.retryAfterSeconds)),
        },
        { status: 429, headers: { 'Retry-After': String(check.retryAfterSeconds) } },
      );
    case 'invalid':
      return data(
        { state: 'invalid' as const, message: authMessages.invalidSetupLink },
        { status: 403 },
      );
    case 'valid':
      return { state: 'form' as const, token: token ?? '', emailHint: defaultAdminEmail };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const field = await readCredentialForm(request, context);
  const services = getServices(context);
  const email = field('email');
  try {
    const result = await completeSetup(
      services,
      { token: field('token'), email, password: field('password') },
      routeRequestMeta(request, context),
      getContent(context).content.business,
    );
    if (result.ok) {
      // An explicit 200: the revalidating loader already answers 404 (an admin exists now), and
      // without JavaScript the page's status would otherwise be that 404.
      return data(
        {
          ok: true,
          message: initAdminMessages.created,
          email: result.email,
        } satisfies InitAdminResult,
        { status: 200 },
      );
    }
    const status = result.field === 'done' ? 404 : result.field === 'token' ? 403 : 400;
    return data(
      {
        ok: false,
        message: initAdminMessages.failedWithReason(result.message),
        email,
        fieldErrors:
          result.field === 'email' || result.field === 'password'
            ? { [result.field]: result.message }
            : undefined,
      } satisfies InitAdminResult,
      { status },
    );
  } catch (error) {
    services.log.error({ err: error }, 'admin setup failed');
    return data({ ok: false, message: initAdminMessages.failed, email } satisfies InitAdminResult, {
      status: 500,
    });
  }
}

export default function InitAdmin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminProviders>
      <InitAdminForm view={loaderData} result={actionData} />
    </AdminProviders>
  );
}
