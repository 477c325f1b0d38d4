import { HistorySection } from '#app/components/admin/site/sections/history-section.tsx';

/** /admin/site/history: versions, compare, restore (state: the parent route, site.tsx). */
export default function SiteHistory() {
  return <HistorySection />;
}

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';
