import { data, type RouterContextProvider } from 'react-router';
import { parseSubmissionQuery } from '#app/lib/lead-display.ts';
import { messages } from '#app/lib/messages.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import { loadSubmissions } from '#app/server/dashboard/submissions.ts';
import { leadsPerWeek } from '#app/server/dashboard/weekly-chart.ts';
import { estimatesAwaitingAnswer } from '#app/server/estimates/admin-view.ts';

/**
 * The Submissions data (`/admin/submissions` and `/admin`, see dashboard-home.tsx). A server
 * module of its own, not an export of the route: React Router strips a route module's loader
 * for the browser, but not other exports, and this one pulled Kysely and the mail templates
 * into the inbox's JavaScript.
 */
export async function submissionsPage(request: Request, context: Readonly<RouterContextProvider>) {
  const query = parseSubmissionQuery(new URL(request.url));
  const started = performance.now();
  return runAdminLogged(
    request,
    context,
    async (services) => {
      const [page, chart, waiting] = await Promise.all([
        loadSubmissions(services, query),
        leadsPerWeek(services),
        estimatesAwaitingAnswer(services),
      ]);
      const ms = (performance.now() - started).toFixed(1);
      return data(
        { query, page: { ...page, chart, waiting }, loadError: null },
        { headers: { 'Server-Timing': `db;desc="submissions queries";dur=${ms}` } },
      );
    },
    {
      log: 'loading submissions failed',
      answer: () => data({ query, page: null, loadError: messages.admin.loadSubmissionsFailed }),
    },
  );
}
