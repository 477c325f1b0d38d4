import { TestimonialsSection } from '#app/components/admin/site/sections/testimonials-section.tsx';

/** /admin/site/testimonials (state: the parent route, site.tsx). */
export default function SiteTestimonials() {
  return <TestimonialsSection />;
}

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';
