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
    async onError({ id, request }) {
      const copy = copies.get(id);
      copies.delete(id);
      // A call the caller abandoned (its own signal) is not retried; a timed-out attempt is.
      if (!copy || request.signal.aborted) return undefined;
      await sleep(delayMs);
      return attempt(copy);
    },
  };
}

/**
 * Marks a response whose body is already in memory (the site's ETag cache hands those out): a timed attempt returns
 * it as it is instead of reading it again.
 */
export const BUFFERED_RESPONSE = Symbol.for('@kino/api/buffered-response');

const utf8 = new TextDecoder();

/** A copy of the bytes in an ArrayBuffer of their own (a Node Buffer's own slice() would share its pool). */
const copyOf = (bytes: Uint8Array): Uint8Array<ArrayBuffer> =>
  Uint8Array.prototype.slice.call(bytes) as Uint8Array<ArrayBuffer>;

/**
 * A Response over bytes already in memory, marked BUFFERED_RESPONSE. Its body is read from them as fetch reads a
 * body — once (`bodyUsed`, then a TypeError), `text()` without a BOM, `arrayBuffer()`/`bytes()` as copies — without
 * the web stream and the body-reading machinery a Response built on them would run for each call (about a tenth of
 * a millisecond per content call; issue 12). `body` is a stream made when asked for. `parse`, when given, is what
 * `json()` answers (a cache's parsed value) instead of parsing the bytes.
 */
export function bufferedResponse(
  bytes: Uint8Array | null,
  init: ResponseInit,
  parse?: () => unknown,
): Response {
  const response = new Response(null, init);
  let used = false;
  let stream: ReadableStream<Uint8Array> | null | undefined;
  const read = async <T>(convert: (bytes: Uint8Array) => T): Promise<T> => {
    if (used || stream?.locked) throw new TypeError('Body is unusable: Body has already been read');
    used = true;
    return convert(bytes ?? new Uint8Array(0));
  };
  Object.defineProperties(response, {
    [BUFFERED_RESPONSE]: { value: true },
    body: {
      get: () => {
        if (bytes === null) return null;
        stream ??= new Response(used ? new Uint8Array(0) : copyOf(bytes)).body;
        return stream;
      },
    },
    bodyUsed: { get: () => used || Boolean(stream?.locked) },
    arrayBuffer: { value: () => read((b) => copyOf(b).buffer) },
    bytes: { value: () => read(copyOf) },
    text: { value: () => read((b) => utf8.decode(b)) },
    json: { value: () => read((b) => (parse ? parse() : JSON.parse(utf8.decode(b)))) },
    blob: {
      value: () => read((b) => new Blob([copyOf(b)], { type: response.headers.get('content-type') ?? '' })),
    },
    clone: {
      value: () => {
        if (used || stream?.locked) throw new TypeError('Response.clone: Body has already been consumed.');
        const init = { status: response.status, statusText: response.statusText, headers: response.headers };
        return bufferedResponse(bytes, init, parse);
      },
    },
  });
  return response;
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
    if ((response as unknown as Record<symbol, unknown>)[BUFFERED_RESPONSE] || response.body === null)
      return response;
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
