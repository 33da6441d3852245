// Film and event categories of a town: made, renamed, reordered, and deleted when nothing uses them.
import type { AdminCategoryKind } from '@kino/api/admin-queries';
import type { AdminCategory } from '@kino/api/types';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { eventCategories, events, filmCategories, films } from '#src/db/schema.ts';
import { NotFoundError } from '#src/publishing/errors.ts';
import { ConflictError } from '#src/staff/errors.ts';
import { audit, bumpVersion, type EditContext, isUniqueViolation } from './context.ts';

type Read = Pick<EditContext, 'db' | 'town'>;

const tableOf = (kind: AdminCategoryKind) => (kind === 'film-categories' ? filmCategories : eventCategories);
const label = (kind: AdminCategoryKind) =>
  kind === 'film-categories' ? 'Категория фильмов' : 'Категория событий';

/** How many items (drafts included) use each category. */
async function usage(ctx: Read, kind: AdminCategoryKind): Promise<Map<string, number>> {
  if (kind === 'event-categories') {
    const rows = await ctx.db
      .select({ slug: events.categorySlug, n: count() })
      .from(events)
      .where(eq(events.town, ctx.town))
      .groupBy(events.categorySlug);
    return new Map(rows.map((row) => [row.slug, row.n]));
  }
  const rows = await ctx.db
    .select({ categories: films.categories })
    .from(films)
    .where(eq(films.town, ctx.town));
  const counts = new Map<string, number>();
  for (const row of rows) for (const slug of row.categories) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  return counts;
}

export async function listCategories(ctx: Read, kind: AdminCategoryKind): Promise<AdminCategory[]> {
  const table = tableOf(kind);
  const [rows, used] = await Promise.all([
    ctx.db.select().from(table).where(eq(table.town, ctx.town)).orderBy(asc(table.position), asc(table.slug)),
    usage(ctx, kind),
  ]);
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    position: row.position,
    count: used.get(row.slug) ?? 0,
  }));
}

async function findCategory(ctx: Read, kind: AdminCategoryKind, slug: string) {
  const table = tableOf(kind);
  const [row] = await ctx.db
    .select()
    .from(table)
    .where(and(eq(table.town, ctx.town), eq(table.slug, slug)));
  if (!row) throw new NotFoundError(`Категории «${slug}» нет в этом городе.`);
  return row;
}

export async function createCategory(
  ctx: EditContext,
  kind: AdminCategoryKind,
  input: { slug: string; name: string },
) {
  const table = tableOf(kind);
  const [last] = await ctx.db
    .select({ position: sql<number>`coalesce(max(${table.position}), -1)` })
    .from(table)
    .where(eq(table.town, ctx.town));
  try {
    await ctx.db.insert(table).values({
      town: ctx.town,
      slug: input.slug,
      name: input.name.trim(),
      position: Number(last?.position ?? -1) + 1,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ConflictError(`Категория «${input.slug}» уже есть.`, [
      { field: 'body.slug', message: 'Такая категория уже есть.' },
    ]);
  }
  await bumpVersion(ctx.db, ctx.town, ctx.now);
  await audit(ctx, {
    kind,
    itemId: input.slug,
    summary: `${label(kind)} «${input.name}»: создана`,
    after: input,
  });
  return (await listCategories(ctx, kind)).find((c) => c.slug === input.slug)!;
}

/** Renames a category or moves it to `position` (the others shift); its slug stays, items refer to it. */
export async function updateCategory(
  ctx: EditContext,
  kind: AdminCategoryKind,
  slug: string,
  input: { name: string; position?: number },
) {
  const table = tableOf(kind);
  const before = await findCategory(ctx, kind, slug);
  await ctx.db
    .update(table)
    .set({ name: input.name.trim() })
    .where(and(eq(table.town, ctx.town), eq(table.slug, slug)));
  if (input.position !== undefined && input.position !== before.position) {
    const order = (await listCategories(ctx, kind)).map((c) => c.slug).filter((s) => s !== slug);
    order.splice(Math.min(input.position, order.length), 0, slug);
    for (const [position, each] of order.entries())
      await ctx.db
        .update(table)
        .set({ position })
        .where(and(eq(table.town, ctx.town), eq(table.slug, each)));
  }
  await bumpVersion(ctx.db, ctx.town, ctx.now);
  const after = (await listCategories(ctx, kind)).find((c) => c.slug === slug)!;
  await audit(ctx, {
    kind,
    itemId: slug,
    summary: `${label(kind)} «${after.name}»: изменена`,
    before: { name: before.name, position: before.position },
    after: { name: after.name, position: after.position },
  });
  return after;
}

export async function deleteCategory(ctx: EditContext, kind: AdminCategoryKind, slug: string): Promise<void> {
  const table = tableOf(kind);
  const before = await findCategory(ctx, kind, slug);
  const used = (await usage(ctx, kind)).get(slug) ?? 0;
  if (used > 0)
    throw new ConflictError(`Категорию «${before.name}» используют ${used}: сначала уберите её из них.`);
  await ctx.db.delete(table).where(and(eq(table.town, ctx.town), eq(table.slug, slug)));
  await bumpVersion(ctx.db, ctx.town, ctx.now);
  await audit(ctx, {
    kind,
    itemId: slug,
    summary: `${label(kind)} «${before.name}»: удалена`,
    before: { name: before.name, position: before.position },
  });
}
