import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  route('init-admin', 'routes/admin/init-admin.tsx'),
  // The dashboard's downloads and live preview: no page around them.
  route('admin/submissions/export.csv', 'routes/admin/submissions-export.ts'),
  route('admin/submissions/:id/details', 'routes/admin/lead-details.ts'),
  route('admin/submissions/:id/estimates', 'routes/admin/lead-estimates.ts'),
  route('admin/schedule/windows', 'routes/admin/open-windows.ts'),
  // Both template editors' previews (the review request's under /review/).
  route('admin/email-templates/review?/preview', 'routes/admin/email-template-preview.ts'),
  route('admin/insights/export.csv', 'routes/admin/insights-export.ts'),
  // A post's working copy as its page will read (issue 40): no admin page around it.
  route('admin/posts/:id/preview', 'routes/admin/post-preview.ts'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard-home.tsx'),
    route('submissions', 'routes/admin/submissions.tsx'),
    // Booked visits as an agenda (issue 30).
    route('schedule', 'routes/admin/schedule.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    // The customer confirmation's editor, and the review request's at /review.
    route('email-templates/review?', 'routes/admin/email-templates.tsx'),
    route('images', 'routes/admin/images.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('insights', 'routes/admin/insights.tsx'),
    route('security', 'routes/admin/security.tsx'),
    // The owner's posts (issue 40): the list, and one post in the editor (`new` before its first save).
    route('posts', 'routes/admin/posts.tsx'),
    route('posts/:id', 'routes/admin/post-edit.tsx'),
    // The owner's content editor (issue 15): one URL per section, the state in site.tsx.
    route('site', 'routes/admin/site.tsx', [
      index('routes/admin/site-home.tsx'),
      route('business', 'routes/admin/site-business.tsx'),
      route('banner', 'routes/admin/site-banner.tsx'),
      route('services', 'routes/admin/site-services.tsx'),
      route('cities', 'routes/admin/site-cities.tsx'),
      route('faqs', 'routes/admin/site-faqs.tsx'),
      route('testimonials', 'routes/admin/site-testimonials.tsx'),
      route('gallery', 'routes/admin/site-gallery.tsx'),
      route('about', 'routes/admin/site-about.tsx'),
      route('history', 'routes/admin/site-history.tsx'),
      route('transfer', 'routes/admin/site-transfer.tsx'),
    ]),
    route('logout', 'routes/admin/logout.tsx'),
  ]),
  route('sitemap.xml', 'routes/_seo/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/_seo/robots[.]txt.ts'),
  // The owner's posts (issue 40): the Atom feed beside the pages.
  route('blog/feed.xml', 'routes/_seo/blog-feed[.]xml.ts'),
  layout('routes/_marketing/layout.tsx', [
    // A page that fails is answered inside the site's header and footer (page-boundary.tsx).
    layout('routes/_marketing/page-boundary.tsx', [
      index('routes/_marketing/home.tsx'),
      route('offline', 'routes/_marketing/offline.tsx'),
      route('contact', 'routes/_marketing/contact.tsx'),
      route('about', 'routes/_marketing/about.tsx'),
      route('services', 'routes/_marketing/services.tsx'),
      route('services/:slug', 'routes/_marketing/service.tsx'),
      route('locations', 'routes/_marketing/locations.tsx'),
      route('locations/:city', 'routes/_marketing/city.tsx'),
      route('free-estimate', 'routes/_marketing/free-estimate.tsx'),
      route('gallery', 'routes/_marketing/gallery.tsx'),
      route('testimonials', 'routes/_marketing/testimonials.tsx'),
      route('faqs', 'routes/_marketing/faqs.tsx'),
      route('privacy-policy', 'routes/_marketing/privacy-policy.tsx'),
      route('upload', 'routes/_marketing/upload.tsx'),
      route('blog', 'routes/_marketing/blog.tsx'),
      route('blog/:slug', 'routes/_marketing/post.tsx'),
      // Booking without JavaScript (issue 30): fresh availability, never cached.
      route('book', 'routes/_marketing/book.tsx'),
      // The customer's private page to move or cancel a visit (the e-mail's link).
      route('visit/:token', 'routes/_marketing/visit.tsx'),
      // The customer's private page for one estimate (issue 39): view, accept, decline.
      route('estimate/:token', 'routes/_marketing/estimate.tsx'),
      // The owner's preview of it: the same page, by id, under the owner's session.
      route('admin/estimates/:id/preview', 'routes/_marketing/estimate-preview.tsx'),
      route('*', 'routes/_marketing/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
