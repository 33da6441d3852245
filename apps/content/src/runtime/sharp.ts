// sharp (libvips) on first use: ≈ 34 MB of memory that only staff uploads and sharing images need (issue 12's content
// service budget), so a service that serves only the schedule never loads it. Its own operation cache is off: the
// sharing images are kept by share-image.ts's cache of composed images, and an upload is resized once.
import type SharpModule from 'sharp';

let loading: Promise<typeof SharpModule> | undefined;

export function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
