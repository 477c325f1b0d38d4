import { InsightsView } from '#app/components/admin/insights/insights-view.tsx';
import { useHydrated } from '#app/components/admin/use-hydrated.ts';
import { useLoadErrorToast } from '#app/components/admin/use-result-toast.ts';
import { adminTab, loadFailure } from '#app/components/admin/tab-route.ts';
import { parseInsightDays } from '#app/lib/insights.ts';
import { insightsMessages } from '#app/lib/messages/insights.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import { insightsReport } from '#app/server/insights/report.ts';
import type { Route } from './+types/insights';

const DEFAULT_DAYS = 30;

/** Calls, quote requests and visits by day, page, source and device (issue 16). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const days = parseInsightDays(new URL(request.url).searchParams.get('days')) ?? DEFAULT_DAYS;
  return runAdminLogged(
    request,
    context,
    async (services) => ({ report: await insightsReport(services, days), loadError: null }),
    { log: 'loading insights failed', answer: failure.fallback },
  );
}

const failure = loadFailure(insightsMessages.loadFailed, () => ({ report: null }));

const tab = adminTab<Route.ClientLoaderArgs>({
  title: insightsMessages.title,
  route: 'insights',
  ...failure,
});
export const { handle, meta, clientLoader, ErrorBoundary } = tab;

export default function Insights({ loaderData }: Route.ComponentProps) {
  tab.keepShown(loaderData);
  useLoadErrorToast(loaderData.loadError);
  const hydrated = useHydrated();
  return (
    <div data-hydrated={hydrated}>
      <InsightsView report={loaderData.report} loadError={loaderData.loadError} />
    </div>
  );
}
