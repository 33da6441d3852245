// The error page (an island of the root): the screen for what a route's error boundary caught, and the page outside a
// town's frame — any failure the towns' layouts could not show, or a town's whose data did not load.
import { townOfPath } from '@kino/api/towns';
import { LinksProvider } from '@kino/ui/links';
import { ErrorScreen } from '@kino/ui/screens/error-screen';
import { isRouteErrorResponse, useLocation } from 'react-router';

/** Spec §2, §8: a caught error as the error screen, 404 naming the path; an unexpected error is logged. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen status={status} message={status === 404 ? `Page not found: ${pathname}` : undefined} />;
}

/** The error screen with no frame around it. */
export default function RootError({ error }: { error: unknown }) {
  const { pathname } = useLocation();
  return (
    <LinksProvider value={{ town: townOfPath(pathname) }}>
      <main id="main">
        <RouteErrorScreen error={error} />
      </main>
    </LinksProvider>
  );
}
