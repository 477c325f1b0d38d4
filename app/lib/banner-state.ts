/**
 * The emergency banner's "closed for this session" state. A leaf module: the public bundle,
 * the document head and the server's CSP read it.
 */

/** sessionStorage key: "1" once the visitor closed the banner in this browser session. */
export const BANNER_CLOSED_KEY = 'cfgd:emergency-banner-closed';

/**
 * A classic script inlined in public pages' `<head>` that applies the closed state before the
 * first paint. The enhancement module is a deferred module script: applied from there, the page
 * could paint with the banner and then shift up (measured: 0.044 on 3 of 12 navigations).
 * Inline, not a file (public/banner-state.js until issue 13): a render-blocking request before
 * the first paint cost a round trip on a phone's first visit (Lighthouse: ~150 ms of LCP). The
 * CSP allows exactly this text by its hash (app/server/security/headers.ts), so the cached
 * pages still carry no nonce. Storage blocked: the banner shows, and closing it works for the
 * page.
 */
export const BANNER_STATE_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(
  BANNER_CLOSED_KEY,
)})==='1')document.documentElement.setAttribute('data-banner','closed')}catch(e){}`;
