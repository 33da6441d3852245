// The site's fetch for the content service's reads: node:http with kept-alive sockets, the answer read into memory.
// Node's fetch (undici) spent ≈ 0.4 ms of the site's CPU per content call — its Request/Response machinery, web
// streams, abort signals, a fetch controller per call — about an eighth of an uncached render, for four to seven
// calls per page (issue 12, profile of /afisha/ with SITE_CACHE=off). Anything but a GET or HEAD (a visitor's form
// with its body) goes through Node's fetch as before.
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { bufferedResponse } from '@kino/api/client';

const agents = {
  'http:': new HttpAgent({ keepAlive: true, scheduling: 'lifo' }),
  'https:': new HttpsAgent({ keepAlive: true, scheduling: 'lifo' }),
};

/** Statuses whose Response may not have a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** The body as sent, decoded when the service compressed it anyway (the site asks for identity). */
function decoded(body: Buffer, encoding: string | undefined): Uint8Array {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      // Readers get copies (arrayBuffer, bytes) or decoded text, so a Buffer from the shared pool is safe to keep.
      return body;
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
  // In memory already: read from the buffer, and the content client's timed attempt hands it on as it is.
  return bufferedResponse(NULL_BODY.has(status) ? null : decoded(body, encoding), {
    status,
    statusText: message.statusMessage ?? '',
    headers,
  });
}

/** As Node's fetch fails on the network: a TypeError «fetch failed» with the cause (content.server.ts maps it). */
const fetchFailed = (cause: unknown) => new TypeError('fetch failed', { cause });

/** Statuses that send the client on, as fetch follows them for a GET (at most 20 times, as fetch does). */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;

interface Answer {
  message: IncomingMessage;
  body: Buffer;
}

/** One request on a kept-alive socket, its answer read whole; an abort destroys the socket. */
function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const agent = agents[url.protocol as keyof typeof agents];
    const outgoing = send(url, { method, headers, agent }, (message) => {
      const chunks: Buffer[] = [];
      message.on('data', (chunk: Buffer) => chunks.push(chunk));
      message.on('end', () => {
        done();
        resolve({ message, body: Buffer.concat(chunks) });
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
}

export const contentFetch: typeof globalThis.fetch = async (input, init) => {
  const request = input instanceof Request ? input : undefined;
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  let url = new URL(request?.url ?? String(input));
  if ((method !== 'GET' && method !== 'HEAD') || init?.body != null || !(url.protocol in agents))
    return globalThis.fetch(input, init);
  const signal = init?.signal ?? request?.signal;
  const redirect = init?.redirect ?? request?.redirect ?? 'follow';
  const headers: Record<string, string> = {};
  for (const [name, value] of new Headers(init?.headers ?? request?.headers)) headers[name] = value;

  for (let hops = 0; ; hops += 1) {
    const { message, body } = await exchange(url, method, headers, signal);
    const location = message.headers.location;
    if (!REDIRECTS.has(message.statusCode ?? 0) || !location || redirect === 'manual') {
      try {
        return responseOf(message, body);
      } catch (error) {
        throw fetchFailed(error);
      }
    }
    if (redirect === 'error' || hops === MAX_REDIRECTS)
      throw fetchFailed(new Error(`redirect to ${location}`));
    const next = new URL(location, url);
    // As fetch does: credentials are not carried to another origin.
    if (next.origin !== url.origin) {
      delete headers.authorization;
      delete headers.cookie;
    }
    if (!(next.protocol in agents)) throw fetchFailed(new Error(`redirect to ${next.protocol}`));
    url = next;
  }
};
