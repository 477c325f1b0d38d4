/** One `<source>` of a `<picture>`: the same widths in one modern format. */
export interface ResolvedImageSource {
  type: `image/${string}`;
  srcSet: string;
}

/**
 * An image slot as the server resolved it (app/server/images/resolve-images.ts) and
 * SiteImage renders it: an uploaded image mapped to the slot, or the slot's default.
 */
export interface ResolvedImage {
  key: string;
  src: string;
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
  /** true when no uploaded image is mapped (or it could not be looked up). */
  isDefault: boolean;
  /** AVIF and WebP `srcset`s of an uploaded image (SiteImage renders them in a `<picture>`). */
  sources?: ResolvedImageSource[];
}
