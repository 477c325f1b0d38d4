import { BusinessSection } from '#app/components/admin/site/sections/business-section.tsx';

/** /admin/site/business: phone lines, e-mails, hours and closures, facts (state: the parent route, site.tsx). */
export default function SiteBusiness() {
  return <BusinessSection />;
}

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';
