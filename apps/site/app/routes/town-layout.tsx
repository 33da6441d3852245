// The layout of a town (mounted at / and /rechitsa/): info before the first render, header, footer, dialog.

import type { CallbackFormValues } from '@kino/api/forms';
import { SiteLayout } from '@kino/ui/layout';
import { LinksProvider } from '@kino/ui/links';
import type { Town } from '@kino/ui/routes';
import { ErrorScreen } from '@kino/ui/screens/error-screen';
import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useMatches } from 'react-router';
import { getEnv } from '#src/env.server.ts';
import { clockAt } from '#src/lib/cinema-day.ts';
import { createRequestQueryClient, ensure, queries } from '#src/lib/content.server.ts';
import { useFormState } from '#src/lib/form-state.ts';
import { resolveTagManagerId, tagManagerScript } from '#src/lib/gtm.ts';
import { useNonce } from '#src/lib/nonce.tsx';
import { currentTarget, townOfPath, useCurrentRoute } from '#src/lib/route-info.ts';
import { TOWN_NAMES, type TownLayoutData } from '#src/lib/town-data.ts';
import { townSwitchTarget } from '#src/lib/variant.ts';
import type { Route } from './+types/town-layout';

/**
 * Spec §4: info is fetched before the first render, on the server, from the town's own service. Films are loaded
 * by the pages that show them (home, schedule) in the form they need, so other pages do not carry the week's list.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<TownLayoutData> {
  const town = townOfPath(new URL(request.url).pathname);
  const queryClient = createRequestQueryClient();
  const info = await ensure(`info of ${town}`, () => queryClient.ensureQueryData(queries.info.get(town)));
  return {
    town,
    clock: clockAt(new Date()),
    info,
    siteName: info.cinemaName,
    tagManagerId: resolveTagManagerId([getEnv().GTM_ID, info.tagManagerId]),
  };
}

/** A session removed on the content side must be gone within a minute, even in a long-lived tab. */
const FRESH_MS = 60_000;
const lastLoaded: Partial<Record<Town, { data: TownLayoutData; at: number }>> = {};

/**
 * Client navigations within a town reuse the cached info (fresh for a minute) with a new clock;
 * a town switch or stale data asks the server loader again.
 */
export async function clientLoader({
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<TownLayoutData> {
  const town = townOfPath(new URL(request.url).pathname);
  const known = lastLoaded[town];
  if (known && Date.now() - known.at < FRESH_MS) return { ...known.data, clock: clockAt(new Date()) };
  const at = Date.now();
  const data = await serverLoader();
  lastLoaded[town] = { data, at };
  return data;
}

function TownFrame({ data, children }: { data: TownLayoutData; children: React.ReactNode }) {
  const { town, info } = data;
  const route = useCurrentRoute();
  const location = useLocation();
  const nonce = useNonce();
  const dialogState = useFormState<CallbackFormValues>('callback-dialog-form');

  // Spec §4: switching towns clears the other town's films and info; coming back fetches them again.
  useEffect(() => {
    const other: Town = town === 'main' ? 'rechitsa' : 'main';
    delete lastLoaded[other];
  }, [town]);

  const search = new URLSearchParams(location.search);
  search.delete('sent');
  const otherTown: Town = town === 'main' ? 'rechitsa' : 'main';
  return (
    <LinksProvider value={{ town }}>
      <SiteLayout
        info={info}
        townSwitch={{ to: townSwitchTarget(route.name, route.params), label: TOWN_NAMES[otherTown] }}
        currentTownName={info.townName}
        callbackForm={{
          action: currentTarget(route, search.toString()),
          state: dialogState,
          consentLink: { name: 'documents-documents', params: { documents: 'personal-data' } },
        }}
        callbackOpen={dialogState.status !== 'idle' && dialogState.status !== 'submitting'}
      >
        {children}
      </SiteLayout>
      {data.tagManagerId ? (
        <script
          nonce={nonce || undefined}
          dangerouslySetInnerHTML={{ __html: tagManagerScript(data.tagManagerId) }}
        />
      ) : null}
    </LinksProvider>
  );
}

export default function TownLayout({ loaderData }: Route.ComponentProps) {
  return (
    <TownFrame data={loaderData}>
      <Outlet />
    </TownFrame>
  );
}

/** Spec §2, §8: unknown pages and failures inside a town show the error page within the town's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const layout = useMatches().find((m) => m.id.startsWith('town-'));
  const data = layout?.loaderData as TownLayoutData | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const screen = (
    <ErrorScreen status={status} message={status === 404 ? `Page not found: ${pathname}` : undefined} />
  );
  if (!data) {
    return (
      <LinksProvider value={{ town: townOfPath(pathname) }}>
        <main id="main">{screen}</main>
      </LinksProvider>
    );
  }
  return <TownFrame data={data}>{screen}</TownFrame>;
}
