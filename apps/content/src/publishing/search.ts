// The site's search (issue 35, decision 120): a town's published films, news, coming events and vacancies matching a
// query — by PostgreSQL full-text search with the `russian` configuration (words in any form) and by trigram
// similarity of titles (pg_trgm, migration 0010), so a misspelled title still finds its item. Works alike on PGlite
// and PostgreSQL; no index is needed at a cinema's size (the decision record has the timings).
import { toLocalIso } from '@kino/api/cinema-time';
import type { components } from '@kino/api/types';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { events, films, news, vacancies } from '#src/db/schema.ts';
import { absolutize, comingEvents, type ReadContext, visible } from './repository.ts';

type SearchResults = components['schemas']['SearchResults'];
type SearchHit = components['schemas']['SearchHit'];

/** The contract's largest answer. */
export const SEARCH_LIMIT = 30;
/** pg_trgm's word_similarity from which a title counts as matching: «шахмотистка» ~ «Шахматистка» is 0.6. */
const TITLE_SIMILARITY = 0.5;
const EXCERPT_MAX = 200;

/** The query as searched: NFC, trimmed, single spaces. */
export function normalizeQuery(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/** Fewer than two letters or digits match nearly everything by trigrams and nothing useful by words. */
const searchable = (query: string) => (query.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2;

/** ё and е are one letter to anyone typing Russian. */
const foldYo = (value: string) => value.toLowerCase().replaceAll('ё', 'е');

const clip = (text: string) =>
  text.length <= EXCERPT_MAX ? text : `${text.slice(0, EXCERPT_MAX - 1).replace(/\s+\S*$/u, '')}…`;

interface Matcher {
  /** How well a row matches: full-text rank plus the title's trigram similarities. */
  score(doc: SQL, title: AnyPgColumn): SQL<number>;
  /** Whether a row matches at all. */
  where(doc: SQL, title: AnyPgColumn): SQL;
}

function matcher(query: string): Matcher {
  const words = sql`websearch_to_tsquery('russian', ${query}::text)`;
  const typed = foldYo(query);
  const folded = (title: AnyPgColumn) => sql`translate(lower(${title}), 'ё', 'е')`;
  // The query as a word of the title: «шахмотистка» is as close to «Шахматистка» as to «Встреча … «Шахматистка»».
  const similarity = (title: AnyPgColumn) => sql`word_similarity(${typed}::text, ${folded(title)})`;
  return {
    // The whole title's likeness breaks the tie: the film called so before the event that names it.
    score: (doc, title) =>
      sql<number>`(ts_rank(${doc}, ${words}) + ${similarity(title)} + similarity(${typed}::text, ${folded(title)}))`.mapWith(
        Number,
      ),
    where: (doc, title) => sql`(${doc} @@ ${words} or ${similarity(title)} >= ${TITLE_SIMILARITY})`,
  };
}

/** A weighted document: the title counts most, then the short fields, then the long text. */
const doc = (title: AnyPgColumn, short: SQL, long: SQL) =>
  sql`(setweight(to_tsvector('russian', ${title}), 'A') || setweight(to_tsvector('russian', ${short}), 'B') || setweight(to_tsvector('russian', ${long}), 'C'))`;

export async function search(ctx: ReadContext, raw: string): Promise<SearchResults> {
  const query = normalizeQuery(raw);
  if (!searchable(query)) return { query, items: [] };
  const m = matcher(query);
  const filmDoc = doc(
    films.title,
    sql`coalesce(${films.originalTitle}, '') || ' ' || ${films.director} || ' ' || ${films.genres}::text`,
    sql`${films.description} || ' ' || ${films.cast}::text`,
  );
  const newsDoc = doc(news.title, sql`''`, sql`${news.excerpt}`);
  const eventDoc = doc(events.title, sql`${events.venue}`, sql`${events.excerpt}`);
  const vacancyDoc = doc(vacancies.title, sql`${vacancies.department}`, sql`${vacancies.summary}`);
  /** A kind's rows this search finds: the town's, shown on the site (or previewed), matching `document`. */
  const found = (
    kind: Parameters<typeof visible>[1],
    table: { town: AnyPgColumn; title: AnyPgColumn; status: AnyPgColumn; id: AnyPgColumn },
    document: SQL,
    ...more: SQL[]
  ) => and(eq(table.town, ctx.town), visible(ctx, kind, table), ...more, m.where(document, table.title));
  const [filmRows, newsRows, eventRows, vacancyRows] = await Promise.all([
    ctx.db
      .select({
        slug: films.slug,
        title: films.title,
        excerpt: films.description,
        image: films.poster,
        score: m.score(filmDoc, films.title),
      })
      .from(films)
      .where(found('film', films, filmDoc)),
    ctx.db
      .select({
        slug: news.slug,
        title: news.title,
        excerpt: news.excerpt,
        date: news.publishedAt,
        image: news.image,
        score: m.score(newsDoc, news.title),
      })
      .from(news)
      .where(found('news', news, newsDoc)),
    ctx.db
      .select({
        slug: events.slug,
        category: events.categorySlug,
        title: events.title,
        excerpt: events.excerpt,
        date: events.startsAt,
        image: events.image,
        score: m.score(eventDoc, events.title),
      })
      .from(events)
      .where(found('event', events, eventDoc, comingEvents(ctx))),
    ctx.db
      .select({
        slug: vacancies.slug,
        title: vacancies.title,
        excerpt: vacancies.summary,
        date: vacancies.publishedAt,
        score: m.score(vacancyDoc, vacancies.title),
      })
      .from(vacancies)
      .where(found('vacancy', vacancies, vacancyDoc)),
  ]);
  const hit = (
    kind: SearchHit['kind'],
    row: {
      slug: string;
      category?: string;
      title: string;
      excerpt: string;
      date?: Date;
      image?: unknown;
      score: number;
    },
  ) => ({
    score: row.score,
    hit: {
      kind,
      slug: row.slug,
      category: row.category ?? null,
      title: row.title,
      excerpt: clip(row.excerpt),
      date: row.date ? toLocalIso(row.date) : null,
      image: row.image ? absolutize(row.image as SearchHit['image'], ctx) : null,
    } satisfies SearchHit,
  });
  const byTitle = new Intl.Collator('ru');
  const items = [
    ...filmRows.map((row) => hit('film', row)),
    ...newsRows.map((row) => hit('news', row)),
    ...eventRows.map((row) => hit('event', row)),
    ...vacancyRows.map((row) => hit('vacancy', row)),
  ]
    .sort((a, b) => b.score - a.score || byTitle.compare(a.hit.title, b.hit.title))
    .slice(0, SEARCH_LIMIT)
    .map(({ hit }) => hit);
  return { query, items };
}
