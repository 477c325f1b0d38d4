import { asContentTree, buildSiteContent } from '#app/content/live.ts';
import { publishedContentVersion, setPublishedContent } from '#app/content/live-holder.ts';
import { DEFAULT_SITE_VERSION } from '#app/content/site-document.ts';
import type { SiteContentDocument } from '#app/content/site-document.ts';

/** Shows `document` as version `version` in this process. */
export function applyPublishedContent(version: number, document: SiteContentDocument): void {
  // Versions only grow: a slow refresh must not put an older version back.
  if (version !== DEFAULT_SITE_VERSION && version < publishedContentVersion()) return;
  if (version === DEFAULT_SITE_VERSION) {
    setPublishedContent(null, DEFAULT_SITE_VERSION);
    return;
  }
  setPublishedContent(asContentTree(buildSiteContent(document)), version);
}
