import { data, redirect, type RouterContextProvider } from 'react-router';
import { getRequestInfo, getServices } from '#app/routes/_context/context.server.ts';
import { isMutation, isSameOriginRequest } from '#app/server/auth/same-origin.ts';
import { readSession, type AdminIdentity } from '#app/server/auth/sessions.ts';

export type { AdminIdentity };

type Context = Readonly<RouterContextProvider>;

/** The signed-in owner, or null (the /admin gate decides what to show with this). */
export async function getAdmin(request: Request, context: Context): Promise<AdminIdentity | null> {
  return readSession(getServices(context), request);
}

/** Throws 403 for a state-changing request that did not come from our own pages. */
export function assertSameOrigin(request: Request, context: Context): void {
  if (!isMutation(request)) return;
  const { config } = getServices(context);
  if (!isSameOriginRequest(request, config, getRequestInfo(context).protocol)) {
    throw data('Cross-site request refused', { status: 403 });
  }
}

/**
 * Every admin loader and action starts with this. Signed out (or expired): a redirect to the
 * /admin login gate. Signed in but posting from another site: 403.
 */
export async function requireAdmin(request: Request, context: Context): Promise<AdminIdentity> {
  const admin = await getAdmin(request, context);
  if (!admin) throw redirect('/admin');
  assertSameOrigin(request, context);
  return admin;
}
