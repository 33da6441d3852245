// Uploaded images: checked by their bytes (JPEG, PNG, WebP), resized with sharp to the site's widths as WebP and JPEG.
import { randomUUID } from 'node:crypto';
import type { Image } from '@kino/api/types';
import { and, eq } from 'drizzle-orm';
import type { Metadata } from 'sharp';
import type { Db } from '#src/db/client.ts';
import { images, imageVariants } from '#src/db/schema.ts';
import { NotFoundError } from '#src/publishing/errors.ts';
import { loadSharp } from '#src/runtime/sharp.ts';
import { audit, type EditContext } from './context.ts';

/** The widths the site's srcset uses (cards, pages, wide screens); never wider than the original. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
/** Beyond this many pixels an image is refused before it is decoded (a small file can decode to gigabytes). */
const MAX_PIXELS = 40_000_000;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type the bytes are, whatever the file is called; null for anything but JPEG, PNG and WebP. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const at = (i: number) => bytes[i];
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'image/png';
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The picture is not one of the accepted types, or does not decode as what its bytes claim. */
export class UnsupportedImageError extends Error {
  override readonly name = 'UnsupportedImageError';
}

const FORMAT_OF: Record<ImageType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const EXTENSION = { webp: 'webp', jpeg: 'jpg' } as const;

export const variantFile = (id: string, width: number, format: 'webp' | 'jpeg') =>
  `${id}-${width}.${EXTENSION[format]}`;

export async function storeImage(
  ctx: EditContext,
  upload: { bytes: Buffer; alt: string; fileName: string | null },
): Promise<Image> {
  const type = sniffImage(upload.bytes);
  if (!type) throw new UnsupportedImageError('Нужна картинка JPEG, PNG или WebP.');
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(upload.bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new UnsupportedImageError('Картинка повреждена или слишком велика.');
  }
  if (meta.format !== FORMAT_OF[type] || !meta.width || !meta.height)
    throw new UnsupportedImageError('Картинка повреждена: её содержимое не совпадает с её типом.');
  // EXIF orientation applied, so portrait photos from phones stand up.
  const oriented = meta.autoOrient;
  const widths = IMAGE_WIDTHS.filter((w) => w < oriented.width);
  const targets = [...widths, Math.min(oriented.width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!)];
  const unique = [...new Set(targets)].sort((a, b) => a - b);
  const id = randomUUID();
  const variants: Array<{ width: number; height: number; format: 'webp' | 'jpeg'; bytes: Buffer }> = [];
  try {
    for (const width of unique) {
      const resized = sharp(upload.bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true });
      const webp = await resized.clone().webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      const jpeg = await resized
        .clone()
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width, height: webp.info.height, format: 'webp', bytes: webp.data });
      variants.push({ width, height: jpeg.info.height, format: 'jpeg', bytes: jpeg.data });
    }
  } catch {
    throw new UnsupportedImageError('Картинку не удалось обработать: она повреждена.');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.insert(images).values({
      id,
      town: ctx.town,
      originalType: type,
      width: oriented.width,
      height: oriented.height,
      alt: upload.alt,
      fileName: upload.fileName?.slice(0, 255) ?? null,
      createdBy: ctx.staff.id,
      createdAt: ctx.now,
    });
    await tx.insert(imageVariants).values(variants.map((v) => ({ imageId: id, ...v })));
  });
  await audit(ctx, {
    kind: 'image',
    itemId: id,
    summary: `Загружено изображение${upload.fileName ? ` «${upload.fileName}»` : ''} (${oriented.width}×${oriented.height}, ${type})`,
  });
  return imageOf(id, upload.alt, variants, ctx);
}

export interface StoredVariant {
  width: number;
  height: number;
  format: 'webp' | 'jpeg';
}

/** The contract's Image of an upload: `url` the largest JPEG (og:image wants a raster), `variants` for srcset. */
export function imageOf(
  id: string,
  alt: string,
  variants: StoredVariant[],
  ctx: Pick<EditContext, 'publicUrl' | 'town'>,
): Image {
  // By width, WebP before JPEG at each width (the order they are made in).
  const sorted = [...variants].sort((a, b) => a.width - b.width || b.format.localeCompare(a.format));
  const largest = sorted.filter((v) => v.format === 'jpeg').at(-1) ?? sorted.at(-1)!;
  const url = (width: number, format: 'webp' | 'jpeg') =>
    `${ctx.publicUrl}/${ctx.town}/media/uploads/${variantFile(id, width, format)}`;
  return {
    url: url(largest.width, largest.format),
    width: largest.width,
    height: largest.height,
    alt,
    variants: sorted.map((v) => ({
      url: url(v.width, v.format),
      width: v.width,
      height: v.height,
      type: v.format === 'webp' ? 'image/webp' : 'image/jpeg',
    })),
  };
}

/** The bytes of `<id>-<width>.<webp|jpg>` of a town's upload. */
export async function readImageVariant(
  db: Db,
  town: string,
  file: string,
): Promise<{ bytes: Uint8Array; type: string }> {
  const match = /^([0-9a-f-]{36})-(\d{1,5})\.(webp|jpg)$/.exec(file);
  if (!match) throw new NotFoundError(`Нет изображения ${file}.`);
  const [, id, width, ext] = match;
  const format = ext === 'jpg' ? 'jpeg' : 'webp';
  const [row] = await db
    .select({ bytes: imageVariants.bytes })
    .from(imageVariants)
    .innerJoin(images, eq(images.id, imageVariants.imageId))
    .where(
      and(
        eq(images.town, town),
        eq(imageVariants.imageId, id!),
        eq(imageVariants.width, Number(width)),
        eq(imageVariants.format, format),
      ),
    );
  if (!row) throw new NotFoundError(`Нет изображения ${file}.`);
  return { bytes: row.bytes, type: format === 'webp' ? 'image/webp' : 'image/jpeg' };
}
