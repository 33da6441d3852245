// The document: head from the page's loader, the UI kit's styles, TanStack Query; loading bar and version watch after hydration.
import { townOfPath } from '@kino/api/towns';
import { LinksProvider } from '@kino/ui/links';
import { ErrorScreen } from '@kino/ui/screens/error-screen';
import uiStyles from '@kino/ui/styles.css?url';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { getBrowserQueryClient } from '#src/content/query-client.ts';
import { publicEnv } from '#src/env.server.ts';
import { errorMeta } from '#src/head/meta.ts';
import { ServerHead } from '#src/head/server-head.tsx';
import { useNonce } from '#src/http/nonce.tsx';
import { requestMiddleware, serverValuesContext } from '#src/request/context.server.ts';
import { AfterHydration } from '#src/runtime/after-hydration.tsx';
import { claimChunkReload, isChunkLoadError } from '#src/runtime/chunk-reload.ts';
import { HashScroll } from '#src/runtime/hash-scroll.tsx';
import { SiteForm, SiteLink } from '#src/town/site-links.tsx';
import type { Route } from './+types/root';
import siteStyles from './site.css?inline';

declare const __BUILD_ID__: string;
const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

/** Decides the town and makes the request's QueryClient, once, before any loader or action runs. */
export const middleware: Route.MiddlewareFunction[] = [requestMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return {
    env: publicEnv(),
    /** Seed of the forms' Idempotency-Keys for this page load (a placeholder in the page cache, swapped per answer). */
    submissionSeed: context.get(serverValuesContext).submissionSeed ?? crypto.randomUUID(),
  };
}

// Nothing in the root changes between pages; the seed stays for the page load.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

/**
 * The kit's styles are a React stylesheet with a precedence, so React puts it at the top of the head, before the
 * scripts' modulepreloads: the browser fetches the only render-blocking file first (first paint on slow networks).
 * The site's own few lines (the loading bar) are inlined in the head by `Layout`: no second blocking request.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: uiStyles, precedence: 'default' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14121a" />
        <Meta />
        <ServerHead />
        <Links />
        <style href="site" precedence="default">
          {siteStyles}
        </style>
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Spec §8/§9: a code chunk that fails to load (an old build's file is gone) reloads the page once per 10 s. */
function reloadForChunk(error: unknown): boolean {
  if (!isChunkLoadError(error) || !claimChunkReload(sessionStorage, Date.now())) return false;
  window.location.reload();
  return true;
}

export default function App() {
  const [queryClient] = useState(getBrowserQueryClient);
  const root = useRouteLoaderData<typeof loader>('root');
  useEffect(() => {
    // Vite reports failed module preloads as this event; preventDefault stops it throwing when we reload.
    const onPreloadError = (event: Event & { payload?: unknown }) => {
      if (reloadForChunk(event.payload)) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <LinksProvider value={{ Link: SiteLink, Form: SiteForm }}>
        <HashScroll />
        <AfterHydration buildId={BUILD_ID} intervalMs={root?.env.VERSION_POLL_MS ?? 3_600_000} />
        <Outlet />
      </LinksProvider>
    </QueryClientProvider>
  );
}

/** Spec §2: the error page's title is its status. */
export const meta: Route.MetaFunction = errorMeta;

/** Spec §2, §8: any failure the towns' layouts could not show — the error page, with its status as the title. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = status === 404 ? `Page not found: ${pathname}` : undefined;
  if (!isRouteErrorResponse(error)) console.error(error);
  useEffect(() => {
    reloadForChunk(error);
  }, [error]);
  return (
    <LinksProvider value={{ town: townOfPath(pathname) }}>
      <main id="main">
        <ErrorScreen status={status} message={message} />
      </main>
    </LinksProvider>
  );
}
