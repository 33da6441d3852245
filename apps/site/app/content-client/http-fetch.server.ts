// The site's fetch for the content service: undici's `request` over a kept-alive `Agent` of the site's own, in the
// shape openapi-fetch calls (a Request in, a Response out), decision 035. `request` skips the fetch standard's
// machinery (a copied Request, a body stream per answer): 0.2–0.5 ms less CPU a call than Node's fetch over the same
// Agent, 4–7 calls a page (apps/bench/results/issue-32-before-after.md). Redirects are followed by undici's interceptor;
// answers arrive uncompressed because every call asks `Accept-Encoding: identity` (content.server.ts). Failures are
// undici's own: a DOMException for an abandoned call (the signal's reason), a system error (`code` ECONNREFUSED, …) or
// an undici error for the network; the deadline and the one retry are the content client's (@kino/api/client).
import { Agent, errors, interceptors, request } from 'undici';

/**
 * The content service's sockets: kept alive between calls; an idle one is closed after 4 s, before the content
 * service's own keep-alive timeout (10 s; undici also heeds a `Keep-Alive: timeout` hint) could close it under a
 * call. Connecting is bounded too, though the content client's deadline ends a call sooner.
 */
const dispatcher = new Agent({ keepAliveTimeout: 4_000, connect: { timeout: 10_000 } }).compose(
  interceptors.redirect({ maxRedirections: 5 }),
);

/** Answers that carry no body (fetch's null-body statuses). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

export const contentFetch: typeof globalThis.fetch = async (input, init) => {
  // openapi-fetch passes a Request and at most a signal: that Request is used as it is, not copied.
  const plain =
    input instanceof Request && (init === undefined || Object.keys(init).every((k) => k === 'signal'));
  const call = plain ? input : new Request(input, init);
  const answer = await request(call.url, {
    method: call.method as 'GET',
    headers: [...call.headers].flat(),
    body: call.body === null ? undefined : Buffer.from(await call.arrayBuffer()),
    signal: init?.signal ?? call.signal,
    dispatcher,
    ...(call.redirect === 'follow' ? {} : { maxRedirections: 0 }),
  });
  const body =
    NO_BODY.has(answer.statusCode) || call.method === 'HEAD' ? null : await answer.body.arrayBuffer();
  if (body === null) await answer.body.dump();
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Response(body, { status: answer.statusCode, headers });
};

/**
 * Whether a call failed because the content service could not be reached or did not answer (the page is «temporarily
 * unavailable», 503), rather than answering wrongly: a timeout or abort, a system error of the socket, or undici's.
 */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  if (error instanceof errors.UndiciError) return true;
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === 'string' && /^E[A-Z]+$/.test(code);
}
