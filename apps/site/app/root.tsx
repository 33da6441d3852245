// The document: head from the page's loader, the UI kit's styles; loading bar and version watch after hydration.
import uiStyles from '@kino/ui/styles.css?url';
import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from 'react-router';
import { AfterHydration } from '#src/browser/after-hydration.tsx';
import { useChunkReload } from '#src/browser/chunk-reload.ts';
import { publicEnv } from '#src/env.server.ts';
import { errorMeta } from '#src/head/meta.ts';
import { ServerHead } from '#src/head/server-head.tsx';
import { island } from '#src/render/island.tsx';
import { requestMiddleware } from '#src/request/context.server.ts';
import type { Route } from './+types/root';
import siteStyles from './site.css?inline';

declare const __BUILD_ID__: string;
const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

/** Decides the town and makes the request's QueryClient, once, before any loader or action runs. */
export const middleware: Route.MiddlewareFunction[] = [requestMiddleware];

export function loader() {
  return { env: publicEnv() };
}

// Nothing in the root changes between pages.
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
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <>
      <AfterHydration buildId={BUILD_ID} intervalMs={root?.env.VERSION_POLL_MS ?? 3_600_000} />
      <Outlet />
    </>
  );
}

/** Spec §2: the error page's title is its status. */
export const meta: Route.MetaFunction = errorMeta;

const RootError = island('root-error', () => import('./root-error.view.tsx'));

/** Spec §2, §8: any failure the towns' layouts could not show — the error page, with its status as the title. */
export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  useChunkReload(props.error);
  return <RootError {...props} />;
}
