// The town content staff edit as items with a draft/published status: one definition per kind, one set of operations.
import type { AdminCollection } from '@kino/api/admin-queries';
import { CINEMA_TIMEZONE, DEFAULT_HALL_CLEANING_MINUTES, toLocalIso } from '@kino/api/cinema-time';
import type {
  AdminListItem,
  AdminListPage,
  CertificateInput,
  DocumentInput,
  EventInput,
  FaqInput,
  FilmInput,
  HallInput,
  Image,
  ItemStatus,
  NewsInput,
  ServiceInput,
  Trailer,
  VacancyInput,
} from '@kino/api/types';
import { and, count, desc, eq, gte, ilike, max, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { containsPattern, type Paging, readPage } from '#src/db/lists.ts';
import {
  certificates,
  documents,
  eventCategories,
  events,
  faqItems,
  filmCategories,
  films,
  halls,
  news,
  services,
  sessions,
  vacancies,
} from '#src/db/schema.ts';
import { type InvalidField, InvalidInputError, NotFoundError } from '#src/publishing/errors.ts';
import { absolutize, HALL_ORDER, hallOf, type PreviewKind } from '#src/publishing/repository.ts';
import { ConflictError } from '#src/staff/errors.ts';
import { audit, bumpVersion, type EditContext, isUniqueViolation } from './context.ts';
import { moveToTrash, saveVersion, scheduleItem } from './item-lifecycle.ts';
import { relativizeMedia } from './media.ts';
import { richTextErrors } from './rich-text.ts';

/** What an item looks like to the workspace: its state and its editable fields (`data`, what PUT takes back). */
export interface AdminItemBody<Input> {
  id: number;
  status: ItemStatus;
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
  data: Input;
}

/** The columns every editable table has; each kind's table has them, so the operations below work on any. */
interface ItemColumns {
  id: AnyPgColumn;
  town: AnyPgColumn;
  slug: AnyPgColumn;
  status: AnyPgColumn;
  publishAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
}

export interface ItemRow {
  id: number;
  town: string;
  slug: string;
  status: ItemStatus;
  publishAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
}

type Read = Pick<EditContext, 'db' | 'town' | 'publicUrl'>;

interface Definition<Row extends ItemRow, Input> {
  /** As the audit log and preview links name it. */
  kind: Exclude<PreviewKind, 'page'>;
  /** «Фильм», for the audit log's summaries. */
  label: string;
  table: PgTable & ItemColumns;
  /** The column the list's search and order by title use. */
  titleColumn: AnyPgColumn;
  /** Tables whose rows have a `position`: new items go last. */
  positioned?: boolean;
  /** The date the list shows, newest first (news and vacancies by publication, events by their date); else by last change. */
  listOrder?: AnyPgColumn;
  /** A list in a fixed order instead (the halls: the town's order, as the site and the week's files have them). */
  listSequence?: readonly SQL[];
  toInput(row: Row, ctx: Read): Input;
  /** Columns to write from the input (media already made relative); `before` is the stored row on a replace. */
  toValues(input: Input, ctx: Read, before: Row | undefined): Record<string, unknown>;
  listItem(row: Row, ctx: Read): Pick<AdminListItem, 'title' | 'date' | 'note' | 'image'>;
  /** Checks against other content (categories exist, …); field errors named `body.…`. */
  check?(input: Input, ctx: Read): Promise<InvalidField[]>;
  /** Refuses a delete that would break the site (ConflictError). */
  beforeDelete?(row: Row, ctx: EditContext): Promise<void>;
}

const iso = (date: Date) => toLocalIso(date, CINEMA_TIMEZONE);
const image = (value: unknown, ctx: Read) => (value ? absolutize(value as Image, ctx) : null);

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** A YouTube address staff paste (watch, youtu.be, shorts, embed) as the contract's Trailer. */
export function parseTrailer(url: string): Trailer | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
    else id = parsed.pathname.match(/^\/(?:shorts|embed|live)\/([^/]+)/)?.[1] ?? null;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return { provider: 'youtube', videoId: id, url: `https://www.youtube.com/watch?v=${id}` };
}

async function categoryErrors(
  ctx: Read,
  table: typeof filmCategories | typeof eventCategories,
  slugs: string[],
  field: (index: number) => string,
): Promise<InvalidField[]> {
  const known = new Set(
    (await ctx.db.select({ slug: table.slug }).from(table).where(eq(table.town, ctx.town))).map(
      (r) => r.slug,
    ),
  );
  return slugs.flatMap((slug, i) =>
    known.has(slug) ? [] : [{ field: field(i), message: `Категории «${slug}» нет в этом городе.` }],
  );
}

type FilmRow = typeof films.$inferSelect;
const film: Definition<FilmRow, FilmInput> = {
  kind: 'film',
  label: 'Фильм',
  table: films,
  titleColumn: films.title,
  toInput: (row, ctx) => ({
    slug: row.slug,
    title: row.title,
    originalTitle: row.originalTitle,
    ageRating: row.ageRating as FilmInput['ageRating'],
    durationMin: row.durationMin,
    year: row.year,
    director: row.director,
    genres: row.genres,
    countries: row.countries,
    cast: row.cast,
    description: row.description,
    poster: absolutize(row.poster as Image, ctx),
    stills: absolutize(row.stills as Image[], ctx),
    trailerUrl: (row.trailer as Trailer | null)?.url ?? null,
    formats: row.formats as FilmInput['formats'],
    categories: row.categories,
    isPremier: row.isPremier,
    premiereDate: row.premiereDate,
  }),
  toValues: (input, _ctx, before) => ({
    slug: input.slug,
    title: input.title,
    originalTitle: input.originalTitle,
    ageRating: input.ageRating,
    durationMin: input.durationMin,
    year: input.year,
    director: input.director,
    genres: input.genres,
    countries: input.countries,
    cast: input.cast,
    description: input.description,
    poster: input.poster,
    stills: input.stills,
    trailer: input.trailerUrl ? parseTrailer(input.trailerUrl) : null,
    formats: input.formats,
    categories: input.categories,
    isPremier: input.isPremier,
    premiereDate: input.premiereDate,
    // A demo premiere moves with the calendar until staff date it.
    premiereOffsetDays:
      before && before.premiereDate === input.premiereDate ? before.premiereOffsetDays : null,
  }),
  listItem: (row, ctx) => ({
    title: row.title,
    date: row.premiereDate,
    note: row.originalTitle,
    image: image(row.poster, ctx),
  }),
  async check(input, ctx) {
    const errors = await categoryErrors(ctx, filmCategories, input.categories, (i) => `body.categories.${i}`);
    if (input.trailerUrl && !parseTrailer(input.trailerUrl))
      errors.push({ field: 'body.trailerUrl', message: 'Нужна ссылка на ролик YouTube.' });
    if (input.isPremier && !input.premiereDate)
      errors.push({ field: 'body.premiereDate', message: 'Укажите дату премьеры.' });
    return errors;
  },
};

type NewsRow = typeof news.$inferSelect;
const newsItem: Definition<NewsRow, NewsInput> = {
  kind: 'news',
  label: 'Новость',
  table: news,
  titleColumn: news.title,
  listOrder: news.publishedAt,
  toInput: (row, ctx) => ({
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    publishedAt: row.dateAuto ? null : iso(row.publishedAt),
    image: absolutize(row.image as Image, ctx),
    content: absolutize(row.content as NewsInput['content'], ctx),
  }),
  toValues: (input, _ctx, before) => ({
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    // Undated: dated when it is published (setItemStatus, the scheduled publisher); a published item keeps its date.
    ...(input.publishedAt
      ? { publishedAt: new Date(input.publishedAt), dateAuto: false }
      : before?.status === 'published'
        ? { publishedAt: before.publishedAt, dateAuto: false }
        : { publishedAt: before?.publishedAt ?? new Date(), dateAuto: true }),
    image: input.image,
    content: input.content,
  }),
  listItem: (row, ctx) => ({
    title: row.title,
    date: row.dateAuto ? null : iso(row.publishedAt),
    note: row.excerpt.slice(0, 120) || null,
    image: image(row.image, ctx),
  }),
};

type EventRow = typeof events.$inferSelect;
const event: Definition<EventRow, EventInput> = {
  kind: 'event',
  label: 'Событие',
  table: events,
  titleColumn: events.title,
  listOrder: events.startsAt,
  toInput: (row, ctx) => ({
    slug: row.slug,
    title: row.title,
    category: row.categorySlug,
    startsAt: iso(row.startsAt),
    endsAt: row.endsAt ? iso(row.endsAt) : null,
    venue: row.venue,
    image: absolutize(row.image as Image, ctx),
    excerpt: row.excerpt,
    content: absolutize(row.content as EventInput['content'], ctx),
    ageRating: row.ageRating as EventInput['ageRating'],
    priceFrom: (row.priceFrom as EventInput['priceFrom']) ?? null,
    ticketUrl: row.ticketUrl,
    film: row.filmSlug,
  }),
  toValues: (input) => ({
    slug: input.slug,
    title: input.title,
    categorySlug: input.category,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    // Dated by staff: the demo's calendar no longer moves it.
    dayOffset: null,
    startTime: null,
    durationMin: null,
    venue: input.venue,
    image: input.image,
    excerpt: input.excerpt,
    content: input.content,
    ageRating: input.ageRating,
    priceFrom: input.priceFrom,
    ticketUrl: input.ticketUrl,
    filmSlug: input.film,
  }),
  listItem: (row, ctx) => ({
    title: row.title,
    date: iso(row.startsAt),
    note: row.venue || null,
    image: image(row.image, ctx),
  }),
  async check(input, ctx) {
    const errors = await categoryErrors(ctx, eventCategories, [input.category], () => 'body.category');
    if (input.endsAt && Date.parse(input.endsAt) < Date.parse(input.startsAt))
      errors.push({ field: 'body.endsAt', message: 'Событие не может закончиться раньше, чем начнётся.' });
    if (input.film) {
      const [row] = await ctx.db
        .select({ id: films.id })
        .from(films)
        .where(and(eq(films.town, ctx.town), eq(films.slug, input.film)));
      if (!row) errors.push({ field: 'body.film', message: `Фильма «${input.film}» нет в этом городе.` });
    }
    return errors;
  },
};

type DocumentRow = typeof documents.$inferSelect;
const document: Definition<DocumentRow, DocumentInput> = {
  kind: 'document',
  label: 'Документ',
  table: documents,
  titleColumn: documents.title,
  positioned: true,
  toInput: (row, ctx) => ({
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    content: absolutize(row.content as DocumentInput['content'], ctx),
    file: absolutize((row.file as DocumentInput['file']) ?? null, ctx),
  }),
  toValues: (input) => ({
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    content: input.content,
    file: input.file,
  }),
  listItem: (row) => ({
    title: row.title,
    date: iso(row.updatedAt),
    note: row.summary.slice(0, 120) || null,
    image: null,
  }),
};

type VacancyRow = typeof vacancies.$inferSelect;
const vacancy: Definition<VacancyRow, VacancyInput> = {
  kind: 'vacancy',
  label: 'Вакансия',
  table: vacancies,
  titleColumn: vacancies.title,
  listOrder: vacancies.publishedAt,
  toInput: (row) => ({
    slug: row.slug,
    title: row.title,
    department: row.department,
    employment: row.employment as VacancyInput['employment'],
    schedule: row.schedule,
    salary: (row.salary as VacancyInput['salary']) ?? null,
    summary: row.summary,
    publishedAt: iso(row.publishedAt),
    duties: row.duties,
    requirements: row.requirements,
    conditions: row.conditions,
  }),
  toValues: (input) => ({ ...input, publishedAt: new Date(input.publishedAt) }),
  listItem: (row) => ({
    title: row.title,
    date: iso(row.publishedAt),
    note: row.department || null,
    image: null,
  }),
};

type HallRow = typeof halls.$inferSelect;
interface HallDetails {
  screen: HallInput['screen'];
  sound: string;
  description: string;
  features: string[];
  photos: Image[];
  audience?: string;
}
const hall: Definition<HallRow, HallInput> = {
  kind: 'hall',
  label: 'Зал',
  table: halls,
  titleColumn: halls.name,
  positioned: true,
  listSequence: HALL_ORDER,
  toInput: (row, ctx) => ({ ...hallOf(row, ctx), cleaningMinutes: row.cleaningMin }),
  toValues: (input, _ctx, before) => ({
    slug: input.slug,
    name: input.name,
    seats: input.seats,
    formats: input.formats,
    accessible: input.accessible,
    // Absent access features keep what is stored (a client that does not know them loses nothing).
    wheelchairPlaces: input.accessible
      ? input.wheelchairPlaces !== undefined
        ? input.wheelchairPlaces
        : (before?.wheelchairPlaces ?? null)
      : null,
    hearingLoop: input.hearingLoop ?? before?.hearingLoop ?? false,
    stepFreeEntrance: input.stepFreeEntrance ?? before?.stepFreeEntrance ?? false,
    accessibleToilet: input.accessibleToilet ?? before?.accessibleToilet ?? false,
    cleaningMin: input.cleaningMinutes ?? before?.cleaningMin ?? DEFAULT_HALL_CLEANING_MINUTES,
    details: {
      screen: input.screen,
      sound: input.sound,
      description: input.description,
      features: input.features,
      photos: input.photos,
      // Which films the demo schedule puts in the hall; not something staff edit.
      audience: (before?.details as HallDetails | undefined)?.audience ?? 'all',
    },
  }),
  listItem: (row, ctx) => ({
    title: row.name,
    date: null,
    note: `${row.seats} мест`,
    image: image((row.details as HallDetails).photos[0], ctx),
  }),
  async check(input) {
    // Places for wheelchairs in a hall marked without wheelchair access would contradict each other on the site.
    if (!input.accessible && input.wheelchairPlaces != null)
      return [
        {
          field: 'body.wheelchairPlaces',
          message:
            'Места для колясок указаны, а зал отмечен как недоступный: отметьте «Доступен для колясок».',
        },
      ];
    return [];
  },
  async beforeDelete(row, ctx) {
    const [coming] = await ctx.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.hallId, row.id), ne(sessions.source, 'demo'), gte(sessions.startsAt, ctx.now)));
    if ((coming?.n ?? 0) > 0)
      throw new ConflictError(
        `В зале «${row.name}» есть предстоящие сеансы (${coming!.n}): удалите или перенесите их сначала.`,
      );
  },
};

type ServiceRow = typeof services.$inferSelect;
const service: Definition<ServiceRow, ServiceInput> = {
  kind: 'service',
  label: 'Услуга',
  table: services,
  titleColumn: services.title,
  positioned: true,
  toInput: (row, ctx) => ({
    slug: row.slug,
    title: row.title,
    description: row.description,
    price: row.price,
    image: image(row.image, ctx),
    ...(row.orderTopic ? { orderTopic: row.orderTopic as NonNullable<ServiceInput['orderTopic']> } : {}),
  }),
  toValues: (input) => ({
    slug: input.slug,
    title: input.title,
    description: input.description,
    price: input.price,
    image: input.image,
    orderTopic: input.orderTopic ?? null,
  }),
  listItem: (row, ctx) => ({ title: row.title, date: null, note: row.price, image: image(row.image, ctx) }),
};

type CertificateRow = typeof certificates.$inferSelect;
const certificate: Definition<CertificateRow, CertificateInput> = {
  kind: 'certificate',
  label: 'Сертификат',
  table: certificates,
  titleColumn: certificates.title,
  positioned: true,
  toInput: (row, ctx) => ({
    slug: row.slug,
    title: row.title,
    nominal: row.nominal as CertificateInput['nominal'],
    description: row.description,
    image: absolutize(row.image as Image, ctx),
    validityDays: row.validityDays,
  }),
  toValues: (input) => ({ ...input }),
  listItem: (row, ctx) => {
    const nominal = row.nominal as CertificateInput['nominal'];
    return {
      title: row.title,
      date: null,
      note: `${nominal.amount} ${nominal.currency}`,
      image: image(row.image, ctx),
    };
  },
};

type FaqRow = typeof faqItems.$inferSelect;
const faq: Definition<FaqRow, FaqInput> = {
  kind: 'faq',
  label: 'Вопрос',
  table: faqItems,
  titleColumn: faqItems.question,
  positioned: true,
  toInput: (row) => ({ slug: row.slug, group: row.groupTitle, question: row.question, answer: row.answer }),
  toValues: (input) => ({
    slug: input.slug,
    groupTitle: input.group,
    question: input.question,
    answer: input.answer,
  }),
  listItem: (row) => ({ title: row.question, date: null, note: row.groupTitle, image: null }),
};

/** Each collection of the admin API (its path segment) and its definition. */
export const COLLECTIONS = {
  films: film,
  news: newsItem,
  events: event,
  documents: document,
  vacancies: vacancy,
  halls: hall,
  services: service,
  certificates: certificate,
  faq,
} satisfies Record<AdminCollection, unknown>;

export type CollectionInput<K extends AdminCollection> =
  (typeof COLLECTIONS)[K] extends Definition<ItemRow, infer Input> ? Input : never;

export type AnyDefinition = Definition<ItemRow, Record<string, unknown>>;
export const definition = (kind: AdminCollection) => COLLECTIONS[kind] as unknown as AnyDefinition;

/** The columns of a definition's table, typed as any editable table's (they all have these). */
export const columns = (def: AnyDefinition) => def.table as unknown as ItemColumns & PgTable;

export function itemBody(
  def: AnyDefinition,
  row: ItemRow,
  ctx: Read,
): AdminItemBody<Record<string, unknown>> {
  return {
    id: row.id,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    data: def.toInput(row, ctx),
  };
}

export interface ListQuery extends Paging {
  q?: string;
  status?: ItemStatus;
}

export async function listItems(ctx: Read, kind: AdminCollection, query: ListQuery): Promise<AdminListPage> {
  const def = definition(kind);
  const t = columns(def);
  const where: SQL[] = [eq(t.town, ctx.town)];
  if (query.status) where.push(eq(t.status, query.status));
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    where.push(or(ilike(def.titleColumn, pattern), ilike(t.slug, pattern))!);
  }
  const { rows, meta } = await readPage(ctx.db, query, {
    table: def.table,
    where: and(...where),
    rows: ctx.db
      .select()
      .from(def.table)
      .orderBy(...(def.listSequence ?? [desc(def.listOrder ?? t.updatedAt), desc(t.id)]))
      .$dynamic(),
  });
  return {
    items: (rows as unknown as ItemRow[]).map((row) => ({
      id: row.id,
      slug: row.slug,
      status: row.status,
      publishAt: row.publishAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      ...def.listItem(row, ctx),
    })),
    meta,
  };
}

export async function findRow(ctx: Read, def: AnyDefinition, id: number): Promise<ItemRow> {
  const t = columns(def);
  const [row] = await ctx.db
    .select()
    .from(def.table)
    .where(and(eq(t.town, ctx.town), eq(t.id, id)));
  if (!row) throw new NotFoundError(`${def.label} ${id} не найден(а) в этом городе.`);
  return row as unknown as ItemRow;
}

export async function getItem(ctx: Read, kind: AdminCollection, id: number) {
  const def = definition(kind);
  return itemBody(def, await findRow(ctx, def, id), ctx);
}

/**
 * The input's media made relative and checked, the kind's own checks, and a free slug; all errors at once. A save
 * runs it on the request's body; restoring a version runs it on the version's fields (item-lifecycle.ts).
 */
export async function prepare(
  ctx: EditContext,
  def: AnyDefinition,
  input: Record<string, unknown>,
  id: number | null,
): Promise<Record<string, unknown>> {
  const errors: InvalidField[] = [];
  const relative = relativizeMedia(
    input,
    { publicUrl: ctx.publicUrl, town: ctx.town, field: 'body' },
    errors,
  );
  errors.push(...richTextErrors(input, 'body'));
  if (def.check) errors.push(...(await def.check(input, ctx)));
  if (errors.length > 0) throw new InvalidInputError(errors);
  const t = columns(def);
  const [taken] = await ctx.db
    .select({ id: t.id })
    .from(def.table)
    .where(and(eq(t.town, ctx.town), eq(t.slug, input.slug as string), ...(id ? [ne(t.id, id)] : [])));
  if (taken) throw slugTaken(input.slug as string);
  return relative;
}

export const slugTaken = (slug: string) =>
  new ConflictError(`Адрес «${slug}» уже занят в этом городе.`, [
    { field: 'body.slug', message: 'Этот адрес уже занят: выберите другой.' },
  ]);

export async function nextPosition(ctx: Read, def: AnyDefinition): Promise<number> {
  const table = def.table as unknown as typeof halls;
  const [row] = await ctx.db
    .select({ last: max(table.position) })
    .from(def.table)
    .where(eq(columns(def).town, ctx.town));
  return (row?.last ?? -1) + 1;
}

/** Writes with the slug's unique index as the last word on a race between two staff members. */
async function write<T>(slug: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

export const summaryOf = (def: AnyDefinition, data: Record<string, unknown>, what: string) =>
  `${def.label} «${String(data.title ?? data.name ?? data.question ?? data.slug)}»: ${what}`;

/** A new item, always a draft: it reaches the site when published. */
export async function createItem(ctx: EditContext, kind: AdminCollection, input: Record<string, unknown>) {
  const def = definition(kind);
  const relative = await prepare(ctx, def, input, null);
  const values = {
    ...def.toValues(relative, ctx, undefined),
    ...(def.positioned ? { position: await nextPosition(ctx, def) } : {}),
    ...(kind === 'films' ? { demo: false } : {}),
    town: ctx.town,
    status: 'draft',
    createdAt: ctx.now,
    updatedAt: ctx.now,
    updatedBy: ctx.staff.email,
  };
  const [row] = await write(input.slug as string, () =>
    ctx.db
      .insert(def.table)
      .values(values as never)
      .returning(),
  );
  const body = itemBody(def, row as unknown as ItemRow, ctx);
  await saveVersion(ctx, kind, body.id);
  await audit(ctx, {
    kind: def.kind,
    itemId: body.id,
    summary: summaryOf(def, body.data, 'создан(а) как черновик'),
    after: body.data,
  });
  return body;
}

export async function updateItem(
  ctx: EditContext,
  kind: AdminCollection,
  id: number,
  input: Record<string, unknown>,
) {
  const def = definition(kind);
  const before = await findRow(ctx, def, id);
  const relative = await prepare(ctx, def, input, id);
  const t = columns(def);
  // An item from before the history (demo content) gets its stored state as its first version.
  await saveVersion(ctx, kind, id, { onlyIfNone: true, at: before.updatedAt, by: before.updatedBy });
  const [row] = await write(input.slug as string, () =>
    ctx.db
      .update(def.table)
      .set({
        ...def.toValues(relative, ctx, before),
        updatedAt: ctx.now,
        updatedBy: ctx.staff.email,
      } as never)
      .where(and(eq(t.town, ctx.town), eq(t.id, id)))
      .returning(),
  );
  const body = itemBody(def, row as unknown as ItemRow, ctx);
  const previous = def.toInput(before, ctx);
  await saveVersion(ctx, kind, id);
  if (before.status === 'published') await bumpVersion(ctx.db, ctx.town, ctx.now);
  await audit(ctx, {
    kind: def.kind,
    itemId: id,
    summary: summaryOf(def, body.data, 'изменены поля'),
    before: previous,
    after: body.data,
  });
  return body;
}

/** Moves an item to the trash (kept TRASH_DAYS, restorable there); a published one leaves the site. */
export async function deleteItem(ctx: EditContext, kind: AdminCollection, id: number): Promise<void> {
  const def = definition(kind);
  const before = await findRow(ctx, def, id);
  if (def.beforeDelete) await def.beforeDelete(before, ctx);
  await moveToTrash(ctx, kind, id);
  if (before.status === 'published') await bumpVersion(ctx.db, ctx.town, ctx.now);
  const data = def.toInput(before, ctx);
  await audit(ctx, {
    kind: def.kind,
    itemId: id,
    summary: summaryOf(def, data, 'удалён(а) в корзину'),
    before: data,
  });
}

export async function setItemStatus(ctx: EditContext, kind: AdminCollection, id: number, status: ItemStatus) {
  const def = definition(kind);
  const before = await findRow(ctx, def, id);
  const t = columns(def);
  const dated = kind === 'news' ? (before as unknown as NewsRow) : null;
  // A news item dated in the future is published on its date, not at once.
  if (
    status === 'published' &&
    before.status === 'draft' &&
    dated &&
    !dated.dateAuto &&
    dated.publishedAt > ctx.now
  ) {
    await scheduleItem(ctx, kind, id, dated.publishedAt);
    return itemBody(def, await findRow(ctx, def, id), ctx);
  }
  const [row] = await ctx.db
    .update(def.table)
    .set({
      status,
      updatedAt: ctx.now,
      updatedBy: ctx.staff.email,
      // Published by hand: a schedule is done with; an undated news item is dated now.
      ...(status === 'published' ? { publishAt: null } : {}),
      ...(status === 'published' && dated?.dateAuto ? { publishedAt: ctx.now, dateAuto: false } : {}),
    } as never)
    .where(and(eq(t.town, ctx.town), eq(t.id, id)))
    .returning();
  if (before.status !== status) await bumpVersion(ctx.db, ctx.town, ctx.now);
  const body = itemBody(def, row as unknown as ItemRow, ctx);
  await audit(ctx, {
    kind: def.kind,
    itemId: id,
    summary: summaryOf(def, body.data, status === 'published' ? 'опубликован(а)' : 'снят(а) с публикации'),
    before: { status: before.status },
    after: { status },
  });
  return body;
}

/** Whether an item of a kind exists in the town (for preview links). */
export async function itemExists(ctx: Read, kind: AdminCollection, id: number): Promise<ItemRow | undefined> {
  const def = definition(kind);
  const t = columns(def);
  const [row] = await ctx.db
    .select()
    .from(def.table)
    .where(and(eq(t.town, ctx.town), eq(t.id, id)));
  return row as unknown as ItemRow | undefined;
}

export const collectionOfKind = (kind: Exclude<PreviewKind, 'page'>): AdminCollection =>
  Object.entries(COLLECTIONS).find(([, def]) => def.kind === kind)![0] as AdminCollection;
