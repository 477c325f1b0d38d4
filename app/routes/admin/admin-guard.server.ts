import type { RouterContextProvider } from 'react-router';
import { requireAdmin, type AdminIdentity } from '#app/routes/admin/require-admin.server.ts';
import { getServices } from '#app/routes/_context/context.server.ts';
import type { AppServices } from '#app/server/services.ts';

/** A redirect or `data(..., { status })` thrown by requireAdmin: let the router handle it. */
export function isRouterAnswer(error: unknown): boolean {
  return (
    error instanceof Response ||
    (typeof error === 'object' &&
      error !== null &&
      (error as { type?: unknown }).type === 'DataWithResponseInit')
  );
}

/**
 * requireAdmin, then the work. Signed out or cross-site: thrown as usual (redirect, 403). Any
 * other failure (the database is down, also while checking the session) goes to `onFailure`,
 * so the screen answers with the spec's failure toast instead of an error page.
 */
export async function runAdmin<T, F>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  work: (admin: AdminIdentity) => Promise<T>,
  onFailure: (error: unknown) => F,
): Promise<T | F> {
  try {
    const admin = await requireAdmin(request, context);
    return await work(admin);
  } catch (error) {
    if (isRouterAnswer(error)) throw error;
    return onFailure(error);
  }
}

/**
 * runAdmin for a screen's loader or a download: the work gets the services, and a failure is
 * logged as `failure.log` and answered with `failure.answer()` (the screen's load-failure state).
 */
export function runAdminLogged<T, F>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  work: (services: AppServices, admin: AdminIdentity) => Promise<T>,
  failure: { log: string; answer: () => F },
): Promise<T | F> {
  const services = getServices(context);
  return runAdmin(
    request,
    context,
    (admin) => work(services, admin),
    (error) => {
      services.log.error({ err: error }, failure.log);
      return failure.answer();
    },
  );
}
