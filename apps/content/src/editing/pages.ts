// The town's fixed pages and its cinema information as staff edit them.
import type { AdminPageKey } from '@kino/api/admin-queries';
import type { InfoInput, ItemStatus } from '@kino/api/types';
import { and, eq } from 'drizzle-orm';
import { pages, siteInfo } from '#src/db/schema.ts';
import { type InvalidField, InvalidInputError, NotFoundError } from '#src/publishing/errors.ts';
import { absolutize } from '#src/publishing/repository.ts';
import { defaultTicketUrlTemplate } from '#src/publishing/schedule.ts';
import { audit, bumpVersion, type EditContext } from './context.ts';
import { relativizeMedia } from './media.ts';
import { richTextErrors } from './rich-text.ts';

type Read = Pick<EditContext, 'db' | 'town' | 'publicUrl'>;

export const PAGE_TITLES: Record<AdminPageKey, string> = {
  about: 'О кинотеатре',
  contacts: 'Контакты',
  hall: 'Залы (общий текст)',
  vacancypage: 'Вакансии (страница)',
  services: 'Услуги (страница)',
  certificates: 'Сертификаты (страница)',
  faq: 'Вопросы и ответы (страница)',
};

/** The texts each page keeps (its items, where it has any, are rows of their own). */
const PAGE_FIELDS: Partial<Record<AdminPageKey, string[]>> = {
  services: ['title', 'intro'],
  certificates: ['title', 'intro', 'howToBuy', 'rules'],
  faq: ['title', 'intro'],
};

const pick = (data: Record<string, unknown>, fields: string[] | undefined) =>
  fields ? Object.fromEntries(fields.map((field) => [field, data[field]])) : data;

async function pageRow(ctx: Read, key: AdminPageKey) {
  const [row] = await ctx.db
    .select()
    .from(pages)
    .where(and(eq(pages.town, ctx.town), eq(pages.key, key)));
  return row;
}

function pageBody(ctx: Read, key: AdminPageKey, row: typeof pages.$inferSelect) {
  return {
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    data: absolutize(pick(row.data as Record<string, unknown>, PAGE_FIELDS[key]), ctx),
  };
}

export async function getPage(ctx: Read, key: AdminPageKey) {
  const row = await pageRow(ctx, key);
  if (!row) throw new NotFoundError(`Страницы ${key} нет.`);
  return pageBody(ctx, key, row);
}

/** Replaces a page's texts (a page that was never made is made, as a draft). */
export async function updatePage(ctx: EditContext, key: AdminPageKey, input: Record<string, unknown>) {
  const errors: InvalidField[] = [];
  const data = relativizeMedia(input, { publicUrl: ctx.publicUrl, town: ctx.town, field: 'body' }, errors);
  errors.push(...richTextErrors(input, 'body'));
  if (errors.length > 0) throw new InvalidInputError(errors);
  const before = await pageRow(ctx, key);
  const [row] = await ctx.db
    .insert(pages)
    .values({
      town: ctx.town,
      key,
      data,
      status: 'draft',
      createdAt: ctx.now,
      updatedAt: ctx.now,
      updatedBy: ctx.staff.email,
    })
    .onConflictDoUpdate({
      target: [pages.town, pages.key],
      set: { data, updatedAt: ctx.now, updatedBy: ctx.staff.email },
    })
    .returning();
  if (row!.status === 'published') await bumpVersion(ctx.db, ctx.town, ctx.now);
  const body = pageBody(ctx, key, row!);
  await audit(ctx, {
    kind: 'page',
    itemId: key,
    summary: `Страница «${PAGE_TITLES[key]}»: изменён текст`,
    before: before ? pageBody(ctx, key, before).data : undefined,
    after: body.data,
  });
  return body;
}

export async function setPageStatus(ctx: EditContext, key: AdminPageKey, status: ItemStatus) {
  const before = await pageRow(ctx, key);
  if (!before) throw new NotFoundError(`Страницы ${key} нет.`);
  const [row] = await ctx.db
    .update(pages)
    .set({ status, updatedAt: ctx.now, updatedBy: ctx.staff.email })
    .where(and(eq(pages.town, ctx.town), eq(pages.key, key)))
    .returning();
  if (before.status !== status) await bumpVersion(ctx.db, ctx.town, ctx.now);
  await audit(ctx, {
    kind: 'page',
    itemId: key,
    summary: `Страница «${PAGE_TITLES[key]}»: ${status === 'published' ? 'опубликована' : 'снята с публикации'}`,
    before: { status: before.status },
    after: { status },
  });
  return pageBody(ctx, key, row!);
}

export async function pageExists(ctx: Read, key: string): Promise<boolean> {
  return (await pageRow(ctx, key as AdminPageKey)) !== undefined;
}

function infoBody(row: typeof siteInfo.$inferSelect) {
  const { ticketUrlTemplate: _legacy, ...data } = row.data as Omit<InfoInput, 'ticketUrlTemplate'> & {
    ticketUrlTemplate?: string;
  };
  return {
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    data: {
      ...data,
      ticketUrlTemplate: row.ticketUrlTemplate ?? defaultTicketUrlTemplate(row.town),
    } as InfoInput,
  };
}

export async function getInfo(ctx: Read) {
  const [row] = await ctx.db.select().from(siteInfo).where(eq(siteInfo.town, ctx.town));
  if (!row) throw new NotFoundError('Информации о кинотеатре нет.');
  return infoBody(row);
}

/** The town's information is always published: the whole site reads it. */
export async function updateInfo(ctx: EditContext, input: InfoInput) {
  const { ticketUrlTemplate, ...data } = input;
  const [before] = await ctx.db.select().from(siteInfo).where(eq(siteInfo.town, ctx.town));
  const [row] = await ctx.db
    .insert(siteInfo)
    .values({ town: ctx.town, data, ticketUrlTemplate, updatedAt: ctx.now, updatedBy: ctx.staff.email })
    .onConflictDoUpdate({
      target: siteInfo.town,
      set: { data, ticketUrlTemplate, updatedAt: ctx.now, updatedBy: ctx.staff.email },
    })
    .returning();
  await bumpVersion(ctx.db, ctx.town, ctx.now);
  const body = infoBody(row!);
  await audit(ctx, {
    kind: 'info',
    itemId: ctx.town,
    summary: `Информация о кинотеатре (${body.data.cinemaName}): изменена`,
    before: before ? infoBody(before).data : undefined,
    after: body.data,
  });
  return body;
}
