// The page cache's fast path: a fresh stored page answered in front of the express app (decision 020).
import type { IncomingMessage, RequestListener } from 'node:http';
import express from 'express';
import { logger } from '#src/http/logger.server.ts';
import {
  isSitePath,
  REQUEST_LOG_SERIALIZERS,
  redirectFor,
  requestIdOf,
  validHost,
} from '#src/http/requests.server.ts';
import type { RouteRules } from '#src/runtime/route-rules.ts';
import { answerHeaders, isShareableRequest, type PageCache, pageCacheKey } from './page-cache.server.ts';

/**
 * A fresh page from the cache, answered before express: a cache hit's own work is a copy of the stored page with this
 * answer's nonce and seed, and express's per-request machinery (its request and response objects, the router, the
 * request logger's child logger, the middleware in turn, `compression`'s wrapping of the response) cost as much
 * again. Only a GET that every middleware in front of the cache would pass on unchanged is taken here — shareable,
 * not conditional, a valid host, no route rule or trailing-slash redirect, gzip from the page's template or no
 * `Accept-Encoding` at all — and it gets the headers, the request id and the log line the app would give it.
 * Anything else (stale or missing pages, brotli, HEAD, forms, files) goes through the app as before.
 */
export function cachedPageFastPath(
  app: RequestListener,
  pageCache: PageCache,
  rules: RouteRules,
  headers: Record<string, string>,
): RequestListener {
  const securityHeaderList = Object.entries(headers).flat();
  const freshAnswer = (req: IncomingMessage) => {
    const url = req.url ?? '';
    if (!isShareableRequest(req.method ?? '', req.headers, url)) return undefined;
    if (req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined)
      return undefined;
    if (!isSitePath(url) || !validHost(req.headers.host)) return undefined;
    if (redirectFor(rules, url)) return undefined;
    // What the app's cache route asks (`compression` would encode an identity answer for a client that accepts
    // brotli only, so that one goes through the app).
    if (req.headers['accept-encoding'] === undefined) return pageCache.fresh(pageCacheKey(url), false);
    if (express.request.acceptsEncodings.call(req, 'gzip', 'identity') !== 'gzip') return undefined;
    return pageCache.fresh(pageCacheKey(url), true);
  };
  return (req, res) => {
    const startedAt = Date.now();
    const answer = freshAnswer(req);
    if (!answer) return void app(req, res);
    const id = requestIdOf(req);
    const out = ['X-Request-Id', id, ...securityHeaderList];
    for (const [name, value] of answerHeaders(answer)) out.push(name, value);
    out.push('Content-Length', String(answer.body.length));
    res.writeHead(answer.status, answer.statusText || undefined, out);
    res.end(answer.body);
    if (logger.isLevelEnabled('info'))
      logger.info(
        {
          req: REQUEST_LOG_SERIALIZERS.req({ id, method: 'GET', url: req.url ?? '/' }),
          res: REQUEST_LOG_SERIALIZERS.res(res),
          responseTime: Date.now() - startedAt,
        },
        'request completed',
      );
  };
}
