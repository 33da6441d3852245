// The error page (an island of the root): the screen for what a route's error boundary caught, and the page outside a
// town's frame — any failure the towns' layouts could not show, or a town's whose data did not load.
import { townOfPath } from '@kino/api/towns';
import { LinksProvider } from '@kino/ui/links';
import { ErrorScreen, OfflineScreen } from '@kino/ui/screens/error-screen';
import { isRouteErrorResponse, useLocation, useNavigate } from 'react-router';
import { isNetworkError } from '#src/browser/network-error.ts';
import { useRouteErrorShown } from '#src/browser/route-error-shown.ts';

/**
 * Spec §2, §8: a caught error as the error screen, 404 naming the path; an unexpected error is logged. A page whose
 * data or code did not arrive because the network failed says so, with a link that tries the same address again.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useRouteErrorShown();
  if (isNetworkError(error)) {
    const retryHref = `${pathname}${search}${hash}`;
    return (
      <OfflineScreen
        retryHref={retryHref}
        onRetry={(event) => {
          event.preventDefault();
          // The same address again: React Router loads the page's data anew.
          void navigate(retryHref, { replace: true });
        }}
      />
    );
  }
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
