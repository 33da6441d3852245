// The site's fetch for the content service's reads: node:http with kept-alive sockets, the answer read into memory.
// Node's fetch (undici) spent ≈ 0.4 ms of the site's CPU per content call — its Request/Response machinery, web
// streams, abort signals, a fetch controller per call — about an eighth of an uncached render, for four to seven
// calls per page (issue 12, profile of /afisha/ with SITE_CACHE=off). Anything but a GET or HEAD (a visitor's form
// with its body) goes through Node's fetch as before.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { BUFFERED_RESPONSE } from '@kino/api/client';

const agents = {
  'http:': new HttpAgent({ keepAlive: true, scheduling: 'lifo' }),
  'https:': new HttpsAgent({ keepAlive: true, scheduling: 'lifo' }),
};

/** Statuses whose Response may not have a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** The body as sent, decoded when the service compressed it anyway (the site asks for identity). */
function decoded(body: Buffer, encoding: string | undefined): Uint8Array<ArrayBuffer> {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return new Uint8Array(gunzipSync(body));
    case 'br':
      return new Uint8Array(brotliDecompressSync(body));
    case 'deflate':
      return new Uint8Array(inflateSync(body));
    default:
      // Response copies a view's bytes, so a Buffer from the shared pool is safe to hand over.
      return body as Uint8Array<ArrayBuffer>;
  }
}

function responseOf(message: IncomingMessage, body: Buffer): Response {
  const status = message.statusCode ?? 502;
  const headers = new Headers();
  const raw = message.rawHeaders;
  const encoding = message.headers['content-encoding'];
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    // The body handed on is decoded: its encoding and length no longer apply.
    if (encoding && (name === 'content-encoding' || name === 'content-length')) continue;
    headers.append(name, raw[i + 1]!);
  }
  const response = new Response(NULL_BODY.has(status) ? null : decoded(body, encoding), {
    status,
    statusText: message.statusMessage ?? '',
    headers,
  });
  // In memory already: the content client's timed attempt hands it on as it is.
  Object.defineProperty(response, BUFFERED_RESPONSE, { value: true });
  return response;
}

/** As Node's fetch fails on the network: a TypeError «fetch failed» with the cause (content.server.ts maps it). */
const fetchFailed = (cause: unknown) => new TypeError('fetch failed', { cause });

export const contentFetch: typeof globalThis.fetch = (input, init) => {
  const request = input instanceof Request ? input : undefined;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  if ((method !== 'GET' && method !== 'HEAD') || init?.body != null) return globalThis.fetch(input, init);
  const url = new URL(request?.url ?? String(input));
  const signal = init?.signal ?? request?.signal;
  const headers: Record<string, string> = {};
  for (const [name, value] of new Headers(init?.headers ?? request?.headers)) headers[name] = value;
  const agent = agents[url.protocol as keyof typeof agents];
  if (!agent) return globalThis.fetch(input, init);

  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(url, { method, headers, agent }, (message) => {
      const chunks: Buffer[] = [];
      message.on('data', (chunk: Buffer) => chunks.push(chunk));
      message.on('end', () => {
        done();
        try {
          resolve(responseOf(message, Buffer.concat(chunks)));
        } catch (error) {
          reject(fetchFailed(error));
        }
      });
      message.on('error', (error) => {
        done();
        reject(fetchFailed(error));
      });
    });
    const onAbort = () => {
      outgoing.destroy();
      reject(signal?.reason);
    };
    const done = () => signal?.removeEventListener('abort', onAbort);
    signal?.addEventListener('abort', onAbort, { once: true });
    outgoing.on('error', (error) => {
      done();
      reject(signal?.aborted ? signal.reason : fetchFailed(error));
    });
    outgoing.end();
  });
};
