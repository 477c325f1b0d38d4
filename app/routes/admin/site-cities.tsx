import { CitiesSection } from '#app/components/admin/site/sections/cities-section.tsx';

/** /admin/site/cities?city=<slug>: one city page (state: the parent route, site.tsx). */
export default function SiteCities() {
  return <CitiesSection />;
}

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';
