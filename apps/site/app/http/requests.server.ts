// What the site's server settles about a request before any page code runs — its id, its request-log line, whether
// its Host is usable, a redirect due — shared by the express app (server.ts) and the page cache's fast path.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { matchRouteRule, type RouteRules } from '#src/http/route-rules.ts';
import { trailingSlashRedirect } from './trailing-slash.ts';

/** The request's id: the balancer's X-Request-Id when it is a sane token, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/** What the request log says of a request and its answer (pino-http's line, and the fast path's). */
export const REQUEST_LOG_SERIALIZERS = {
  req: (req: { id: string; method: string; url: string }) => ({
    id: req.id,
    method: req.method,
    // The path only: query strings are the visitor's, and nothing the log needs.
    path: req.url.split('?')[0],
  }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
};

/**
 * A request target that is a path of this site: it starts with one slash, and its path has no backslash. URL parsers
 * read `\` as `/` in http(s) URLs, so `/\evil.example/` (like `//evil.example/`) would be another host's address
 * once anything resolves it — a redirect to it is an open redirect. Neither is any page of the site (404).
 */
export function isSitePath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** A Host header a URL can be made of (a bad one is the visitor's mistake: 400). */
export function validHost(host: string | undefined): boolean {
  return URL.canParse(`http://${host ?? 'localhost'}/`);
}

/** Where a GET of this target is redirected before React Router: a route rule (spec §8), then the trailing slash (§2). */
export function redirectFor(
  rules: RouteRules,
  originalUrl: string,
): { status: number; location: string } | null {
  const url = sitePath(originalUrl);
  const rule = matchRouteRule(rules, url.pathname, url.search);
  if (rule) return rule;
  const slashed = trailingSlashRedirect(url.pathname, url.search);
  return slashed ? { status: 301, location: slashed } : null;
}

/** A request target of this site as a URL (callers have checked it starts with one `/`). */
function sitePath(originalUrl: string): URL {
  return new URL(`http://site.invalid${originalUrl}`);
}
