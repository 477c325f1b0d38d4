/**
 * The only JavaScript public pages load: plain TypeScript, no React. Each feature is a small
 * module that looks for its markup and does nothing when the page does not have it.
 *
 * A first load carries only what every page uses (banner, header, menu, image fallback, FAQ
 * tabs, first-touch cookie, offline page, service worker). The rest comes as separate chunks
 * (precached by the service worker like this module, so they work offline too) when the page
 * needs them:
 * - the quote form (its validation schema, the sender and the offline queue, most of the
 *   bytes) when the visitor starts using a form: focus, a tap or a key in it. Until then the
 *   form is a plain HTML form that posts to the page, and a submit that comes first waits for
 *   the chunk and is then sent the enhanced way. The photo picker is a chunk of its own,
 *   loaded by the form's code when the visitor first touches the file input;
 * - the offline queue on its own when this browser has queued a request before (its
 *   IndexedDB database exists), to send it and show the indicator;
 * - the upload page's code on /upload, the console line on the not-found page.
 */
import { initBanner } from './banner.ts';
import { initFaqTabs } from './faq-tabs.ts';
import { recordFirstTouch } from './first-touch.ts';
import { initHeader } from './header.ts';
import { initImageFallback } from './image-fallback.ts';
import { startInsights } from './insights.ts';
import { QUEUE_CHANNEL, QUEUE_DB_NAME } from './lead-queue/names.ts';
import { initMobileMenu } from './mobile-menu.ts';
import { enhanceOfflinePage } from './offline-page.ts';
import { registerServiceWorker } from './service-worker.ts';
import type { Hook, HookSelector } from './hooks.ts';

const QUOTE_FORM = 'form[data-quote-form]' satisfies HookSelector;

/**
 * Everything starts after the first frame is painted: the hero (the page's largest paint) does
 * not wait behind this module's work on a slow phone (issue 13: LCP ≤ 1.2 s). A frame is a few
 * milliseconds: a tap or a submit that comes first works without JavaScript (links, the
 * `<details>` menu, forms that post to the page), and the banner's closed state is applied by
 * the inline script in <head>.
 */
requestAnimationFrame(() => setTimeout(start, 0));

function start(): void {
  initBanner(document);
  initHeader(document);
  initMobileMenu(document);
  initImageFallback(document);
  initFaqTabs(document);
  recordFirstTouch(document, location);
  startInsights(document, location, navigator);
  enhanceOfflinePage(document);
  registerServiceWorker(document);
  if (document.querySelector('[data-not-found-path]' satisfies HookSelector)) {
    void import('./not-found.ts').then((m) => m.logNotFound(document));
  }
  const uploadForm = document.querySelector<HTMLFormElement>(
    'form[data-upload-form]' satisfies HookSelector,
  );
  if (uploadForm) {
    let uploadReady = false;
    const uploadCode = import('./upload.ts').then((m) => {
      m.initUpload(document);
      uploadReady = true;
    });
    holdSubmitsUntil(
      uploadForm,
      () => uploadReady,
      () => uploadCode,
    );
  }
  enhanceQuoteFormsOnFirstUse(document);
  void startQueueIfUsed();
  startQueueWhenAnotherTabQueues();
  document.documentElement.setAttribute('data-enhanced' satisfies Hook, '');
}

let queueStarted: Promise<void> | undefined;
/** Starts the offline queue once per page (indicator, flush on load/online/visibility). */
function startQueue(flushAtStart = true): Promise<void> {
  queueStarted ??= import('./lead-queue/index.ts').then((m) =>
    m.startLeadQueue(document, { flushAtStart }),
  );
  return queueStarted;
}

/** Only a browser that has queued a request has the queue's database. */
async function startQueueIfUsed(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  // Without indexedDB.databases() (older browsers) the queue cannot be checked cheaply: start it.
  const names =
    typeof indexedDB.databases === 'function'
      ? (await indexedDB.databases().catch(() => [])).map((db) => db.name)
      : [QUEUE_DB_NAME];
  if (names.includes(QUEUE_DB_NAME)) await startQueue();
}

/** Another tab (or the worker) queued or sent a request: this tab shows the queue too. */
function startQueueWhenAnotherTabQueues(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(QUEUE_CHANNEL);
  channel.addEventListener('message', () => {
    channel.close();
    // This page's own sender announces too: the queued lead already has its retry scheduled.
    void startQueue(false);
  });
}

let formsLoaded: Promise<void> | undefined;
let formsReady = false;
function loadQuoteForms(doc: Document): Promise<void> {
  formsLoaded ??= Promise.all([
    import('./quote-form.ts'),
    import('./lead-queue/queueing-sender.ts'),
  ]).then(([form, queue]) => {
    form.enhanceQuoteForms(doc, async (payload, key, photos) => {
      const result = await queue.sendOrQueue(payload, key, photos);
      // The request now waits on this device: the queue shows it and sends it when it can.
      if (result.kind === 'queued') await startQueue(false);
      return result;
    });
    formsReady = true;
  });
  return formsLoaded;
}

function enhanceQuoteFormsOnFirstUse(doc: Document): void {
  const forms = doc.querySelectorAll<HTMLFormElement>(QUOTE_FORM);
  if (forms.length === 0) return;
  const intent = () => void loadQuoteForms(doc).catch(() => undefined);
  for (const form of forms) {
    form.addEventListener('focusin', intent, { once: true });
    form.addEventListener('pointerdown', intent, { once: true });
    // Photos chosen without a tap or focus first (a keyboard, an assistive tool).
    form.addEventListener('change', intent, { once: true });
    holdSubmitsUntil(
      form,
      () => formsReady,
      () => loadQuoteForms(doc),
    );
  }
}

/**
 * A form whose code is still on its way: a submit that comes first waits for it and is then
 * sent again, the enhanced way (this listener is registered before the feature's own, and
 * steps aside once the code has run). If the code cannot load (offline before any use), the
 * form posts to the page, as without JavaScript.
 */
function holdSubmitsUntil(
  form: HTMLFormElement,
  ready: () => boolean,
  load: () => Promise<void>,
): void {
  form.addEventListener('submit', (event) => {
    // `ready` turns true in the same task that adds the feature's own listener.
    if (ready()) return;
    event.preventDefault();
    const submitter = event.submitter;
    void load().then(
      () => form.requestSubmit(submitter instanceof HTMLElement ? submitter : null),
      () => form.submit(),
    );
  });
}
