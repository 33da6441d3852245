// The service's pino options: what a log line may carry, so visitors' data (names, phones, CVs, bodies) never does.
import type { FastifyServerOptions } from 'fastify';
import { loggedError } from '#src/runtime/logged-error.ts';

/**
 * Paths no log line may show even if a caller passes them: bodies and form fields, parameters, the idempotency key
 * (it is derived from the visitor's submission) and credentials.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["idempotency-key"]',
  'req.body',
  'body',
  '*.body',
  'params',
  '*.params',
  'phone',
  '*.phone',
  'cv',
  '*.cv',
  // The inbox's data, should an object of it ever be passed to a log call.
  'name',
  '*.name',
  'email',
  '*.email',
  'note',
  '*.note',
  'query',
  '*.query',
];

/** A `preview=` token wherever it appears: a query's own, or inside another value (getHead's `url` of a page). */
const PREVIEW_VALUE = /((?:^|[?&])preview=)[^&#]*/g;
/**
 * A path segment that is a token, not a slug: long, of base64url's letters, with a capital (slugs are lowercase; a
 * random 32-character base64url token has no capital once in tens of millions).
 */
const TOKEN_SEGMENT = /^(?=[^/]*[A-Z])[A-Za-z0-9_-]{20,}$/;

const redactPreview = (text: string) => text.replace(PREVIEW_VALUE, '$1[redacted]');

/**
 * A request's URL as logged: the staff API's query strings are left out, since the inbox's search (`?q=`) may be
 * a visitor's name or phone. Public URLs carry no personal data (the forms post bodies), but a draft's preview token
 * is a key to it: `?preview=` values (also inside getHead's `url`) and token-like path segments are left out.
 */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  const path = (query === -1 ? url : url.slice(0, query))
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? '[redacted]' : segment))
    .join('/');
  if (query === -1) return path;
  if (url.startsWith('/admin/')) return `${path}?[redacted]`;
  const params = new URLSearchParams(url.slice(query + 1));
  const kept = [...params].map(([name, value]) => [
    name,
    name === 'preview' ? '[redacted]' : redactPreview(value),
  ]);
  return `${path}?${new URLSearchParams(kept).toString()}`;
}

/** fastify's `logger` option: a level, and where lines go instead of stdout (tests read them). */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // No bodies, no IPs, no form headers: method and URL (content URLs carry no personal data).
      req: (req: { method: string; url: string }) => ({ method: req.method, url: loggedUrl(req.url) }),
      err: loggedError,
    },
  };
}
