import { parseSubmissionQuery } from '#app/lib/lead-display.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { adminDownload, csvAttachment } from '#app/routes/admin/admin-download.server.ts';
import { exportLeadsCsv } from '#app/server/dashboard/leads-csv.ts';
import type { Route } from './+types/submissions-export';

/** CSV of the current filter and search, every page (formula-injection safe cells). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseSubmissionQuery(new URL(request.url));
  return adminDownload(
    request,
    context,
    { log: 'CSV export failed', message: adminMessages.loadSubmissionsFailed },
    async (services) => {
      const csv = await exportLeadsCsv(services, query.filter, query.search);
      const day = new Date().toISOString().slice(0, 10);
      return csvAttachment(csv, `leads-${query.filter}-${day}.csv`);
    },
  );
}
