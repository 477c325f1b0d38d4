import { limits } from '#app/lib/limits.ts';
import { insightsMessages } from '#app/lib/messages/insights.ts';
import { getServices } from '#app/server/context.ts';
import { runAdmin } from '#app/server/dashboard/admin-guard.ts';
import { insightsCsv, isInsightTable } from '#app/server/insights/csv.ts';
import { insightsReport } from '#app/server/insights/report.ts';
import { parseInsightDays } from '#app/lib/insights.ts';
import type { Route } from './+types/insights-export';

/** One Insights table (pages, sources, devices or daily) for the chosen period, as CSV. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const table = url.searchParams.get('table');
  const days = parseInsightDays(url.searchParams.get('days'));
  const services = getServices(context);
  return runAdmin(
    request,
    context,
    async () => {
      if (!isInsightTable(table) || days === null) {
        return new Response(`Unknown table or period (1 to ${limits.insights.maxDays} days)`, {
          status: 400,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        });
      }
      const report = await insightsReport(services, days);
      return new Response(insightsCsv(report, table), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="insights-${table}-${report.from}-to-${report.to}.csv"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
    (error) => {
      services.log.error({ err: error }, 'insights CSV export failed');
      return new Response(insightsMessages.loadFailed, {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    },
  );
}
