// The workspace's document: the kit's styles, one QueryClient for the page's life, links through the router.
import { type AdminLinkProps, AdminLinksProvider } from '@kino/ui/admin/components/admin-links';
import { AdminLoading } from '@kino/ui/admin/components/admin-page';
import '@kino/ui/styles.css';
import '@kino/ui/admin/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from 'react-router';
import { queryClient } from '#src/data/query-client.ts';
import type { Route } from './+types/root';

export const meta: Route.MetaFunction = () => [{ title: 'Кинотеатр — рабочее место' }];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function RouterLink({ to, ...rest }: AdminLinkProps) {
  return <Link to={to} {...rest} />;
}

export default function App() {
  const { pathname } = useLocation();
  return (
    <QueryClientProvider client={queryClient}>
      <AdminLinksProvider value={{ Link: RouterLink, pathname }}>
        <Outlet />
      </AdminLinksProvider>
    </QueryClientProvider>
  );
}

/** Shown in the static index.html until the app has started. */
export function HydrateFallback() {
  return <AdminLoading label="Открываем рабочее место…" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="adm-sign-in" id="main">
      <div className="adm-sign-in-card">
        <h1>{status === 404 ? 'Страница не найдена' : 'Что-то пошло не так'}</h1>
        <p>
          <a href="/admin/">На главную рабочего места</a>
        </p>
      </div>
    </main>
  );
}
