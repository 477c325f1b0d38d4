import { adminHeaders } from '#app/routes/admin/styles.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import { loadLeadDetails } from '#app/server/dashboard/submissions.ts';
import type { Route } from './+types/lead-details';

/**
 * A lead card's notes, e-mails and attribution, as JSON, when the owner opens one of its
 * sections (issue 28: the inbox's first screen carries only what the cards show closed).
 * Signed out: the session check's redirect; a lead that is gone: 404; the database down: 503.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) return Response.json(null, { status: 404 });
  return runAdminLogged(
    request,
    context,
    async (services) => {
      const details = await loadLeadDetails(services, id);
      return Response.json(details, { status: details ? 200 : 404, headers: adminHeaders });
    },
    {
      log: 'loading lead details failed',
      answer: () => Response.json(null, { status: 503, headers: adminHeaders }),
    },
  );
}
