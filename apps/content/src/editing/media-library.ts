// The town's media library: every uploaded image with the items and pages that show it, so staff reuse a picture
// instead of uploading it again, and no image an item still shows can be deleted.
import type { ImageUse, LibraryImage, LibraryImagePage, PreviewKind } from '@kino/api/types';
import { and, asc, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { containsPattern, type Paging, readPage } from '#src/db/lists.ts';
import { pages, trash } from '#src/db/schema.ts';
import { images, imageVariants, staffAccounts } from '#src/db/staff-schema.ts';
import { NotFoundError } from '#src/publishing/errors.ts';
import { ConflictError } from '#src/staff/errors.ts';
import { COLLECTIONS } from './collections.ts';
import { audit, type EditContext } from './context.ts';
import { imageOf } from './images.ts';
import { PAGE_TITLES } from './pages.ts';

type Read = Pick<EditContext, 'db' | 'town' | 'publicUrl'>;

/** An upload's variants are `media/uploads/<uuid>-<width>.<ext>`: the uuid is the library's id. */
const UPLOAD_REF = /media\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\d+\./g;
const MENTIONS_UPLOAD = containsPattern('media/uploads/');

/** The uploads a row's stored JSON shows. */
const uploadIdsIn = (text: string) => new Set([...text.matchAll(UPLOAD_REF)].map((m) => m[1]!));

/** Every row of `table` in the town whose stored JSON mentions an upload, with the ids it mentions. */
async function rowsMentioningUploads(
  ctx: Read,
  table: PgTable,
  columns: { town: AnyPgColumn; id: AnyPgColumn; title: AnyPgColumn },
) {
  const rows = await ctx.db
    .select({ id: columns.id, title: columns.title, text: sql<string>`row_to_json(${table})::text` })
    .from(table)
    .where(and(eq(columns.town, ctx.town), sql`row_to_json(${table})::text like ${MENTIONS_UPLOAD}`));
  return rows.map((row) => ({
    id: String(row.id),
    title: String(row.title),
    ids: uploadIdsIn(row.text),
  }));
}

/**
 * Which items and fixed pages show each upload (drafts and whatever other rows a table keeps included). Read from
 * the stored JSON of every editable table, so a new image field anywhere is covered without listing it here.
 */
export async function imageUses(ctx: Read): Promise<Map<string, ImageUse[]>> {
  const uses = new Map<string, ImageUse[]>();
  const add = (ids: Set<string>, use: ImageUse) => {
    for (const id of ids) uses.set(id, [...(uses.get(id) ?? []), use]);
  };
  for (const def of Object.values(COLLECTIONS)) {
    const { table, titleColumn: title } = def;
    for (const row of await rowsMentioningUploads(ctx, table, { town: table.town, id: table.id, title }))
      add(row.ids, { kind: def.kind, id: row.id, title: row.title });
  }
  for (const row of await rowsMentioningUploads(ctx, pages, {
    town: pages.town,
    id: pages.key,
    title: pages.key,
  })) {
    const title = PAGE_TITLES[row.id as keyof typeof PAGE_TITLES] ?? row.id;
    add(row.ids, { kind: 'page' satisfies PreviewKind, id: row.id, title });
  }
  // An item in «Корзина» may come back: its pictures stay in use until the trash is emptied.
  const trashed = await ctx.db
    .select({
      collection: trash.collection,
      id: trash.itemId,
      title: trash.title,
      text: sql<string>`${trash.row}::text`,
    })
    .from(trash)
    .where(and(eq(trash.town, ctx.town), sql`${trash.row}::text like ${MENTIONS_UPLOAD}`));
  for (const row of trashed) {
    const def = COLLECTIONS[row.collection as keyof typeof COLLECTIONS];
    if (!def) continue;
    add(uploadIdsIn(row.text), { kind: def.kind, id: String(row.id), title: `${row.title} (в корзине)` });
  }
  return uses;
}

export interface LibraryQuery extends Paging {
  q?: string;
  unused?: boolean;
}

async function libraryImages(
  ctx: Read,
  rows: Array<typeof images.$inferSelect & { uploader: string | null }>,
) {
  const variants = rows.length
    ? await ctx.db
        .select({
          imageId: imageVariants.imageId,
          width: imageVariants.width,
          height: imageVariants.height,
          format: imageVariants.format,
        })
        .from(imageVariants)
        .where(
          inArray(
            imageVariants.imageId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return (uses: Map<string, ImageUse[]>): LibraryImage[] =>
    rows.map((row) => ({
      id: row.id,
      image: imageOf(
        row.id,
        row.alt,
        variants.filter((v) => v.imageId === row.id),
        ctx,
      ),
      fileName: row.fileName,
      type: row.originalType as LibraryImage['type'],
      createdAt: row.createdAt.toISOString(),
      createdBy: row.uploader,
      uses: uses.get(row.id) ?? [],
    }));
}

const selectImages = (ctx: Read) =>
  ctx.db
    .select({
      id: images.id,
      town: images.town,
      originalType: images.originalType,
      width: images.width,
      height: images.height,
      alt: images.alt,
      fileName: images.fileName,
      createdBy: images.createdBy,
      createdAt: images.createdAt,
      uploader: staffAccounts.name,
    })
    .from(images)
    .leftJoin(staffAccounts, eq(staffAccounts.id, images.createdBy))
    .$dynamic();

/** A page of the town's library, newest first; `q` searches the text alternative and the file's name. */
export async function listImages(ctx: Read, query: LibraryQuery): Promise<LibraryImagePage> {
  const uses = await imageUses(ctx);
  const where: SQL[] = [eq(images.town, ctx.town)];
  if (query.q?.trim()) {
    const pattern = containsPattern(query.q.trim());
    where.push(or(ilike(images.alt, pattern), ilike(images.fileName, pattern))!);
  }
  if (query.unused && uses.size) where.push(notInArray(images.id, [...uses.keys()]));
  const { rows, meta } = await readPage(ctx.db, query, {
    table: images,
    where: and(...where),
    rows: selectImages(ctx).orderBy(desc(images.createdAt), asc(images.id)),
  });
  return { items: (await libraryImages(ctx, rows))(uses), meta };
}

async function storedImage(ctx: Read, id: string) {
  const [row] = await selectImages(ctx).where(and(eq(images.town, ctx.town), eq(images.id, id)));
  if (!row) throw new NotFoundError('Такого изображения нет в медиатеке этого города.');
  return row;
}

/** The library's text alternative: what a newly picked image starts with (items keep their own). */
export async function updateImage(
  ctx: EditContext,
  id: string,
  input: { alt: string },
): Promise<LibraryImage> {
  const before = await storedImage(ctx, id);
  await ctx.db.update(images).set({ alt: input.alt }).where(eq(images.id, id));
  await audit(ctx, {
    kind: 'image',
    itemId: id,
    summary: `Изменено описание изображения${before.fileName ? ` «${before.fileName}»` : ''}`,
  });
  const [item] = (await libraryImages(ctx, [{ ...before, alt: input.alt }]))(await imageUses(ctx));
  return item!;
}

/** Deletes an image no item or page shows; otherwise a conflict naming each one that does. */
export async function deleteImage(ctx: EditContext, id: string): Promise<void> {
  const row = await storedImage(ctx, id);
  const uses = (await imageUses(ctx)).get(id) ?? [];
  if (uses.length)
    throw new ConflictError(
      'Изображение используется — сначала замените его в этих материалах.',
      uses.map((use) => ({ field: `uses.${use.kind}.${use.id}`, message: `Используется: «${use.title}».` })),
    );
  await ctx.db.delete(images).where(and(eq(images.town, ctx.town), eq(images.id, id)));
  await audit(ctx, {
    kind: 'image',
    itemId: id,
    summary: `Удалено изображение${row.fileName ? ` «${row.fileName}»` : ''}`,
  });
}
