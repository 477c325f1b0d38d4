import { lazy, memo, Suspense } from 'react';
import {
  Outlet,
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { AdminErrorView } from '#app/components/admin/admin-error.tsx';
import { AdminProviders, useKeepAdminFiles } from '#app/components/admin/admin-providers.tsx';
import { AdminShell } from '#app/components/admin/admin-shell.tsx';
import { guardAction } from '#app/components/admin/network-guard.ts';
import { guardedScreen } from '#app/components/admin/tab-route.ts';
import { SessionCheck, useCheckingSession } from '#app/components/admin/session-check.tsx';
import { credentialText, skipRevalidationAfterFailure } from '#app/lib/admin-action.ts';
import { signInIntents } from '#app/components/admin/sign-in-intents.ts';
import { adminRoutes } from '#app/lib/urls.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { loginMessages } from '#app/lib/messages/login.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { clearCookie, mfaCookieName } from '#app/server/auth/cookies.ts';
import { readCredentialForm } from '#app/routes/admin/credential-form.server.ts';
import { getContent, getServices, routeRequestMeta } from '#app/routes/_context/context.server.ts';
import { getAdmin } from '#app/routes/admin/require-admin.server.ts';
import { carriesDeviceCookie, readDeviceCookie } from '#app/server/auth/device-cookie.ts';
import { isSignInLinkLive, spendSignInLink } from '#app/server/auth/sign-in-link.ts';
import {
  pendingChallenge,
  signInWithPassword,
  signInWithSecondFactor,
  type SignInResult,
} from '#app/server/auth/sign-in.ts';
import { carriesSessionCookie, clearSessionCookie } from '#app/server/auth/sessions.ts';
import { throttledMessage } from '#app/server/auth/throttle.ts';
import type { Route } from './+types/layout';
import { adminHeadersWithRetryAfter, adminMeta, adminStylesheets } from './styles.ts';

export const handle: RouteHandle = { hydrate: true, stylesheets: adminStylesheets };

/**
 * The sign-in form is rendered by the server (it works without JavaScript) but its code is
 * needed in the browser only when signed out: the signed-in screens do not download it. On the
 * server it is loaded before the first render (a static import would put it back into the
 * browser's layout chunk). In the browser it is loaded before hydration when the server drew
 * the gate, so the form answers at once; after signing out in the browser, it is a lazy chunk.
 */
const loadLoginGate = () => import('#app/components/admin/login-gate.tsx');
const LoginGate =
  import.meta.env.SSR || document.querySelector('[data-login-gate]')
    ? (await loadLoginGate()).LoginGate
    : lazy(() => loadLoginGate().then((m) => ({ default: m.LoginGate })));

export const meta: Route.MetaFunction = () => adminMeta(adminMessages.title);

export const headers: Route.HeadersFunction = ({ actionHeaders }) =>
  adminHeadersWithRetryAfter(actionHeaders);

export async function loader({ request, context }: Route.LoaderArgs) {
  let admin;
  try {
    admin = await getAdmin(request, context);
  } catch (error) {
    // The database is down. A tab's client-side navigation runs this loader too (single
    // fetch): answering keeps the shell on screen, and the tab's own loader reports the spec's
    // failure ("Failed to load submissions"). Each tab checks the session itself: no data leaks.
    getServices(context).log.error({ err: error }, 'session check failed');
    return { state: 'unavailable' as const, email: '' };
  }
  if (admin) return { state: 'signed-in' as const, email: admin.email };
  const services = getServices(context);
  const url = new URL(request.url);
  const link = url.searchParams.get(adminRoutes.signInLinkParam);
  if (link !== null) {
    // Issue 27: the attack e-mail's link. Opening it spends nothing (mail scanners open links):
    // the owner confirms with a button, which posts the token.
    return (await isSignInLinkLive(services, link))
      ? { state: 'sign-in-link' as const, token: link }
      : { state: 'signed-out' as const, error: loginMessages.signInLinkInvalid };
  }
  const challenge = await pendingChallenge(services, request);
  if (challenge) return { state: 'second-factor' as const };
  // Only a browser that really holds the account's device cookie is told it is trusted.
  const trusted =
    url.searchParams.get('browser') === 'trusted' &&
    (await readDeviceCookie(services, request)) !== null;
  // No e-mail is filled in or hinted at (issue 19; the spec pre-fills the default admin
  // address): the page would tell anyone which account to guess at.
  if (!trusted && carriesSessionCookie(services, request)) {
    // Signed out everywhere from another device: that also changed the device cookies' key, so
    // this browser's cookie no longer verifies. The drafts kept on it go too (a lost phone);
    // an idle end keeps them and offers them back after sign-in.
    const everywhere =
      carriesDeviceCookie(services, request) &&
      (await readDeviceCookie(services, request)) === null;
    // Said once: the stale cookie goes with this answer, so the next visit is the plain form
    // (it was never cleared, and the message showed on every visit until a sign-in).
    return data(
      everywhere
        ? {
            state: 'signed-out' as const,
            ended: loginMessages.signedOutEverywhere,
            forgetDrafts: true,
          }
        : { state: 'signed-out' as const, ended: loginMessages.sessionEnded },
      { headers: { 'Set-Cookie': clearSessionCookie(services) } },
    );
  }
  return {
    state: 'signed-out' as const,
    ...(trusted ? { notice: loginMessages.browserTrusted } : {}),
  };
}

/**
 * Without an answer from the server (a dropped connection, a proxy's error page), the shell
 * stays as it is; the tab's own guard says what failed.
 */
const shell = guardedScreen('layout', (_: Route.ClientLoaderArgs) => ({
  message: null,
  fallback: () => ({ state: 'unavailable' as const, email: '' }),
}));
export const { clientLoader } = shell;

/**
 * A sign-in that got no answer keeps the form and says so. No `attempt`: the server never
 * judged the password, so the field keeps it for the retry.
 */
export async function clientAction(args: Route.ClientActionArgs) {
  return guardAction(args, (form) => ({
    error: loginMessages.error,
    email: credentialText(form, 'email'),
    attempt: undefined,
  }));
}

/**
 * A failed dashboard action changed nothing: no reload (with the database down it would fail).
 * Nor after the Site editor's writes (a draft autosaved every few seconds): nothing the shell
 * shows changed.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  return args.formAction === adminRoutes.site ? false : skipRevalidationAfterFailure(args);
}

/** Sign-in (both steps). Every answer is a redirect on success or the gate with one message. */
export async function action({ request, context }: Route.ActionArgs) {
  const field = await readCredentialForm(request, context);
  const services = getServices(context);
  const intent = field('intent');
  const email = field('email');
  const attempt = Date.now();
  if (field('cancel')) {
    return redirect('/admin', {
      headers: { 'Set-Cookie': clearCookie(services.config, mfaCookieName(services.config)) },
    });
  }
  if (intent === signInIntents.signInLink) {
    const cookie = await spendSignInLink(
      services,
      request,
      field('token'),
      routeRequestMeta(request, context),
    );
    return cookie
      ? redirect(adminRoutes.browserTrusted, { headers: { 'Set-Cookie': cookie } })
      : data({ error: loginMessages.signInLinkInvalid, email, attempt }, { status: 400 });
  }
  let result: SignInResult;
  try {
    const meta = routeRequestMeta(request, context);
    result =
      intent === signInIntents.secondFactor
        ? await signInWithSecondFactor(
            services,
            request,
            field('code'),
            meta,
            getContent(context).content.business,
          )
        : await signInWithPassword(
            services,
            request,
            { email, password: field('password') },
            meta,
            getContent(context).content.business,
          );
  } catch (error) {
    services.log.error({ err: error }, 'sign-in failed unexpectedly');
    return data({ error: loginMessages.error, email, attempt }, { status: 500 });
  }
  switch (result.kind) {
    case 'signed-in':
    case 'second-factor': {
      const headers = new Headers();
      for (const cookie of result.cookies) headers.append('Set-Cookie', cookie);
      return redirect('/admin', { headers });
    }
    case 'expired': {
      const headers = new Headers();
      for (const cookie of result.cookies) headers.append('Set-Cookie', cookie);
      return data({ error: loginMessages.codeExpired, email, attempt }, { status: 401, headers });
    }
    case 'throttled':
      return data(
        { error: throttledMessage(result.retryAfterSeconds), email, attempt },
        { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
      );
    case 'invalid':
      return data(
        {
          error:
            intent === signInIntents.secondFactor
              ? loginMessages.invalidCode
              : loginMessages.invalidCredentials,
          email,
          attempt,
        },
        { status: 401 },
      );
  }
}

/**
 * Mantine's provider once, above everything the router redraws. React Router draws its routes
 * again on every change of its state (each fetcher's submit, each revalidation); Mantine's
 * provider gives its context a new value on each of its renders, and that redraws every Mantine
 * component on the screen, memoised or not (a 12 ms style-variables pass alone on a slowed
 * phone, at each draft the Site editor saved; issue 28). Memoised without props, this part is
 * drawn once; the screen inside reads the route's data with hooks.
 */
export default function AdminLayout() {
  return <ProvidedScreen />;
}

const ProvidedScreen = memo(function ProvidedScreen() {
  return (
    <AdminProviders>
      <LayoutScreen />
    </AdminProviders>
  );
});

function LayoutScreen() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  shell.keepShown(loaderData);
  const checking = useCheckingSession();
  useKeepAdminFiles(loaderData.state === 'signed-in');
  let screen;
  if (loaderData.state === 'signed-in' || loaderData.state === 'unavailable') {
    screen = (
      <AdminShell email={loaderData.email}>{checking ? <SessionCheck /> : <Outlet />}</AdminShell>
    );
  } else if (checking) {
    screen = <SessionCheck />;
  } else {
    screen = (
      <Suspense fallback={null}>
        <LoginGate
          step={loaderData.state === 'signed-out' ? 'password' : loaderData.state}
          email={actionData?.email}
          error={actionData?.error ?? ('error' in loaderData ? loaderData.error : undefined)}
          notice={'notice' in loaderData ? loaderData.notice : undefined}
          ended={'ended' in loaderData ? loaderData.ended : undefined}
          forgetDrafts={'forgetDrafts' in loaderData && loaderData.forgetDrafts === true}
          linkToken={'token' in loaderData ? loaderData.token : undefined}
          attempt={actionData?.attempt}
        />
      </Suspense>
    );
  }
  return screen;
}

/** Even the shell failed: the admin's frame, its tabs and a retry, never a way out of it. */
export function ErrorBoundary() {
  return (
    <AdminProviders>
      <AdminShell email="">
        <AdminErrorView />
      </AdminShell>
    </AdminProviders>
  );
}
