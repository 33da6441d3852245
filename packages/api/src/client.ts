// The typed content client: one factory, with the spec's retry, idempotency keys and product prefix as middleware.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { Problem, paths } from './types.ts';

export type ContentClient = Client<paths>;
export type { Middleware };

export interface ContentClientOptions {
  /** The town's base address, e.g. http://localhost:4000/main/ */
  baseUrl: string;
  /** Product slug of the content calls (`{product}/v1/…`); the contract is written with `kino`. */
  product?: string;
  fetch?: typeof globalThis.fetch;
  /** Spec §7: one retry after 500 ms. */
  retryDelayMs?: number;
  /** Each attempt is abandoned after this long (a stalled service must not hold a page); none by default. */
  timeoutMs?: number;
  /** Extra middleware, run after the built-in ones (e.g. a loading bar or tracing). */
  middleware?: Middleware[];
  headers?: Record<string, string>;
}

/** A failed content call as a value: HTTP status and the problem+json body, when there is one. */
export class ContentError extends Error {
  readonly status: number;
  readonly problem: Problem | undefined;
  constructor(status: number, problem?: Problem, message?: string) {
    super(message ?? problem?.detail ?? problem?.title ?? `Content request failed with status ${status}`);
    this.name = 'ContentError';
    this.status = status;
    this.problem = problem;
  }
}

const CONTRACT_PRODUCT = 'kino';

/** Rewrites the contract's `/kino/v1/` prefix to the configured product. */
function productPrefix(product: string): Middleware {
  return {
    onRequest({ request }) {
      if (product === CONTRACT_PRODUCT) return undefined;
      const url = new URL(request.url);
      const marker = `/${CONTRACT_PRODUCT}/v1/`;
      const at = url.pathname.indexOf(marker);
      if (at === -1) return undefined;
      url.pathname = `${url.pathname.slice(0, at)}/${product}/v1/${url.pathname.slice(at + marker.length)}`;
      return new Request(url, request);
    },
  };
}

/** Every POST carries an Idempotency-Key; the retry below resends the same request, so the same key. */
const idempotencyKey: Middleware = {
  onRequest({ request }) {
    if (request.method !== 'POST' || request.headers.has('Idempotency-Key')) return undefined;
    request.headers.set('Idempotency-Key', crypto.randomUUID());
    return request;
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spec §7: a request is retried once after a delay, on a network error or a 5xx answer — never on a 4xx. */
function retryOnce(delayMs: number, attempt: (request: Request) => Promise<Response>): Middleware {
  const copies = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      // A request without a body can be sent again as it is.
      copies.set(id, request.body === null ? request : request.clone());
      return undefined;
    },
    async onResponse({ response, id }) {
      const copy = copies.get(id);
      copies.delete(id);
      if (!copy || response.status < 500) return undefined;
      await response.body?.cancel();
      await sleep(delayMs);
      return attempt(copy);
    },
    async onError({ id, request, error }) {
      const copy = copies.get(id);
      copies.delete(id);
      // A call the caller abandoned (its own signal) is not retried, nor one failed at once because the service is
      // known to be down (a circuit breaker: trying again would fail the same way); a timed-out attempt is.
      if (!copy || request.signal.aborted || error instanceof ServiceDownError) return undefined;
      await sleep(delayMs);
      return attempt(copy);
    },
  };
}

/**
 * A call failed at once, without being sent, because its service is known not to answer (a circuit breaker is
 * open after a timed-out call). It is the kind of error a timed-out attempt rejects with — a DOMException named
 * `TimeoutError` — so whatever handles a timeout (a 503, a page cache's stale copy) handles it the same way; the
 * client does not retry it.
 */
export class ServiceDownError extends DOMException {
  constructor(message = 'The service is not answering') {
    super(message, 'TimeoutError');
  }
}

const timeoutError = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');

/**
 * One attempt with a deadline that covers the answer and its body. The deadline is a timer of its own, raced
 * against the call: the abort is passed on too (so the socket is let go), but a Request's signal does not survive
 * a garbage collection in Node's fetch (nodejs/undici#4068: a copied Request, or one built with a signal, stops
 * following it), so an abort alone could leave a stalled call waiting for ever.
 */
async function timedAttempt(
  fetchImpl: typeof globalThis.fetch,
  request: Request,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onCallerAbort: (() => void) | undefined;
  const stopped = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = timeoutError();
      controller.abort(error);
      reject(error);
    }, timeoutMs);
    onCallerAbort = () => {
      controller.abort(request.signal.reason);
      reject(request.signal.reason);
    };
    if (request.signal.aborted) onCallerAbort();
    else request.signal.addEventListener('abort', onCallerAbort, { once: true });
  });
  const answer = (async () => {
    const response = await fetchImpl(request, { signal: controller.signal });
    if (response.body === null) return response;
    const body = await response.arrayBuffer();
    return new Response(body.byteLength > 0 ? body : null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  })();
  try {
    return await Promise.race([answer, stopped]);
  } finally {
    clearTimeout(timer);
    if (onCallerAbort) request.signal.removeEventListener('abort', onCallerAbort);
    // The losing side settles later (or never, if the service never answers): nobody waits for it.
    answer.catch(() => undefined);
    stopped.catch(() => undefined);
  }
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const { product = CONTRACT_PRODUCT, retryDelayMs = 500, timeoutMs, middleware = [] } = options;
  // Resolved per call, so a test or the site's cache may swap globalThis.fetch after the client is made.
  const attempt = (request: Request) => {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    return timeoutMs ? timedAttempt(fetchImpl, request, timeoutMs) : fetchImpl(request);
  };
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: attempt,
    headers: options.headers,
  });
  client.use(productPrefix(product), idempotencyKey, retryOnce(retryDelayMs, attempt), ...middleware);
  return client;
}

/** Unwraps an openapi-fetch result: the data, or a thrown ContentError. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    const problem =
      typeof result.error === 'object' && result.error !== null ? (result.error as Problem) : undefined;
    throw new ContentError(result.response.status, problem);
  }
  return result.data as T;
}
