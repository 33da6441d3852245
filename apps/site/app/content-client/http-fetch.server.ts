// The site's fetch for the content service: Node's own fetch over a kept-alive undici Agent of the site's own
// (decision 035). Redirects, decompression, aborts and network failures (TypeError «fetch failed» with the cause)
// are fetch's; the deadline and the one retry are the content client's (@kino/api/client, spec §7).
import { Agent } from 'undici';

/**
 * The content service's sockets: kept alive between calls; an idle one is closed after 4 s, before the content
 * service's own keep-alive timeout (10 s; undici also heeds a `Keep-Alive: timeout` hint) could close it under a
 * call. Connecting is bounded too, though the content client's deadline ends a call sooner.
 */
const dispatcher = new Agent({ keepAliveTimeout: 4_000, connect: { timeout: 10_000 } });

export const contentFetch: typeof globalThis.fetch = (input, init) =>
  // `dispatcher` is Node's extension of RequestInit (undici's fetch options), not in the DOM's type.
  globalThis.fetch(input, { ...init, dispatcher } as RequestInit);
