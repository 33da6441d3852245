// Server access to the content service: one typed client per town, sharing the ETag cache, and a QueryClient per request.
import { type ContentClient, ContentError, createContentClient, type Middleware } from '@kino/api/client';
import { CONTENT_FRESH_S } from '@kino/api/freshness';
import { createContentQueries } from '@kino/api/queries';
import { PREVIEW_PARAM } from '@kino/api/routes';
import type { Town } from '@kino/api/towns';
import { QueryClient } from '@tanstack/react-query';
import { data } from 'react-router';
import { createEtagCache } from '#src/cache/content-etag-cache.server.ts';
import { createCircuitBreaker } from '#src/content-client/circuit-breaker.server.ts';
import { contentFetch, isUnreachable } from '#src/content-client/http-fetch.server.ts';
import { getEnv } from '#src/env.server.ts';
import { logger, requestStore } from '#src/http/logger.server.ts';

/** How long a content answer is used without revalidation; part of the 60 s staleness budget (freshness.ts). */
export const CONTENT_FRESH_MS = CONTENT_FRESH_S * 1000;

/** How often a content service known to be down (its breaker open) is asked whether it answers again. */
export const CONTENT_PROBE_MS = 1_000;

let clients: { reads: Record<Town, ContentClient>; forms: Record<Town, ContentClient> } | undefined;

/**
 * Every content call says which visitor request it serves, so the content service's log line names it too. And it
 * asks for plain bytes: the content service sits next to the site, and decompressing its br/gzip answers was about a
 * tenth of the site's CPU per uncached render (issue 12, profile of /afisha/ with SITE_CACHE=off). A draft's preview
 * (a page asked with `?preview=`) asks everything with the token: the draft is answered as if published, `no-store`.
 */
const requestScope: Middleware = {
  onRequest({ request }) {
    const store = requestStore.getStore();
    if (store?.requestId) request.headers.set('X-Request-Id', store.requestId);
    request.headers.set('Accept-Encoding', 'identity');
    if (!store?.preview) return request;
    const url = new URL(request.url);
    url.searchParams.set(PREVIEW_PARAM, store.preview);
    return new Request(url, request);
  },
};
function build(): NonNullable<typeof clients> {
  const env = getEnv();
  // Content answers are used for 5 s without asking, then revalidated with their ETag (see README, caching).
  const httpCache =
    env.SITE_CACHE === 'on' ? createEtagCache({ freshMs: CONTENT_FRESH_MS, fetch: contentFetch }) : undefined;
  const reads = (baseUrl: string) => {
    // Each base address has its breaker (decision 035): after a timed-out call its calls fail at once, so pages are
    // answered from their last good copy or with the 503 page straight away, until the service answers its probe.
    const breaker = createCircuitBreaker({
      base: baseUrl,
      fetch: httpCache?.fetch ?? contentFetch,
      probeFetch: contentFetch,
      probeEveryMs: CONTENT_PROBE_MS,
      probeTimeoutMs: env.SITE_CONTENT_TIMEOUT_MS,
      onChange: (open) =>
        open
          ? logger.error(
              { base: baseUrl },
              'content service not answering: its calls fail at once until it does',
            )
          : logger.info({ base: baseUrl }, 'content service answers again'),
    });
    return createContentClient({
      baseUrl,
      product: env.CONTENT_PRODUCT,
      fetch: breaker.fetch,
      timeoutMs: env.SITE_CONTENT_TIMEOUT_MS,
      middleware: [requestScope],
    });
  };
  // Forms go straight to the service with their own, longer time limit (decision 045): an application is never
  // abandoned because reads were slow, and its slow storing does not open the reads' breaker.
  const forms = (baseUrl: string) =>
    createContentClient({
      baseUrl,
      product: env.CONTENT_PRODUCT,
      fetch: contentFetch,
      timeoutMs: env.SITE_FORM_TIMEOUT_MS,
      middleware: [requestScope],
    });
  return {
    reads: { main: reads(env.CONTENT_URL_MAIN), rechitsa: reads(env.CONTENT_URL_RECHITSA) },
    forms: { main: forms(env.CONTENT_URL_MAIN), rechitsa: forms(env.CONTENT_URL_RECHITSA) },
  };
}

/** The content client of a town; each town reads its own base address. */
export function contentClient(town: Town): ContentClient {
  clients ??= build();
  return clients.reads[town];
}

/**
 * The client a town's visitor forms are filed with: the same, with the longer SITE_FORM_TIMEOUT_MS (an application
 * carries a CV of up to 5 MiB; abandoning one the service then stores would tell the visitor it failed).
 */
export function formClient(town: Town): ContentClient {
  clients ??= build();
  return clients.forms[town];
}

export const queries = createContentQueries(contentClient);

/** A fresh QueryClient for one request: never shared between visitors. */
export function createRequestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

/** The content service's answers to an address that names nothing: not found, refused by the contract, too long. */
const CLIENT_MISTAKES: ReadonlySet<number> = new Set([400, 404, 414]);

/**
 * Turns content failures into the right answer: a missing thing is the site's 404; anything else is a bad gateway
 * (logged), which the error page shows with 502/503 instead of crashing.
 */
export function contentFailure(error: unknown, what: string): never {
  // A slug the contract refuses (400) or one longer than any it allows (414) cannot name anything either: the
  // visitor's page does not exist. What a visitor typed is never a bad gateway (nginx counts a 502 against the
  // instance, and a stream of them would take every instance out).
  if (error instanceof ContentError && CLIENT_MISTAKES.has(error.status))
    throw data(null, { status: 404, statusText: 'Not Found' });
  if (error instanceof Response) throw error;
  // Unreachable or too slow (timed out) is "temporarily unavailable"; a wrong answer is a bad gateway.
  const unavailable = (error instanceof ContentError && error.status === 503) || isUnreachable(error);
  const status = unavailable ? 503 : 502;
  logger.error(
    { what, status, err: error instanceof Error ? error.message : String(error) },
    'content service failed',
  );
  throw data(null, { status, statusText: status === 503 ? 'Service Unavailable' : 'Bad Gateway' });
}

/** Loads one or more queries into a request's QueryClient, mapping content failures. */
export async function ensure<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    return contentFailure(error, what);
  }
}
