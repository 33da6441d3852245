// An item's life besides editing its fields: publishing at a moment, a copy, several at once, the history of its
// saves, and the trash. Rows move whole (row_to_json / json_populate_record), so every column comes back as it was.
import type { AdminCollection } from '@kino/api/admin-queries';
import { formatDateTime } from '@kino/api/cinema-time';
import type { ItemStatus, Town } from '@kino/api/types';
import { and, desc, eq, getTableColumns, getTableName, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#src/db/client.ts';
import { itemVersions, trash } from '#src/db/schema.ts';
import { InvalidInputError, NotFoundError } from '#src/publishing/errors.ts';
import { recordAudit } from '#src/staff/audit.ts';
import { ConflictError } from '#src/staff/errors.ts';
import {
  type AnyDefinition,
  COLLECTIONS,
  columns,
  definition,
  deleteItem,
  findRow,
  type ItemRow,
  nextPosition,
  prepare,
  setItemStatus,
  slugTaken,
  summaryOf,
} from './collections.ts';
import { audit, bumpVersion, type EditContext, isUniqueViolation } from './context.ts';

/** How many versions of an item its history keeps. */
export const ITEM_VERSIONS_KEPT = 50;
/** How long a deleted item stays in the trash. */
export const TRASH_DAYS = 30;
const DAY_MS = 86_400_000;

type Read = Pick<EditContext, 'db' | 'town' | 'publicUrl'>;

/** What the admin API answers after an operation on an item (AdminItemRef). */
export interface ItemRef {
  collection: AdminCollection;
  id: number;
  slug: string;
  title: string;
  status: ItemStatus;
  publishAt: string | null;
  updatedAt: string;
}

const tableName = (def: AnyDefinition) => sql.identifier(getTableName(def.table));
const titleColumnName = (def: AnyDefinition) => (def.titleColumn as AnyPgColumn).name;
/** The TypeScript key of the title column in a selected row. */
const titleKey = (def: AnyDefinition) =>
  Object.entries(getTableColumns(def.table)).find(([, column]) => column === def.titleColumn)![0];

function refOf(kind: AdminCollection, row: ItemRow): ItemRef {
  const def = definition(kind);
  return {
    collection: kind,
    id: row.id,
    slug: row.slug,
    title: String((row as unknown as Record<string, unknown>)[titleKey(def)]),
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Keeps the item's row as it is now in its history, then only the last ITEM_VERSIONS_KEPT. `onlyIfNone`: the first
 * version of an item saved before the history existed (its stored state, dated when it was last changed).
 */
export async function saveVersion(
  ctx: EditContext,
  kind: AdminCollection,
  id: number,
  options: { onlyIfNone?: boolean; at?: Date; by?: string | null } = {},
): Promise<void> {
  const def = definition(kind);
  const where = and(
    eq(itemVersions.town, ctx.town),
    eq(itemVersions.collection, kind),
    eq(itemVersions.itemId, id),
  );
  if (options.onlyIfNone) {
    const [any] = await ctx.db.select({ id: itemVersions.id }).from(itemVersions).where(where).limit(1);
    if (any) return;
  }
  const at = options.at ?? ctx.now;
  const by = options.by === undefined ? ctx.staff.email : options.by;
  await ctx.db.execute(sql`
    INSERT INTO item_versions (town, collection, item_id, saved_at, saved_by, title, status, row)
    SELECT t.town, ${kind}, t.id, ${at.toISOString()}::timestamptz, ${by}, t.${sql.identifier(titleColumnName(def))},
           t.status, row_to_json(t)
    FROM ${tableName(def)} t WHERE t.town = ${ctx.town} AND t.id = ${id}`);
  const kept = ctx.db
    .select({ id: itemVersions.id })
    .from(itemVersions)
    .where(where)
    .orderBy(desc(itemVersions.id))
    .limit(ITEM_VERSIONS_KEPT);
  await ctx.db.delete(itemVersions).where(and(where, sql`${itemVersions.id} NOT IN (${kept})`));
}

export async function listVersions(ctx: Read, kind: AdminCollection, id: number) {
  await findRow(ctx, definition(kind), id);
  const versions = await ctx.db
    .select()
    .from(itemVersions)
    .where(
      and(eq(itemVersions.town, ctx.town), eq(itemVersions.collection, kind), eq(itemVersions.itemId, id)),
    )
    .orderBy(desc(itemVersions.id));
  return versions.map((v) => ({
    id: v.id,
    savedAt: v.savedAt.toISOString(),
    savedBy: v.savedBy,
    title: v.title,
    status: v.status,
  }));
}

/** The columns a restored version brings back: the item's fields, not its identity, state or schedule. */
const FIELD_COLUMNS_EXCLUDED = new Set([
  'id',
  'town',
  'status',
  'publish_at',
  'created_at',
  'updated_at',
  'updated_by',
]);

/** Brings back an earlier version's fields as a new save (a new version, audited; a published item changes). */
export async function restoreVersion(ctx: EditContext, kind: AdminCollection, id: number, versionId: number) {
  const def = definition(kind);
  const before = await findRow(ctx, def, id);
  const [version] = await ctx.db
    .select()
    .from(itemVersions)
    .where(
      and(
        eq(itemVersions.town, ctx.town),
        eq(itemVersions.collection, kind),
        eq(itemVersions.itemId, id),
        eq(itemVersions.id, versionId),
      ),
    );
  if (!version) throw new NotFoundError(`Версии ${versionId} нет в истории этого материала.`);
  const names = Object.values(getTableColumns(def.table))
    .map((column) => column.name)
    .filter((name) => !FIELD_COLUMNS_EXCLUDED.has(name));
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const table = tableName(def);
  // The version's fields are written, then read back as a save's input and put through the save's own checks (its
  // address taken by another item since, a category or film gone, a picture deleted): a refusal rolls it back.
  try {
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await db.execute(sql`
        UPDATE ${table} AS t SET (${list}) = (
          SELECT ${list} FROM json_populate_record(null::${table}, ${JSON.stringify(version.row)}::json)
        ), updated_at = ${ctx.now.toISOString()}::timestamptz, updated_by = ${ctx.staff.email}
        WHERE t.town = ${ctx.town} AND t.id = ${id}`);
      const inside = { ...ctx, db };
      await prepare(inside, def, def.toInput(await findRow(inside, def, id), inside), id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(String((version.row as { slug?: unknown }).slug ?? ''));
    throw error;
  }
  const after = await findRow(ctx, def, id);
  await saveVersion(ctx, kind, id);
  if (before.status === 'published') await bumpVersion(ctx.db, ctx.town, ctx.now);
  await audit(ctx, {
    kind: def.kind,
    itemId: id,
    summary: summaryOf(
      def,
      def.toInput(after, ctx),
      `восстановлена версия от ${formatDateTime(version.savedAt.toISOString())}`,
    ),
    before: def.toInput(before, ctx),
    after: def.toInput(after, ctx),
  });
  return refOf(kind, after);
}

/** «Опубликовать в…»: the scheduled publisher publishes the item at `at`. */
export async function scheduleItem(ctx: EditContext, kind: AdminCollection, id: number, at: Date) {
  const def = definition(kind);
  const before = await findRow(ctx, def, id);
  if (before.status === 'published')
    throw new InvalidInputError([{ field: 'body.publishAt', message: 'Это уже опубликовано.' }]);
  if (at.getTime() <= ctx.now.getTime())
    throw new InvalidInputError([{ field: 'body.publishAt', message: 'Выберите момент в будущем.' }]);
  const t = columns(def);
  const [row] = await ctx.db
    .update(def.table)
    .set({ publishAt: at, updatedAt: ctx.now, updatedBy: ctx.staff.email } as never)
    .where(and(eq(t.town, ctx.town), eq(t.id, id)))
    .returning();
  const data = def.toInput(before, ctx);
  await audit(ctx, {
    kind: def.kind,
    itemId: id,
    summary: summaryOf(def, data, `публикация запланирована на ${formatDateTime(at.toISOString())}`),
    before: { publishAt: before.publishAt?.toISOString() ?? null },
    after: { publishAt: at.toISOString() },
  });
  return refOf(kind, row as unknown as ItemRow);
}

export async function cancelSchedule(ctx: EditContext, kind: AdminCollection, id: number) {
  const def = definition(kind);
  const before = await findRow(ctx, def, id);
  const t = columns(def);
  const [row] = await ctx.db
    .update(def.table)
    .set({ publishAt: null, updatedAt: ctx.now, updatedBy: ctx.staff.email } as never)
    .where(and(eq(t.town, ctx.town), eq(t.id, id)))
    .returning();
  if (before.publishAt)
    await audit(ctx, {
      kind: def.kind,
      itemId: id,
      summary: summaryOf(def, def.toInput(before, ctx), 'запланированная публикация отменена'),
      before: { publishAt: before.publishAt.toISOString() },
      after: { publishAt: null },
    });
  return refOf(kind, row as unknown as ItemRow);
}

/** The first free address of a copy: `slug-kopija`, `slug-kopija-2`, … (within the contract's 120 characters). */
async function freeCopySlug(ctx: Read, def: AnyDefinition, slug: string): Promise<string> {
  const t = columns(def);
  const base = `${slug.replace(/-kopija(-\d+)?$/, '').slice(0, 100)}-kopija`;
  const taken = new Set(
    (
      await ctx.db
        .select({ slug: t.slug })
        .from(def.table)
        .where(and(eq(t.town, ctx.town), sql`${t.slug} LIKE ${`${base}%`}`))
    ).map((r) => r.slug as string),
  );
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A draft copy: every field as it is, «(копия)» after the title, a free address; films get no sessions. */
export async function duplicateItem(ctx: EditContext, kind: AdminCollection, id: number) {
  const def = definition(kind);
  const source = (await findRow(ctx, def, id)) as unknown as Record<string, unknown> & ItemRow;
  const key = titleKey(def);
  const { id: _id, ...fields } = source;
  const slug = await freeCopySlug(ctx, def, source.slug);
  const values = {
    ...fields,
    slug,
    [key]: `${String(source[key])} (копия)`,
    status: 'draft',
    publishAt: null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    updatedBy: ctx.staff.email,
    ...(def.positioned ? { position: await nextPosition(ctx, def) } : {}),
    ...(kind === 'films' ? { demo: false, premiereOffsetDays: null } : {}),
    ...(kind === 'events' ? { dayOffset: null } : {}),
  };
  let row: ItemRow | undefined;
  try {
    [row] = (await ctx.db
      .insert(def.table)
      .values(values as never)
      .returning()) as unknown as ItemRow[];
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
  await saveVersion(ctx, kind, row!.id);
  const data = def.toInput(row!, ctx);
  await audit(ctx, {
    kind: def.kind,
    itemId: row!.id,
    summary: summaryOf(def, data, `создан(а) копией №${id} как черновик`),
    after: data,
  });
  return refOf(kind, row!);
}

/** Publishes, unpublishes or deletes several items in one transaction: all of them, or none (the first error). */
export async function bulkItems(
  ctx: EditContext,
  kind: AdminCollection,
  action: 'publish' | 'unpublish' | 'delete',
  ids: number[],
): Promise<{ changed: number }> {
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx as unknown as Db };
    const def = definition(kind);
    let changed = 0;
    for (const id of ids) {
      const before = await findRow(inTx, def, id);
      if (action === 'delete') {
        await deleteItem(inTx, kind, id);
        changed++;
      } else {
        const status = action === 'publish' ? 'published' : 'draft';
        if (before.status === status) continue;
        const after = await setItemStatus(inTx, kind, id, status);
        if (after.status !== before.status || after.publishAt !== null) changed++;
      }
    }
    return { changed };
  });
}

/** Deletes an item into the trash, its whole row kept. */
export async function moveToTrash(ctx: EditContext, kind: AdminCollection, id: number): Promise<void> {
  const def = definition(kind);
  await ctx.db.execute(sql`
    WITH gone AS (DELETE FROM ${tableName(def)} WHERE town = ${ctx.town} AND id = ${id} RETURNING *)
    INSERT INTO trash (town, collection, item_id, slug, title, deleted_at, deleted_by, row)
    SELECT gone.town, ${kind}, gone.id, gone.slug, gone.${sql.identifier(titleColumnName(def))},
           ${ctx.now.toISOString()}::timestamptz, ${ctx.staff.email}, row_to_json(gone)
    FROM gone`);
}

export async function listTrash(ctx: Read) {
  const items = await ctx.db
    .select()
    .from(trash)
    .where(eq(trash.town, ctx.town))
    .orderBy(desc(trash.deletedAt), desc(trash.id));
  return items.map((item) => ({
    id: item.id,
    collection: item.collection as AdminCollection,
    itemId: item.itemId,
    slug: item.slug,
    title: item.title,
    deletedAt: item.deletedAt.toISOString(),
    deletedBy: item.deletedBy,
    purgeAt: new Date(item.deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
  }));
}

/** Brings an item back from the trash as a draft; its address may have been taken meanwhile (409). */
export async function restoreFromTrash(ctx: EditContext, trashId: number) {
  const [item] = await ctx.db
    .select()
    .from(trash)
    .where(and(eq(trash.town, ctx.town), eq(trash.id, trashId)));
  if (!item) throw new NotFoundError(`В корзине нет записи ${trashId}.`);
  const kind = item.collection as AdminCollection;
  const def = definition(kind);
  const t = columns(def);
  const [holder] = await ctx.db
    .select({ id: t.id })
    .from(def.table)
    .where(and(eq(t.town, ctx.town), eq(t.slug, item.slug)));
  const conflict = () =>
    new ConflictError(
      `Адрес «${item.slug}» уже занят другим материалом: переименуйте или удалите его, затем восстановите этот.`,
    );
  if (holder) throw conflict();
  await ctx.db
    .transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO ${tableName(def)}
        SELECT * FROM json_populate_record(null::${tableName(def)}, ${JSON.stringify(item.row)}::json)`);
      await tx
        .update(def.table)
        .set({ status: 'draft', publishAt: null, updatedAt: ctx.now, updatedBy: ctx.staff.email } as never)
        .where(and(eq(t.town, ctx.town), eq(t.id, item.itemId)));
      await tx.delete(trash).where(eq(trash.id, item.id));
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? conflict() : error;
    });
  const row = await findRow(ctx, def, item.itemId);
  await saveVersion(ctx, kind, row.id);
  await audit(ctx, {
    kind: def.kind,
    itemId: row.id,
    summary: summaryOf(def, def.toInput(row, ctx), 'восстановлен(а) из корзины как черновик'),
  });
  return refOf(kind, row);
}

export interface Published {
  town: Town;
  collection: AdminCollection;
  id: number;
  title: string;
}

/**
 * Publishes every item whose moment has come, by the database's clock (the one clock every instance shares). Each
 * table's due items are claimed by one `UPDATE … WHERE publish_at <= now() RETURNING`: a second instance running the
 * same statement at once waits for the first's row locks and then finds `publish_at` cleared, so each item is
 * published, audited and counted once. One transaction with the audit entries and the towns' content versions.
 */
export async function publishDue(db: Db, at: Date): Promise<Published[]> {
  return db.transaction(async (tx) => {
    const done: Published[] = [];
    for (const [collection, def] of Object.entries(COLLECTIONS) as [AdminCollection, AnyDefinition][]) {
      const dated =
        collection === 'news'
          ? sql`, published_at = CASE WHEN date_auto THEN publish_at ELSE published_at END, date_auto = false`
          : sql``;
      const claimed = await rows<{ id: number; town: Town; title: string }>(
        tx as unknown as Db,
        sql`
        UPDATE ${tableName(def)} SET status = 'published', publish_at = NULL, updated_at = now()${dated}
        WHERE publish_at <= now()
        RETURNING id, town, ${sql.identifier(titleColumnName(def))} AS title`,
      );
      for (const row of claimed) {
        done.push({ ...row, collection });
        await recordAudit(tx as unknown as Db, {
          at,
          actor: null,
          action: 'scheduledPublication',
          town: row.town,
          kind: def.kind,
          itemId: row.id,
          summary: `${def.label} «${row.title}»: опубликован(а) по расписанию`,
          before: { status: 'draft' },
          after: { status: 'published' },
        });
      }
    }
    for (const town of new Set(done.map((p) => p.town))) await bumpVersion(tx as unknown as Db, town, at);
    return done;
  });
}

/** Deletes for good what has been in the trash longer than TRASH_DAYS, with its history. */
export async function purgeTrash(db: Db, at: Date): Promise<number> {
  const gone = await db
    .delete(trash)
    .where(lt(trash.deletedAt, new Date(at.getTime() - TRASH_DAYS * DAY_MS)))
    .returning({ town: trash.town, collection: trash.collection, itemId: trash.itemId });
  for (const item of gone)
    await db
      .delete(itemVersions)
      .where(
        and(
          eq(itemVersions.town, item.town),
          eq(itemVersions.collection, item.collection),
          inArray(itemVersions.itemId, [item.itemId]),
        ),
      );
  return gone.length;
}
