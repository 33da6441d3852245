// The service's pino options: what a log line may carry, so visitors' data (names, phones, CVs, bodies) never does.
import type { FastifyServerOptions } from 'fastify';

/** An error as logged: what it is and where it came from, never the values it was about. */
export type LoggedError = {
  /** The error's class, e.g. DrizzleQueryError's `Error` or `DatabaseError`. */
  type: string;
  /**
   * The first line only: a query error's second line lists its parameters (the applicant's name, phone, CV…). A
   * database error's own message is left out: it may quote the offending value.
   */
  message: string;
  code?: string | number;
  statusCode?: number;
  /** Call sites only, without the message lines the stack repeats. */
  stack: string;
  /** The database's own error: its SQLSTATE and the schema names involved, not its message or detail (values). */
  cause?: Record<string, string>;
};

const MESSAGE_MAX = 500;
const STACK_FRAMES = 8;
/** Fields of PostgreSQL's (pg and PGlite) errors that name schema objects, never row values. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

const firstLine = (text: unknown) =>
  String(text ?? '')
    .split('\n', 1)[0]!
    .slice(0, MESSAGE_MAX);

/** A database error (pg's DatabaseError, PGlite's): its message and detail may quote the offending values. */
const isDatabaseError = (error: Record<string, unknown>) =>
  typeof error.severity === 'string' && typeof error.code === 'string';

function databaseFields(error: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = { type: error.constructor?.name ?? 'Error' };
  for (const name of DATABASE_FIELDS)
    if (typeof error[name] === 'string' || typeof error[name] === 'number')
      fields[name] = String(error[name]);
  return fields;
}

/** pino's `err` serializer for the whole service. */
export function loggedError(value: unknown): LoggedError {
  if (typeof value !== 'object' || value === null)
    return { type: typeof value, message: firstLine(value), stack: '' };
  const error = value as Record<string, unknown>;
  const database = isDatabaseError(error);
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Object',
    message: database ? `SQLSTATE ${String(error.code)}` : firstLine(error.message),
    stack: '',
  };
  if (database) logged.cause = databaseFields(error);
  if (typeof error.code === 'string' || typeof error.code === 'number') logged.code = error.code;
  if (typeof error.statusCode === 'number') logged.statusCode = error.statusCode;
  if (typeof error.stack === 'string') {
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    logged.stack = frames.slice(0, STACK_FRAMES).join('\n');
  }
  const cause = error.cause as Record<string, unknown> | undefined;
  if (!database && cause && typeof cause === 'object') {
    logged.cause = isDatabaseError(cause)
      ? databaseFields(cause)
      : { type: cause.constructor?.name ?? 'Object', message: firstLine(cause.message) };
    if (logged.code === undefined && typeof cause.code === 'string') logged.code = cause.code;
  }
  return logged;
}

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
