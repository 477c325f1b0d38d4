import { limits } from '#app/lib/limits.ts';
import { insightsMessages } from '#app/lib/messages/insights.ts';
import {
  adminDownload,
  csvAttachment,
  plainTextAnswer,
} from '#app/routes/admin/admin-download.server.ts';
import { insightsCsv, isInsightTable } from '#app/server/insights/insights-csv.ts';
import { insightsReport } from '#app/server/insights/report.ts';
import { parseInsightDays } from '#app/lib/insights.ts';
import type { Route } from './+types/insights-export';

/** One Insights table (pages, sources, devices, cities or daily) for the chosen period, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const table = url.searchParams.get('table');
  const days = parseInsightDays(url.searchParams.get('days'));
  return adminDownload(
    request,
    context,
    { log: 'insights CSV export failed', message: insightsMessages.loadFailed },
    async (services) => {
      if (!isInsightTable(table) || days === null) {
        return plainTextAnswer(
          `Unknown table or period (1 to ${limits.insights.maxDays} days)`,
          400,
        );
      }
      const report = await insightsReport(services, days);
      return csvAttachment(
        insightsCsv(report, table),
        `insights-${table}-${report.from}-to-${report.to}.csv`,
      );
    },
  );
}
