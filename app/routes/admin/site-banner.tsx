import { BannerSection } from '#app/components/admin/site/sections/banner-section.tsx';

/** /admin/site/banner: the emergency banner (state: the parent route, site.tsx). */
export default function SiteBanner() {
  return <BannerSection />;
}

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';
