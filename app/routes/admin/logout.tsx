import { redirect } from 'react-router';
import { showFailure } from '#app/components/admin/network-guard.ts';
import { clearAllDeviceDrafts } from '#app/components/admin/device-drafts.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { routeRequestMeta } from '#app/routes/_context/context.server.ts';
import { assertSameOrigin } from '#app/routes/admin/require-admin.server.ts';
import { signOut } from '#app/server/auth/sign-in.ts';
import { getServices } from '#app/routes/_context/context.server.ts';
import type { Route } from './+types/logout';

/** Signing out is a POST from our own pages; a GET (a link, a prefetch) changes nothing. */
export function loader() {
  return redirect('/admin');
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const cookies = await signOut(getServices(context), request, routeRequestMeta(request, context));
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return redirect('/admin', { headers });
}

/**
 * Signing out without an answer from the server: the session may still be open, so say so and
 * stay on the screen the owner was on (the guarded loaders keep its data).
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  try {
    const answer = await serverAction();
    // Signed out: nothing typed and unsent (Site edits, notes) stays on this device.
    clearAllDeviceDrafts();
    return answer;
  } catch (error) {
    if (error instanceof Response) clearAllDeviceDrafts();
    if (error instanceof Response || request.signal.aborted) throw error;
    showFailure(adminMessages.signOutFailed);
    throw redirect(`${window.location.pathname}${window.location.search}`);
  }
}
