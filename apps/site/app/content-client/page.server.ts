// Shared by page loaders: the request's town and QueryClient (from the request context), the page's SEO head,
// the page number.
import { listPageOf, PAGE_QUERY, scheduleQueryOf } from '@kino/api/routes';
import type { Town } from '@kino/api/towns';
import type { PageMeta } from '@kino/api/types';
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { data, type RouterContextProvider } from 'react-router';
import { contentFailure, ensure, queries } from '#src/content-client/content.server.ts';
import { getEnv } from '#src/env.server.ts';
import { type HeadTag, parseHead } from '#src/head/head.ts';
import type { PageHead } from '#src/head/meta.ts';
import { isSharingMeta, type ServerHeadTags } from '#src/head/server-head.tsx';
import { logger } from '#src/http/logger.server.ts';
import { queryClientContext, serverHeadContext, townContext } from '#src/request/context.server.ts';

export interface PageContext {
  town: Town;
  url: URL;
  queryClient: QueryClient;
  /** The page's JSON-LD and sharing tags, for the HTML only (not loader data). */
  serverHead: ServerHeadTags;
  /** Loads a query through the request's QueryClient; content 404 → page 404, other failures → 502/503. */
  load<TData, TKey extends QueryKey>(
    what: string,
    options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
  ): Promise<NonNullable<TData>>;
}

/** `url`: the loader's `url` argument, the page's address as visitors see it (no `.data`, no `_routes`). */
export function pageContext(url: URL, context: Readonly<RouterContextProvider>): PageContext {
  const queryClient = context.get(queryClientContext);
  return {
    town: context.get(townContext),
    url,
    queryClient,
    serverHead: context.get(serverHeadContext),
    load: async <TData, TKey extends QueryKey>(
      what: string,
      options: EnsureQueryDataOptions<TData, Error, TData, TKey>,
    ) => {
      const value = await ensure(what, () => queryClient.ensureQueryData(options));
      // A 2xx without a body would be a broken content service, not a missing page.
      if (value === undefined || value === null)
        return contentFailure(new Error(`empty answer for ${what}`), what);
      return value as NonNullable<TData>;
    },
  };
}

/**
 * The page's head from getHead for its absolute URL (SITE_ORIGIN + path, and a list's `?page=N` — its later pages
 * are pages of their own — or the schedule's selection, which its og:url keeps); on failure a sensible title. Never
 * fails the page.
 */
export async function loadHead(ctx: PageContext, title: string): Promise<PageHead> {
  const page = ctx.url.searchParams.has('page') ? pageParam(ctx.url) : 1;
  const query = page > 1 ? `?page=${page}` : scheduleQueryOf(ctx.url.searchParams);
  const pageUrl = `${getEnv().SITE_ORIGIN}${ctx.url.pathname}${query}`;
  try {
    const answer = await ctx.queryClient.ensureQueryData(queries.head.get(ctx.town, pageUrl));
    const tags = parseHead(answer.head);
    // JSON-LD and the sharing tags go into the HTML by the server entry; the loader data (what the browser gets
    // again) keeps what a client navigation updates: the title, the description, the canonical link.
    const kept: HeadTag[] = [];
    for (const tag of tags) {
      if (tag.tag === 'jsonld') ctx.serverHead.jsonld.push(tag.json);
      else if (tag.tag === 'meta' && isSharingMeta(tag.attrs)) ctx.serverHead.meta.push(tag.attrs);
      else kept.push(tag);
    }
    return { tags: kept, title };
  } catch (error) {
    logger.warn({ pageUrl, err: (error as Error).message }, 'getHead failed');
    return { tags: null, title };
  }
}

/** `?page=N` as a positive integer within the contract's limit; anything else is page 1 (@kino/api/routes). */
export function pageParam(url: URL): number {
  return listPageOf(url.searchParams.get(PAGE_QUERY.page));
}

/** A list's page past its last one is no page (404); the first page of an empty list is one. */
export function withinPages<T extends { meta: PageMeta }>(list: T): T {
  if (list.meta.page > Math.max(1, list.meta.totalPages)) notFound();
  return list;
}

export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}
