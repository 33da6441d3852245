// The error page outside a town's frame (an island of the root): any failure the towns' layouts could not show.
import { townOfPath } from '@kino/api/towns';
import { LinksProvider } from '@kino/ui/links';
import { ErrorScreen } from '@kino/ui/screens/error-screen';
import { isRouteErrorResponse, useLocation } from 'react-router';
import type { Route } from './+types/root';

export default function RootError({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = status === 404 ? `Page not found: ${pathname}` : undefined;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <LinksProvider value={{ town: townOfPath(pathname) }}>
      <main id="main">
        <ErrorScreen status={status} message={message} />
      </main>
    </LinksProvider>
  );
}
