/** The emergency banner section: the shipped banner (../site.ts) with the document's switch and text. */
import { defaultEmergencyBanner } from '../site.ts';
import type { EmergencyBannerContent } from '../site.ts';
import type { SiteContentDocument } from '../site-document.ts';

/** The emergency banner of a document. */
export function selectBanner(doc: SiteContentDocument): EmergencyBannerContent {
  const { enabled, long, short } = doc.banner;
  return { ...defaultEmergencyBanner, enabled, long, short };
}

/** The document's banner section as `banner` writes it. */
export function bannerDocument(banner: EmergencyBannerContent): SiteContentDocument['banner'] {
  return { enabled: banner.enabled, long: banner.long, short: banner.short };
}
