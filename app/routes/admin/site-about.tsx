import { AboutSection } from '#app/components/admin/site/sections/about-section.tsx';

/** /admin/site/about: story and values (state: the parent route, site.tsx). */
export default function SiteAbout() {
  return <AboutSection />;
}

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';
