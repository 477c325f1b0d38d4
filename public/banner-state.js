// Before the first paint: hide the emergency banner the visitor closed in this session.
// Source of truth: app/lib/banner-state.ts (BANNER_CLOSED_KEY); app/enhance/banner.ts handles the button.
try {
  if (sessionStorage.getItem('cfgd:emergency-banner-closed') === '1')
    document.documentElement.setAttribute('data-banner', 'closed');
} catch {
  // Storage blocked: the banner shows, and closing it works for the page.
}
