/**
 * The only JavaScript public pages load: plain TypeScript, no React. Each feature is a small
 * module that looks for its markup and does nothing when the page does not have it.
 */
import { initBanner } from './banner.ts';
import { initFaqTabs } from './faq-tabs.ts';
import { recordFirstTouch } from './first-touch.ts';
import { initHeader } from './header.ts';
import { initImageFallback } from './image-fallback.ts';
import { startInsights } from './insights.ts';
import { startLeadQueue } from './lead-queue/index.ts';
import { sendOrQueue } from './lead-queue/queueing-sender.ts';
import { initMobileMenu } from './mobile-menu.ts';
import { logNotFound } from './not-found.ts';
import { enhanceOfflinePage } from './offline-page.ts';
import { enhanceQuoteForms } from './quote-form.ts';
import { registerServiceWorker } from './service-worker.ts';
import { initUpload } from './upload.ts';

initBanner(document);
initHeader(document);
initMobileMenu(document);
initImageFallback(document);
initFaqTabs(document);
logNotFound(document);
recordFirstTouch(document, location);
startInsights(document, location, navigator);
enhanceQuoteForms(document, sendOrQueue);
enhanceOfflinePage(document);
startLeadQueue(document);
registerServiceWorker(document);
initUpload(document);
