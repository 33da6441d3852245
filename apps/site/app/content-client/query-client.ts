// TanStack Query in the browser: one QueryClient for the page's life (the server makes one per request, in the
// request context). Content reaches it only through the site's loaders.
import { QueryClient } from '@tanstack/react-query';

let browserClient: QueryClient | undefined;

const make = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** The browser's QueryClient; a server render gets a throw-away one, so nothing is ever shared between visitors. */
export function getBrowserQueryClient(): QueryClient {
  if (typeof window === 'undefined') return make();
  browserClient ??= make();
  return browserClient;
}
