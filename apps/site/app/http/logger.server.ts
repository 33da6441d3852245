// The site's server log: pino, one JSON line per event, at LOG_LEVEL; with the request id of the request it is about.
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/**
 * The request being served (set by the root middleware), so a log line and a content call can name it, and the
 * content calls of a draft's preview carry its token (`@kino/api/routes` previewTokenOf).
 */
export const requestStore = new AsyncLocalStorage<{ requestId?: string; preview?: string }>();

/** Never logged: what visitors type (form bodies, cookies) stays out of the logs. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.body',
  'res.headers["set-cookie"]',
  'values',
  'body',
];

export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'site' },
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  mixin: () => {
    const requestId = requestStore.getStore()?.requestId;
    return requestId ? { requestId } : {};
  },
});
