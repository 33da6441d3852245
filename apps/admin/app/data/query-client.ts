// One QueryClient for the page's life (the workspace runs in the browser only); a 401 anywhere leads to sign-in.
import { ContentError } from '@kino/api/client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** Set by the shell: where to go when the session is gone (the sign-in screen, and back afterwards). */
let onUnauthorized: (() => void) | undefined;
export function setUnauthorizedHandler(handler: (() => void) | undefined) {
  onUnauthorized = handler;
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ContentError && error.status === 401;
}

function handle(error: unknown) {
  if (isUnauthorized(error)) onUnauthorized?.();
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handle }),
  mutationCache: new MutationCache({ onError: handle }),
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // A 4xx will not change by asking again; the client already retries a 5xx once.
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});
