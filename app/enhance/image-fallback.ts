import type { Hook, HookSelector } from './hooks.ts';

/**
 * Images rendered with data-fallback-src (city neighbourhood images) swap to the generic
 * image, with its own alt text, when they fail to load.
 */
function swap(img: HTMLImageElement): void {
  const src = img.getAttribute('data-fallback-src' satisfies Hook);
  if (!src || img.dataset.fallbackApplied === '1') return;
  img.dataset.fallbackApplied = '1';
  // A <picture>'s sources win over the img's own src: drop them so the fallback shows.
  if (img.parentElement?.tagName === 'PICTURE') {
    img.parentElement.querySelectorAll('source').forEach((source) => source.remove());
  }
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.alt = img.getAttribute('data-fallback-alt' satisfies Hook) ?? img.alt;
  img.src = src;
}

export function initImageFallback(doc: Document): void {
  for (const img of doc.querySelectorAll<HTMLImageElement>(
    'img[data-fallback-src]' satisfies HookSelector,
  )) {
    // It may have failed before this module ran.
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) swap(img);
    else img.addEventListener('error', () => swap(img), { once: true });
  }
}
