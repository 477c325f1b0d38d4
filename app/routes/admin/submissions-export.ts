import { parseSubmissionQuery } from '#app/lib/lead-display.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { getServices } from '#app/server/context.ts';
import { runAdmin } from '#app/server/dashboard/admin-guard.ts';
import { exportLeadsCsv } from '#app/server/dashboard/csv.ts';
import type { Route } from './+types/submissions-export';

/** CSV of the current filter and search, every page (formula-injection safe cells). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseSubmissionQuery(new URL(request.url));
  const services = getServices(context);
  return runAdmin(
    request,
    context,
    async () => {
      const csv = await exportLeadsCsv(services, query.filter, query.search);
      const day = new Date().toISOString().slice(0, 10);
      return new Response(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="leads-${query.filter}-${day}.csv"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
    (error) => {
      services.log.error({ err: error }, 'CSV export failed');
      return new Response(adminMessages.loadSubmissionsFailed, {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    },
  );
}
