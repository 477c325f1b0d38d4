import { GallerySection } from '#app/components/admin/site/sections/gallery-section.tsx';

/** /admin/site/gallery: the 10 items (state: the parent route, site.tsx). */
export default function SiteGallery() {
  return <GallerySection />;
}

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';
