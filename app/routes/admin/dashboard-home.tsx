import { parseSubmissionQuery } from '#app/lib/lead-display.ts';
import { getAdmin } from '#app/routes/admin/require-admin.server.ts';
import { submissionsPage } from '#app/routes/admin/submissions-page.server.ts';
import type { Route } from './+types/dashboard-home';

/**
 * `/admin` opens Submissions (issue 6): the same screen as `/admin/submissions`, without a
 * redirect, so the owner lands on the inbox and the URL stays the one they typed. Signed out,
 * the layout shows the login gate and this hands out nothing (and must not redirect to itself).
 */
export {
  action,
  clientAction,
  clientLoader,
  default,
  ErrorBoundary,
  handle,
  headers,
  meta,
  shouldRevalidate,
} from './submissions.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await getAdmin(request, context).catch(() => 'unknown' as const);
  if (admin === null) {
    return {
      query: parseSubmissionQuery(new URL(request.url)),
      page: null,
      loadError: null,
    };
  }
  return submissionsPage(request, context);
}
