// TanStack Query on the client: one QueryClient for the browser session; the server makes one per request.
import { createContentQueries } from '@kino/api/queries';
import { QueryClient } from '@tanstack/react-query';

let browserClient: QueryClient | undefined;

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Content reaches the browser only through the site's loaders (dehydrated), never by direct calls.
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
        retry: false,
        enabled: false,
      },
    },
  });
}

/** The browser's QueryClient (shared by components and client loaders); a new one on every server render. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/** The query keys of the @kino/api factories, for reading the hydrated cache; their fetchers never run here. */
export const queryKeys = createContentQueries(() => {
  throw new Error('The browser reads content through the site, not from the content service');
});
