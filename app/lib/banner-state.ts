/**
 * The emergency banner's "closed for this session" state. A leaf module: the public bundle,
 * the document head and the build all read it.
 */

/** sessionStorage key: "1" once the visitor closed the banner in this browser session. */
export const BANNER_CLOSED_KEY = 'cfgd:emergency-banner-closed';

/**
 * A classic script in `<head>` (public/banner-state.js) that applies the closed state before
 * the first paint. The enhancement module is a deferred module script: applied from there, the
 * page could paint with the banner and then shift up (measured: 0.044 on 3 of 12 navigations).
 * It repeats BANNER_CLOSED_KEY (a unit test checks they agree).
 */
export const BANNER_STATE_SCRIPT = '/banner-state.js';
