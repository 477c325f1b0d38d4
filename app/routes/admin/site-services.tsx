import { ServicesSection } from '#app/components/admin/site/sections/services-section.tsx';

/** /admin/site/services?service=<slug>: one service page (state: the parent route, site.tsx). */
export default function SiteServices() {
  return <ServicesSection />;
}

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';
