// Server rendering: renders the page whole, then sets its policy (its inline scripts' hashes), ETag and caching.
import { Writable } from 'node:stream';
import { previewTokenOf } from '@kino/api/routes';
import { TOWNS, townLayoutId } from '@kino/api/towns';
import { renderToPipeableStream } from 'react-dom/server';
import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
  RouterContextProvider,
} from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { getEnv } from '#src/env.server.ts';
import { emptyServerHead, ServerHeadProvider, type ServerHeadTags } from '#src/head/server-head.tsx';
import { logger } from '#src/http/logger.server.ts';
import { etagOf, matchesEtag } from '#src/reach/answer.server.ts';
import { islandsLoaded } from '#src/render/island.tsx';
import { serverHeadContext } from '#src/request/context.server.ts';

/**
 * The HTTP server builds each request's context with the build's own context keys (its copy of the module), so it
 * takes this function from the build (`build.entry.module`), not from the source.
 */
export { createLoadContext } from '#src/request/context.server.ts';

import {
  contentSecurityPolicy,
  inlineScriptHashes,
  NO_STORE,
  PAGE_CACHE_CONTROL,
} from '#src/http/security-headers.ts';
import type { TownData } from '#src/town/use-town.ts';

export const streamTimeout = 5_000;

/**
 * Pages: the windows of @kino/api/freshness (fresh 10 s, 54 s at most with revalidation; with the content caches' a
 * removed session is gone within 60 s), for any shared cache. Failures, form answers and a draft's preview are never
 * cached.
 */
export function cacheControl(request: Request, status: number): string {
  if (status >= 500 || (request.method !== 'GET' && request.method !== 'HEAD')) return NO_STORE;
  if (previewTokenOf(request.url)) return NO_STORE;
  return PAGE_CACHE_CONTROL;
}

function contentOrigins(): string[] {
  const env = getEnv();
  return [...new Set([env.CONTENT_URL_MAIN, env.CONTENT_URL_RECHITSA].map((u) => new URL(u).origin))];
}

/** Whether the page's town runs a counter of this kind (after consent): the policy must allow it. */
function usesCounter(context: EntryContext, counter: 'tagManagerId' | 'metrikaId'): boolean {
  const data = context.staticHandlerContext.loaderData as Record<string, Partial<TownData> | undefined>;
  return TOWNS.some((town) => Boolean(data[townLayoutId(town)]?.[counter]));
}

/** The server-only head tags the page's loader found (none when the request never reached the root middleware). */
function serverHeadOf(loadContext: RouterContextProvider): ServerHeadTags {
  try {
    return loadContext.get(serverHeadContext);
  } catch {
    return emptyServerHead();
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The page's policy: the same for every visitor of the same page, its inline scripts allowed by their hashes.
  const policy = (html: string) =>
    contentSecurityPolicy({
      scriptHashes: inlineScriptHashes(html),
      imageOrigins: contentOrigins(),
      tagManager: usesCounter(routerContext, 'tagManagerId'),
      metrika: usesCounter(routerContext, 'metrikaId'),
      development: process.env.NODE_ENV === 'development',
    });
  // Other methods are answered no-store by the server before the router (server.ts): a second header would say
  // both.
  if (request.method === 'GET' || request.method === 'HEAD')
    responseHeaders.set('Cache-Control', cacheControl(request, responseStatusCode));
  // A page is only read: a post to it is refused, saying what it allows.
  if (responseStatusCode === 405) responseHeaders.set('Allow', 'GET, HEAD');
  // A draft's preview is for the staff member who opened it, not for search engines.
  if (previewTokenOf(request.url)) responseHeaders.set('X-Robots-Tag', 'noindex, nofollow');

  if (request.method.toUpperCase() === 'HEAD') {
    // What a GET would send, without the body (nothing runs: no script is allowed).
    responseHeaders.set('Content-Security-Policy', policy(''));
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The routes' views are rendered in place, never streamed in later (render/island.tsx).
  await islandsLoaded();

  return new Promise((resolve, reject) => {
    // Errors React reported while rendering. One in the shell ends in onShellError, and React Router logs it
    // (handleError); one a Suspense boundary caught leaves the page without that part, and is logged here.
    const errors: unknown[] = [];
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerHeadProvider value={serverHeadOf(loadContext)}>
        <ServerRouter context={routerContext} url={request.url} />
      </ServerHeadProvider>,
      {
        // A finished Suspense boundary (an island, render/island.tsx) is written in place, however large: React
        // would otherwise send a big one after the shell, hidden until a script shows it — blank without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Every page is sent whole, to browsers as to crawlers: its data and views are ready before the render, and
        // only React Router's loader-data scripts would finish after the shell — sent after it, each in a hidden
        // boundary that React's inline runtime reveals in the browser (≈ 1 kB more, a 15 ms task after the paint).
        onAllReady() {
          for (const error of errors)
            logger.error({ err: error, url: request.url }, 'render failed inside a boundary');
          // Written whole at once from here (every boundary is ready), so it is collected into one buffer: one
          // chunk for React Router's Response and the HTTP server instead of React's 2 kB pieces each passed
          // through a Node stream and a web stream (issue 12, server CPU per uncached render).
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = Buffer.concat(chunks);
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              responseHeaders.set('Content-Security-Policy', policy(html.toString('utf8')));
              // The same page is the same bytes for everyone: its hash names it, and a browser or cache that has
              // it gets a 304.
              const etag = etagOf(html);
              responseHeaders.set('ETag', etag);
              if (responseStatusCode === 200 && matchesEtag(request.headers.get('if-none-match'), etag))
                resolve(new Response(null, { headers: responseHeaders, status: 304 }));
              else resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          errors.push(error);
        },
      },
    );
  });
}

/** Data requests of client navigations follow the pages' policy. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  response.headers.set('Cache-Control', cacheControl(request, response.status));
  return response;
};

/** Logs unexpected server errors once; 404s and aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (isRouteErrorResponse(error)) return; // content failures are logged where they happen
  logger.error({ err: error, url: request.url }, 'unexpected server error');
};
