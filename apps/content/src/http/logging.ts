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

/**
 * A request's URL as logged: the staff API's query strings are left out, since the inbox's search (`?q=`) may be
 * a visitor's name or phone. Public URLs carry no personal data (the forms post bodies).
 */
export function loggedUrl(url: string): string {
  if (!url.startsWith('/admin/')) return url;
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}?[redacted]`;
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
