import { TransferSection } from '#app/components/admin/site/sections/transfer-section.tsx';

/** /admin/site/transfer: export and import (state: the parent route, site.tsx). */
export default function SiteTransfer() {
  return <TransferSection />;
}

export { AdminErrorView as ErrorBoundary } from '#app/components/admin/admin-error.tsx';
