import { redirect } from 'react-router';
import { routeRequestMeta } from '#app/server/auth/request-meta.ts';
import { assertSameOrigin } from '#app/server/auth/require-admin.ts';
import { signOut } from '#app/server/auth/sign-in.ts';
import { getServices } from '#app/server/context.ts';
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
