// An image from the contract with its intrinsic size, so the page never shifts while it loads; uploads come in
// several widths (WebP and JPEG) and the browser picks the one the layout needs.
import type { Image } from '@kino/api/types';

export interface ContentImageProps {
  /** Without an alt text (a film's poster in a list), `alt` says what it is, or it is decorative. */
  image: Omit<Image, 'alt'> & { alt?: string };
  /** Above the fold: load at once rather than lazily. */
  eager?: boolean;
  /**
   * The page's first visible image (its largest paint): fetched with high priority. One per page, so it does not
   * compete with the stylesheets and the other images for the first round trips.
   */
  priority?: boolean;
  className?: string;
  /** Overrides the alt text, e.g. "" when a caption or title beside it says the same. */
  alt?: string;
  /** The width the layout gives the image; by default never wider than the viewport or the image itself. */
  sizes?: string;
}

type Variant = NonNullable<Image['variants']>[number];

const srcSet = (variants: Variant[], type: Variant['type']) =>
  variants
    .filter((v) => v.type === type)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

export function ContentImage({
  image,
  eager = false,
  priority = false,
  className,
  alt,
  sizes,
}: ContentImageProps) {
  const variants = image.variants ?? [];
  const jpeg = srcSet(variants, 'image/jpeg');
  const webp = srcSet(variants, 'image/webp');
  // Only a picture with widths to choose from has a use for the layout's width (`sizes` means nothing without one).
  const layoutSizes =
    variants.length > 0 ? (sizes ?? `(max-width: ${image.width}px) 100vw, ${image.width}px`) : undefined;
  const img = (
    <img
      className={className ? `image ${className}` : 'image'}
      src={image.url}
      srcSet={jpeg || undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt ?? ''}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      sizes={layoutSizes}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
    />
  );
  if (!webp) return img;
  // display: contents keeps the layout the img alone would have (grid and flex items, its class's rules).
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/webp" srcSet={webp} sizes={layoutSizes} />
      {img}
    </picture>
  );
}
