// Reads the content of a town from the database and shapes it as the contract's types.
import { CINEMA_DAY_STARTS_AT_HOUR, localInstant, toLocalIso } from '@kino/api/cinema-time';
import {
  CHILDREN_CATEGORY,
  formatValues,
  type PageKey,
  sessionFeatureValues,
  timeOfDayIdValues,
} from '@kino/api/enums';
import type {
  Category,
  CategoryWithCount,
  Certificate,
  Document,
  DocumentSummary,
  Event,
  FaqPage,
  Film,
  Format,
  Hall,
  Info,
  NewsArticle,
  NewsSummary,
  Service,
  Session,
  SessionFeature,
  TimeOfDay,
  Town,
  Vacancy,
  VacancySummary,
} from '@kino/api/types';
import { and, asc, count, desc, eq, gte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#src/db/client.ts';
import { type Paging, readPage } from '#src/db/lists.ts';
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
  pages,
  services,
  sessions,
  siteInfo,
  vacancies,
} from '#src/db/schema.ts';
import { sessionTicketUrl } from './schedule.ts';

/** Labels and hours of the schedule's times of day; which ones there are, and their order, is the contract's. */
const TIME_OF_DAY_RANGES: Record<TimeOfDay['id'], Omit<TimeOfDay, 'id'>> = {
  morning: { label: 'Утро', from: '06:00', to: '12:00' },
  day: { label: 'День', from: '12:00', to: '17:00' },
  evening: { label: 'Вечер', from: '17:00', to: '22:00' },
  night: { label: 'Ночь', from: '22:00', to: '06:00' },
};
const TIMES_OF_DAY: TimeOfDay[] = timeOfDayIdValues.map((id) => ({ id, ...TIME_OF_DAY_RANGES[id] }));

/** The kinds of item a preview link can show; a page is named by its key. */
export type PreviewKind =
  | 'film'
  | 'news'
  | 'event'
  | 'document'
  | 'vacancy'
  | 'hall'
  | 'service'
  | 'certificate'
  | 'faq'
  | 'page';

/** The one draft a request with a valid preview token may see. */
export interface PreviewGrant {
  kind: PreviewKind;
  itemId: string;
}

export interface ReadContext {
  db: Db;
  town: Town;
  /** Public base of the content service, e.g. http://localhost:4000 */
  publicUrl: string;
  /** Today's cinema day, YYYY-MM-DD. */
  today: string;
  /** A draft shown through a preview link; without it only published items are read. */
  preview?: PreviewGrant | null;
}

/** Published items, and the one draft of the request's preview grant. */
export function visible(
  ctx: Pick<ReadContext, 'preview'>,
  kind: Exclude<PreviewKind, 'page'>,
  table: { status: AnyPgColumn; id: AnyPgColumn },
): SQL {
  const published = eq(table.status, 'published');
  const grant = ctx.preview;
  if (!grant || grant.kind !== kind || !/^\d{1,9}$/.test(grant.itemId)) return published;
  return or(published, eq(table.id, Number(grant.itemId)))!;
}

const byTitle = new Intl.Collator('ru');

/** Relative media URLs (`media/…`) in stored content → absolute URLs of this town. */
export function absolutize<T>(value: T, ctx: Pick<ReadContext, 'publicUrl' | 'town'>): T {
  if (Array.isArray(value)) return value.map((item) => absolutize(item, ctx)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] =
        key === 'url' && typeof item === 'string' && item.startsWith('media/')
          ? `${ctx.publicUrl}/${ctx.town}/${item}`
          : absolutize(item, ctx);
    }
    return out as T;
  }
  return value;
}

const iso = (date: Date) => toLocalIso(date);
const money = (kopecks: number) => ({ amount: kopecks / 100, currency: 'BYN' });

async function categoryNames(ctx: ReadContext): Promise<Map<string, Category>> {
  const rows = await ctx.db
    .select()
    .from(filmCategories)
    .where(eq(filmCategories.town, ctx.town))
    .orderBy(asc(filmCategories.position));
  return new Map(rows.map((row) => [row.slug, { slug: row.slug, name: row.name }]));
}

interface FilmQuery {
  date?: string;
  category?: string;
  premier?: boolean;
  slug?: string;
}

/** Films with sessions from today on (or on `date`), plus announced premieres. */
export async function findFilms(ctx: ReadContext, query: FilmQuery = {}): Promise<Film[]> {
  const filmWhere: SQL[] = [eq(films.town, ctx.town), visible(ctx, 'film', films)];
  if (query.slug) filmWhere.push(eq(films.slug, query.slug));
  const sessionWhere: SQL[] = [eq(sessions.town, ctx.town), gte(sessions.cinemaDay, ctx.today)];
  if (query.date) sessionWhere.push(eq(sessions.cinemaDay, query.date));
  const [filmRows, sessionRows, categories, tickets] = await Promise.all([
    ctx.db
      .select()
      .from(films)
      .where(and(...filmWhere)),
    ctx.db
      .select({
        session: sessions,
        hallSlug: halls.slug,
        hallName: halls.name,
        hearingLoop: halls.hearingLoop,
      })
      .from(sessions)
      .innerJoin(halls, eq(halls.id, sessions.hallId))
      .innerJoin(films, eq(films.id, sessions.filmId))
      .where(
        and(
          ...sessionWhere,
          // A session is on the site while its film and its hall are.
          visible(ctx, 'film', films),
          visible(ctx, 'hall', halls),
          ...(query.slug ? [eq(films.slug, query.slug)] : []),
        ),
      )
      .orderBy(asc(sessions.startsAt), asc(halls.position)),
    categoryNames(ctx),
    ticketUrlTemplate(ctx),
  ]);
  const byFilm = new Map<number, Session[]>();
  for (const { session, hallSlug, hallName, hearingLoop } of sessionRows) {
    const list = byFilm.get(session.filmId) ?? [];
    list.push({
      id: session.id,
      startsAt: iso(session.startsAt),
      cinemaDay: session.cinemaDay,
      hall: { slug: hallSlug, name: hallName },
      format: session.format as Format,
      language: session.language,
      subtitles: session.subtitles,
      accessibility: {
        wheelchair: session.wheelchair,
        audioDescription: session.audioDescription,
        hardOfHearingSubtitles: session.hardOfHearingSubtitles,
        sensoryFriendly: session.sensoryFriendly,
        // The hall's, read with the session: a loop fitted later shows on the sessions already planned.
        hearingLoop,
      },
      parentAndBaby: session.parentAndBaby,
      priceFrom: money(session.priceKopecks),
      ticketUrl: sessionTicketUrl(ctx.town, session, tickets),
      soldOut: session.soldOut,
    });
    byFilm.set(session.filmId, list);
  }
  const result: Film[] = [];
  for (const row of filmRows) {
    const filmSessions = byFilm.get(row.id) ?? [];
    const announced = row.isPremier && row.premiereDate !== null && row.premiereDate >= ctx.today;
    if (!query.slug) {
      if (query.date ? filmSessions.length === 0 : filmSessions.length === 0 && !announced) continue;
      if (query.category && !row.categories.includes(query.category)) continue;
      if (query.premier !== undefined && row.isPremier !== query.premier) continue;
    }
    result.push({
      id: row.id,
      slug: row.slug,
      title: row.title,
      originalTitle: row.originalTitle,
      ageRating: row.ageRating as Film['ageRating'],
      durationMin: row.durationMin,
      genres: row.genres,
      countries: row.countries,
      year: row.year,
      director: row.director,
      cast: row.cast,
      description: row.description,
      poster: absolutize(row.poster as Film['poster'], ctx),
      stills: absolutize(row.stills as Film['stills'], ctx),
      trailer: (row.trailer as Film['trailer']) ?? null,
      isPremier: row.isPremier,
      premiereDate: row.premiereDate,
      categories: row.categories.map((slug) => categories.get(slug) ?? { slug, name: slug }),
      sessions: filmSessions,
    });
  }
  return result.sort(
    (a, b) => Number(b.isPremier) - Number(a.isPremier) || byTitle.compare(a.title, b.title),
  );
}

/** The town's ticket address for sessions without their own, if staff set one. */
async function ticketUrlTemplate(ctx: ReadContext): Promise<string | null> {
  const [row] = await ctx.db
    .select({ template: siteInfo.ticketUrlTemplate })
    .from(siteInfo)
    .where(eq(siteInfo.town, ctx.town));
  return row?.template ?? null;
}

export async function findFilm(ctx: ReadContext, slug: string): Promise<Film | undefined> {
  return (await findFilms(ctx, { slug }))[0];
}

export async function filmCategoryCounts(ctx: ReadContext): Promise<CategoryWithCount[]> {
  const [list, categories] = await Promise.all([findFilms(ctx), categoryNames(ctx)]);
  return [...categories.values()].map((category) => ({
    ...category,
    count: list.filter((film) => film.categories.some((c) => c.slug === category.slug)).length,
  }));
}

/** The special screenings the schedule's week has, in the contract's order (what the schedule can filter by). */
async function weekFeatures(ctx: ReadContext): Promise<SessionFeature[]> {
  const [row] = await ctx.db
    .select({
      subtitles: sql<boolean>`coalesce(bool_or(${sessions.subtitles} is not null or ${sessions.hardOfHearingSubtitles}), false)`,
      'original-language': sql<boolean>`coalesce(bool_or(${sessions.language} <> 'ru'), false)`,
      'audio-description': sql<boolean>`coalesce(bool_or(${sessions.audioDescription}), false)`,
      'sensory-friendly': sql<boolean>`coalesce(bool_or(${sessions.sensoryFriendly}), false)`,
      'parent-and-baby': sql<boolean>`coalesce(bool_or(${sessions.parentAndBaby}), false)`,
      wheelchair: sql<boolean>`coalesce(bool_or(${sessions.wheelchair}), false)`,
      'hearing-loop': sql<boolean>`coalesce(bool_or(${halls.hearingLoop}), false)`,
    })
    .from(sessions)
    .innerJoin(films, eq(films.id, sessions.filmId))
    .innerJoin(halls, eq(halls.id, sessions.hallId))
    .where(
      and(
        eq(sessions.town, ctx.town),
        gte(sessions.cinemaDay, ctx.today),
        eq(films.status, 'published'),
        eq(halls.status, 'published'),
      ),
    );
  return sessionFeatureValues.filter((feature) => row?.[feature] === true);
}

export async function findInfo(ctx: ReadContext): Promise<Info | undefined> {
  const [row] = await ctx.db.select().from(siteInfo).where(eq(siteInfo.town, ctx.town));
  if (!row) return undefined;
  const [hallRows, categories, features] = await Promise.all([
    ctx.db
      .select({ formats: halls.formats })
      .from(halls)
      .where(and(eq(halls.town, ctx.town), eq(halls.status, 'published'))),
    categoryNames(ctx),
    weekFeatures(ctx),
  ]);
  const formats = new Set(hallRows.flatMap((hall) => hall.formats));
  const { ticketUrlTemplate: _template, ...data } = row.data as Omit<Info, 'town' | 'filters'> & {
    ticketUrlTemplate?: string;
  };
  return {
    town: ctx.town,
    ...data,
    filters: {
      formats: formatValues.filter((format) => formats.has(format)),
      features,
      timesOfDay: TIMES_OF_DAY.map((time) => ({ ...time })),
      categories: [...categories.values()],
      premieres: true,
      children: categories.has(CHILDREN_CATEGORY),
    },
  };
}

export async function findPage(ctx: ReadContext, key: PageKey): Promise<unknown | undefined> {
  const grant = ctx.preview;
  const published = eq(pages.status, 'published');
  const [row] = await ctx.db
    .select()
    .from(pages)
    .where(
      and(
        eq(pages.town, ctx.town),
        eq(pages.key, key),
        grant?.kind === 'page' && grant.itemId === key ? undefined : published,
      ),
    );
  if (!row) return undefined;
  const data = row.data as Record<string, unknown>;
  // The items of these pages are rows of their own; the page keeps its texts.
  if (key === 'services')
    return absolutize({ title: data.title, intro: data.intro, services: await findServices(ctx) }, ctx);
  if (key === 'certificates')
    return absolutize(
      {
        title: data.title,
        intro: data.intro,
        certificates: await findCertificates(ctx),
        howToBuy: data.howToBuy,
        rules: data.rules,
      },
      ctx,
    );
  if (key === 'faq') return { title: data.title, intro: data.intro, groups: await findFaqGroups(ctx) };
  return absolutize(data, ctx);
}

async function findServices(ctx: ReadContext): Promise<Service[]> {
  const rows = await ctx.db
    .select()
    .from(services)
    .where(and(eq(services.town, ctx.town), visible(ctx, 'service', services)))
    .orderBy(asc(services.position), asc(services.id));
  return rows.map((row) => ({
    id: row.slug,
    title: row.title,
    description: row.description,
    price: row.price,
    image: (row.image as Service['image']) ?? null,
    ...(row.orderTopic ? { orderTopic: row.orderTopic as NonNullable<Service['orderTopic']> } : {}),
  }));
}

async function findCertificates(ctx: ReadContext): Promise<Certificate[]> {
  const rows = await ctx.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.town, ctx.town), visible(ctx, 'certificate', certificates)))
    .orderBy(asc(certificates.position), asc(certificates.id));
  return rows.map((row) => ({
    id: row.slug,
    title: row.title,
    nominal: row.nominal as Certificate['nominal'],
    description: row.description,
    image: row.image as Certificate['image'],
    validityDays: row.validityDays,
  }));
}

/** The questions grouped by their group, groups in the order of their first question. */
async function findFaqGroups(ctx: ReadContext): Promise<FaqPage['groups']> {
  const rows = await ctx.db
    .select()
    .from(faqItems)
    .where(and(eq(faqItems.town, ctx.town), visible(ctx, 'faq', faqItems)))
    .orderBy(asc(faqItems.position), asc(faqItems.id));
  const groups = new Map<string, FaqPage['groups'][number]>();
  for (const row of rows) {
    const group = groups.get(row.groupTitle) ?? { title: row.groupTitle, items: [] };
    group.items.push({ id: row.slug, question: row.question, answer: row.answer });
    groups.set(row.groupTitle, group);
  }
  return [...groups.values()];
}

/**
 * A hall's row as the contract's hall without its id — what the site's hall pages and the workspace's editor both read:
 * its details, photos at this town's addresses, and its access features (places for wheelchairs only where a
 * wheelchair gets in).
 */
export function hallOf(
  row: typeof halls.$inferSelect,
  ctx: Pick<ReadContext, 'publicUrl' | 'town'>,
): Omit<Hall, 'id'> {
  const details = row.details as Pick<Hall, 'screen' | 'sound' | 'description' | 'features' | 'photos'>;
  return {
    slug: row.slug,
    name: row.name,
    seats: row.seats,
    screen: details.screen,
    sound: details.sound,
    formats: row.formats as Format[],
    description: details.description,
    features: details.features,
    photos: absolutize(details.photos, ctx),
    accessible: row.accessible,
    wheelchairPlaces: row.accessible ? row.wheelchairPlaces : null,
    hearingLoop: row.hearingLoop,
    stepFreeEntrance: row.stepFreeEntrance,
    accessibleToilet: row.accessibleToilet,
  };
}

const hallDto = (row: typeof halls.$inferSelect, ctx: ReadContext): Hall => ({
  id: row.id,
  ...hallOf(row, ctx),
});

/**
 * A town's halls in their order (`position`, then creation): the site's hall pages, the workspace's list of halls —
 * and so the week grid's hall choice and the print screen — and the week's CSV/XLSX export all follow it.
 */
export const HALL_ORDER = [asc(halls.position), asc(halls.id)] as const;

export async function findHalls(ctx: ReadContext): Promise<Hall[]> {
  const rows = await ctx.db
    .select()
    .from(halls)
    .where(and(eq(halls.town, ctx.town), visible(ctx, 'hall', halls)))
    .orderBy(...HALL_ORDER);
  return rows.map((row) => hallDto(row, ctx));
}

/** Numeric ids and slugs both address an item. */
function idOrSlug(column: { id: AnyPgColumn; slug: AnyPgColumn }, value: string): SQL {
  return /^\d+$/.test(value) && Number(value) <= 2_147_483_647
    ? eq(column.id, Number(value))
    : eq(column.slug, value);
}

export async function findHall(ctx: ReadContext, id: string): Promise<Hall | undefined> {
  const [row] = await ctx.db
    .select()
    .from(halls)
    .where(and(eq(halls.town, ctx.town), idOrSlug(halls, id), visible(ctx, 'hall', halls)));
  return row ? hallDto(row, ctx) : undefined;
}

function eventDto(
  row: typeof events.$inferSelect,
  category: { slug: string; name: string },
  ctx: ReadContext,
): Event {
  return absolutize(
    {
      id: row.id,
      slug: row.slug,
      title: row.title,
      category,
      startsAt: iso(row.startsAt),
      endsAt: row.endsAt ? iso(row.endsAt) : null,
      venue: row.venue,
      image: row.image as Event['image'],
      excerpt: row.excerpt,
      content: row.content as Event['content'],
      ageRating: row.ageRating as Event['ageRating'],
      priceFrom: (row.priceFrom as Event['priceFrom']) ?? null,
      ticketUrl: row.ticketUrl,
      film: row.filmSlug,
    },
    ctx,
  );
}

/**
 * Events still to come: not ended (or, without an end, not started) before today's cinema day began. Cut by the
 * cinema day, not the minute, so an answer stays valid (and cached) for the whole day; the site leaves out what
 * ended earlier today.
 */
export function comingEvents(ctx: ReadContext): SQL {
  const dayBegan = localInstant(ctx.today, CINEMA_DAY_STARTS_AT_HOUR * 60).toISOString();
  return sql`coalesce(${events.endsAt}, ${events.startsAt}) >= ${dayBegan}::timestamptz`;
}

export async function findEvents(ctx: ReadContext, paging: Paging, category?: string) {
  const where = and(
    eq(events.town, ctx.town),
    visible(ctx, 'event', events),
    comingEvents(ctx),
    ...(category ? [eq(events.categorySlug, category)] : []),
  );
  const [{ rows, meta }, categoryRows] = await Promise.all([
    readPage(ctx.db, paging, {
      table: events,
      where,
      rows: ctx.db.select().from(events).orderBy(asc(events.startsAt), asc(events.id)).$dynamic(),
    }),
    ctx.db.select().from(eventCategories).where(eq(eventCategories.town, ctx.town)),
  ]);
  const names = new Map(categoryRows.map((c) => [c.slug, c.name]));
  return {
    items: rows.map((row) =>
      eventDto(row, { slug: row.categorySlug, name: names.get(row.categorySlug) ?? row.categorySlug }, ctx),
    ),
    meta,
  };
}

export async function eventCategoryCounts(ctx: ReadContext): Promise<CategoryWithCount[]> {
  const [categoryRows, counts] = await Promise.all([
    ctx.db
      .select()
      .from(eventCategories)
      .where(eq(eventCategories.town, ctx.town))
      .orderBy(asc(eventCategories.position)),
    ctx.db
      .select({ slug: events.categorySlug, n: count() })
      .from(events)
      .where(and(eq(events.town, ctx.town), eq(events.status, 'published'), comingEvents(ctx)))
      .groupBy(events.categorySlug),
  ]);
  const bySlug = new Map(counts.map((c) => [c.slug, c.n]));
  return categoryRows.map((c) => ({ slug: c.slug, name: c.name, count: bySlug.get(c.slug) ?? 0 }));
}

function newsSummary(row: typeof news.$inferSelect, ctx: ReadContext): NewsSummary {
  return absolutize(
    {
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      publishedAt: iso(row.publishedAt),
      image: row.image as NewsSummary['image'],
    },
    ctx,
  );
}

export async function findNewsPage(ctx: ReadContext, paging: Paging) {
  const where = and(eq(news.town, ctx.town), visible(ctx, 'news', news));
  const { rows, meta } = await readPage(ctx.db, paging, {
    table: news,
    where,
    rows: ctx.db.select().from(news).orderBy(desc(news.publishedAt), asc(news.id)).$dynamic(),
  });
  return { items: rows.map((row) => newsSummary(row, ctx)), meta };
}

export async function findNewsArticle(ctx: ReadContext, id: string): Promise<NewsArticle | undefined> {
  const [row] = await ctx.db
    .select()
    .from(news)
    .where(and(eq(news.town, ctx.town), idOrSlug(news, id), visible(ctx, 'news', news)));
  if (!row) return undefined;
  return { ...newsSummary(row, ctx), content: absolutize(row.content as NewsArticle['content'], ctx) };
}

function documentSummary(row: typeof documents.$inferSelect): DocumentSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    updatedAt: iso(row.updatedAt),
  };
}

export async function findDocuments(ctx: ReadContext, paging: Paging) {
  const where = and(eq(documents.town, ctx.town), visible(ctx, 'document', documents));
  const { rows, meta } = await readPage(ctx.db, paging, {
    table: documents,
    where,
    rows: ctx.db.select().from(documents).orderBy(asc(documents.position)).$dynamic(),
  });
  return { items: rows.map(documentSummary), meta };
}

export async function findDocument(ctx: ReadContext, id: string): Promise<Document | undefined> {
  const [row] = await ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.town, ctx.town), idOrSlug(documents, id), visible(ctx, 'document', documents)));
  if (!row) return undefined;
  return {
    ...documentSummary(row),
    content: absolutize(row.content as Document['content'], ctx),
    file: absolutize((row.file as Document['file']) ?? null, ctx),
  };
}

function vacancySummary(row: typeof vacancies.$inferSelect): VacancySummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    department: row.department,
    employment: row.employment as VacancySummary['employment'],
    schedule: row.schedule,
    salary: (row.salary as VacancySummary['salary']) ?? null,
    summary: row.summary,
    publishedAt: iso(row.publishedAt),
  };
}

export async function findVacancies(ctx: ReadContext, paging: Paging) {
  const where = and(eq(vacancies.town, ctx.town), visible(ctx, 'vacancy', vacancies));
  const { rows, meta } = await readPage(ctx.db, paging, {
    table: vacancies,
    where,
    rows: ctx.db.select().from(vacancies).orderBy(desc(vacancies.publishedAt), asc(vacancies.id)).$dynamic(),
  });
  return { items: rows.map(vacancySummary), meta };
}

export async function findVacancy(ctx: ReadContext, id: string): Promise<Vacancy | undefined> {
  const [row] = await ctx.db
    .select()
    .from(vacancies)
    .where(and(eq(vacancies.town, ctx.town), idOrSlug(vacancies, id), visible(ctx, 'vacancy', vacancies)));
  if (!row) return undefined;
  return {
    ...vacancySummary(row),
    duties: row.duties,
    requirements: row.requirements,
    conditions: row.conditions,
  };
}

export async function findEvent(ctx: ReadContext, slug: string) {
  const [row] = await ctx.db
    .select()
    .from(events)
    .where(and(eq(events.town, ctx.town), eq(events.slug, slug), visible(ctx, 'event', events)));
  return row;
}

export async function findNewsRow(ctx: ReadContext, slug: string) {
  const [row] = await ctx.db
    .select()
    .from(news)
    .where(and(eq(news.town, ctx.town), eq(news.slug, slug), visible(ctx, 'news', news)));
  return row;
}
