// An image from the contract with its intrinsic size, so the page never shifts while it loads.
import type { Image } from '@kino/api/types';

export interface ContentImageProps {
  image: Image;
  /** Above the fold: load at once and with high priority; otherwise lazily. */
  eager?: boolean;
  className?: string;
  /** Overrides the alt text, e.g. "" when a caption or title beside it says the same. */
  alt?: string;
  sizes?: string;
}

export function ContentImage({ image, eager = false, className, alt, sizes }: ContentImageProps) {
  return (
    <img
      className={className ? `image ${className}` : 'image'}
      src={image.url}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      sizes={sizes}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
    />
  );
}
