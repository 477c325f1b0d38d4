import { InsightsView } from '#app/components/admin/insights/insights-view.tsx';
import { useHydrated } from '#app/components/admin/use-hydrated.ts';
import { useLoadErrorToast } from '#app/components/admin/use-result-toast.ts';
import { keepShown } from '#app/components/admin/network-guard.ts';
import { tabClientLoader, tabMeta } from '#app/components/admin/tab-route.ts';
import { parseInsightDays } from '#app/lib/insights.ts';
import { insightsMessages } from '#app/lib/messages/insights.ts';
import type { RouteHandle } from '#app/lib/route-handle.ts';
import { runAdminLogged } from '#app/routes/admin/admin-guard.server.ts';
import { insightsReport } from '#app/server/insights/report.ts';
import type { Route } from './+types/insights';

export const handle: RouteHandle = { hydrate: true };

export const meta: Route.MetaFunction = () => tabMeta(insightsMessages.title);

const DEFAULT_DAYS = 30;

/** Calls, quote requests and visits by day, page, source and device (issue 16). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const days = parseInsightDays(new URL(request.url).searchParams.get('days')) ?? DEFAULT_DAYS;
  return runAdminLogged(
    request,
    context,
    async (services) => ({ report: await insightsReport(services, days), loadError: null }),
    {
      log: 'loading insights failed',
      answer: () => ({ report: null, loadError: insightsMessages.loadFailed }),
    },
  );
}

export const clientLoader = tabClientLoader((_: Route.ClientLoaderArgs) => ({
  route: 'insights',
  message: insightsMessages.loadFailed,
  fallback: () => ({ report: null, loadError: insightsMessages.loadFailed }),
}));

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';

export default function Insights({ loaderData }: Route.ComponentProps) {
  keepShown('insights', loaderData);
  useLoadErrorToast(loaderData.loadError);
  const hydrated = useHydrated();
  return (
    <div data-hydrated={hydrated}>
      <InsightsView report={loaderData.report} loadError={loaderData.loadError} />
    </div>
  );
}
