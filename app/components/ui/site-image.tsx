import type { ResolvedImage } from '#app/lib/resolved-image.ts';
import { FALLBACK_ALT, FALLBACK_SRC, hook } from '#app/lib/dom-hooks.ts';

export interface SiteImageProps {
  image: ResolvedImage;
  /** The `sizes` attribute for uploaded images' `srcset` (default: full viewport width). */
  sizes?: string;
  /** The largest image above the fold (the hero): loaded eagerly with high priority. */
  priority?: boolean;
  className?: string;
  /** Shown instead when the image fails to load (swapped by app/enhance/image-fallback.ts). */
  fallback?: { src: string; alt: string };
}

/**
 * An image slot of the site: the resolved image (an upload or the slot's default) with its
 * intrinsic size, so the page reserves the space and nothing shifts. Uploaded images come
 * as a `<picture>` offering AVIF and WebP widths; defaults are single SVG files.
 */
export function SiteImage({
  image,
  sizes = '100vw',
  priority,
  className,
  fallback,
}: SiteImageProps) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      data-image-key={image.key}
      {...hook(FALLBACK_SRC, fallback?.src)}
      {...hook(FALLBACK_ALT, fallback?.alt)}
    />
  );
  if (!image.sources?.length) return img;
  return (
    // display: contents keeps the wrapper out of layout: the <img> is styled as if alone.
    <picture className="contents">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
