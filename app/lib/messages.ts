/**
 * Every message the product shows, word for word from the spec (site-spec.md sections 5 and 8).
 * Product copy: change it there and nowhere else. Each group is a module of its own under
 * messages/ (one definition each), so a chunk carries only the groups its code imports (issue 13):
 * code that the admin's screens load imports those modules; the rest may import `messages`.
 */
import { contactFormMessages } from './messages/contact-form.ts';
import { settingsMessages } from './messages/settings.ts';
import { initAdminMessages } from './messages/init-admin.ts';
import { uploadMessages } from './messages/upload.ts';
import { leadPhotosMessages } from './messages/lead-photos.ts';
import { loginMessages } from './messages/login.ts';
import { authMessages } from './messages/auth.ts';
import { adminMessages } from './messages/admin.ts';
import { notFoundMessages } from './messages/not-found.ts';
import { pageErrorMessages } from './messages/page-error.ts';
import { errorBoundaryMessages } from './messages/error-boundary.ts';
import { offlineMessages } from './messages/offline.ts';
import { leadQueueMessages } from './messages/lead-queue.ts';
import { pushAlertsMessages } from './messages/push-alerts.ts';
import { reviewsMessages } from './messages/reviews.ts';
import { appUpdateMessages } from './messages/app-update.ts';
import { insightsMessages } from './messages/insights.ts';
import { siteContentMessages } from './messages/site-content.ts';
import { bookingMessages } from './messages/booking.ts';

export {
  contactFormMessages,
  settingsMessages,
  initAdminMessages,
  uploadMessages,
  leadPhotosMessages,
  loginMessages,
  authMessages,
  adminMessages,
  notFoundMessages,
  pageErrorMessages,
  errorBoundaryMessages,
  offlineMessages,
  leadQueueMessages,
  pushAlertsMessages,
  reviewsMessages,
  appUpdateMessages,
  insightsMessages,
  siteContentMessages,
  bookingMessages,
};

export const messages = {
  contactForm: contactFormMessages,
  settings: settingsMessages,
  initAdmin: initAdminMessages,
  upload: uploadMessages,
  leadPhotos: leadPhotosMessages,
  login: loginMessages,
  auth: authMessages,
  admin: adminMessages,
  notFound: notFoundMessages,
  pageError: pageErrorMessages,
  errorBoundary: errorBoundaryMessages,
  offline: offlineMessages,
  leadQueue: leadQueueMessages,
  pushAlerts: pushAlertsMessages,
  reviews: reviewsMessages,
  appUpdate: appUpdateMessages,
  insights: insightsMessages,
  booking: bookingMessages,
} as const;
