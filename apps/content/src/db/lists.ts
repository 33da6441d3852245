// Lists: one page of rows with the meta every paged answer of the contract carries, and the pattern of a text search.
// Every list the service pages (the site's news, events, documents and vacancies; the workspace's content lists,
// applications, audit log and personal data access log) reads through `readPage`, so the offset and total live here.
import type { PageMeta } from '@kino/api/types';
import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

export interface Paging {
  /** From 1. */
  page: number;
  perPage: number;
}

export function pageMeta(total: number, paging: Paging): PageMeta {
  return { page: paging.page, perPage: paging.perPage, total, totalPages: Math.ceil(total / paging.perPage) };
}

export interface PageQuery<Q extends PgSelect> {
  /** The table counted for the total. */
  table: PgTable;
  /** The rows' condition, applied to the count and to the page. */
  where: SQL | undefined;
  /** The select with its columns, joins and order, made `$dynamic()`; the condition and the page are added here. */
  rows: Q;
}

/** The asked page of `rows` and its meta; the total and the page are read at once. */
export async function readPage<Q extends PgSelect>(
  db: Db,
  paging: Paging,
  query: PageQuery<Q>,
): Promise<{ rows: Awaited<Q>; meta: PageMeta }> {
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(query.table).where(query.where),
    query.rows
      .where(query.where)
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
  ]);
  return { rows: rows as Awaited<Q>, meta: pageMeta(total?.n ?? 0, paging) };
}

/** A LIKE/ILIKE pattern matching `text` anywhere, its `%`, `_` and `\\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
