import { OverviewSection } from '#app/components/admin/site/sections/overview-section.tsx';

/** /admin/site: what is where, and what is not published yet (state: the parent route, site.tsx). */
export default function SiteHome() {
  return <OverviewSection />;
}

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';
