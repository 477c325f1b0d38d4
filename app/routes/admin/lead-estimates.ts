import { adminHeaders } from '#app/routes/admin/styles.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import { leadEstimatesView } from '#app/server/estimates/admin-view.ts';
import type { Route } from './+types/lead-estimates';

/**
 * A lead card's Estimates section (issue 39) as JSON, loaded when the owner opens it, and again
 * by React Router after each estimate action (a fetcher's load). Signed out: the session check's
 * redirect; a lead that is gone: 404; the database down: 503.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return Response.json(null, { status: 404 });
  return runAdminLogged(
    request,
    context,
    async (services) => {
      const view = await leadEstimatesView(services, id);
      return Response.json(view ?? null, { status: view ? 200 : 404, headers: adminHeaders });
    },
    {
      log: 'loading lead estimates failed',
      answer: () => Response.json(null, { status: 503, headers: adminHeaders }),
    },
  );
}
