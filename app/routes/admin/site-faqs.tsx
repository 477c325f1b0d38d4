import { FaqsSection } from '#app/components/admin/site/sections/faqs-section.tsx';

/** /admin/site/faqs?tab=<id>: one FAQ tab (state: the parent route, site.tsx). */
export default function SiteFaqs() {
  return <FaqsSection />;
}

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';
