// The request id of a log line: the caller's X-Request-Id (nginx's $request_id, the site's visitor request) when it
// is a plausible id, otherwise a new one; so one visitor request can be followed through the balancer, the site and
// this service.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids as the balancer and the site make them (hex, UUIDs) and similar: no spaces or control characters, bounded. */
const PLAUSIBLE_ID = /^[\w.:-]{1,128}$/;

/**
 * fastify's `genReqId`. fastify's own `requestIdHeader` would take any header value as it comes (kilobytes, any
 * characters) into every log line, so the header is read here and checked instead.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && PLAUSIBLE_ID.test(given) ? given : randomUUID();
}
