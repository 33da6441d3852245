// The typed client of the admin API: same origin as the workspace, the session cookie goes along.
import { type ContentClient, createContentClient } from '@kino/api/client';

let client: ContentClient | undefined;

/** Made on first use: the build prerenders index.html in Node, where there is no window. */
export function adminClient(): ContentClient {
  client ??= createContentClient({
    baseUrl: window.location.origin,
    // Same origin, so the cookie is sent anyway; `include` keeps it so behind a dev proxy on another port too.
    fetch: (input) => globalThis.fetch(new Request(input, { credentials: 'include' })),
  });
  return client;
}
