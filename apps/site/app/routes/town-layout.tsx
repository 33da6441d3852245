// The layout of a town (mounted at / and /rechitsa/): info before the first render, header, footer, dialog.

import type { CallbackFormValues } from '@kino/api/forms';
import { contentKeys } from '@kino/api/queries';
import { SiteLayout } from '@kino/ui/layout';
import { LinksProvider } from '@kino/ui/links';
import type { Town } from '@kino/ui/routes';
import { ErrorScreen } from '@kino/ui/screens/error-screen';
import { type DehydratedState, dehydrate, HydrationBoundary, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useMatches } from 'react-router';
import { getEnv } from '#src/env.server.ts';
import { clockAt } from '#src/lib/cinema-day.ts';
import { createRequestQueryClient, ensure, queries } from '#src/lib/content.server.ts';
import { useFormState } from '#src/lib/form-state.ts';
import { resolveTagManagerId, tagManagerScript } from '#src/lib/gtm.ts';
import { useNonce } from '#src/lib/nonce.tsx';
import { getQueryClient, queryKeys } from '#src/lib/query-client.ts';
import { currentTarget, townOfPath, useCurrentRoute } from '#src/lib/route-info.ts';
import { TOWN_NAMES, type TownLayoutData, useTownInfo } from '#src/lib/town-data.ts';
import { townSwitchTarget } from '#src/lib/variant.ts';
import type { Route } from './+types/town-layout';

type LayoutData = TownLayoutData & { dehydrated: DehydratedState | null };

/**
 * Spec §4: info is fetched before the first render, on the server, from the town's own service. Films are loaded
 * by the pages that show them (home, schedule) in the form they need, so other pages do not carry the week's list.
 */
export async function loader({ request }: Route.LoaderArgs): Promise<LayoutData> {
  const town = townOfPath(new URL(request.url).pathname);
  const queryClient = createRequestQueryClient();
  const other: Town = town === 'main' ? 'rechitsa' : 'main';
  const [info, otherTownName] = await Promise.all([
    ensure(`info of ${town}`, () => queryClient.ensureQueryData(queries.info.get(town))),
    otherTownNameOf(other),
  ]);
  return {
    town,
    otherTownName,
    clock: clockAt(new Date()),
    siteName: info.cinemaName,
    tagManagerId: resolveTagManagerId([getEnv().GTM_ID, info.tagManagerId]),
    dehydrated: dehydrate(queryClient),
  };
}

/**
 * The switcher's label: the other town's name from its own content service. Only the name is kept (its info is
 * not hydrated: spec §4 fetches a town's data when the visitor switches); if that service is down, the page still
 * renders, with the built-in name.
 */
async function otherTownNameOf(town: Town): Promise<string> {
  try {
    return (await createRequestQueryClient().fetchQuery(queries.info.get(town))).townName || TOWN_NAMES[town];
  } catch (error) {
    console.warn(`Info of ${town} unavailable for the town switcher:`, (error as Error).message);
    return TOWN_NAMES[town];
  }
}

/** A session removed on the content side must be gone within a minute, even in a long-lived tab. */
const FRESH_MS = 60_000;
const lastLoaded: Partial<Record<Town, TownLayoutData>> = {};

/**
 * Client navigations within a town reuse the cached info (fresh for a minute) with a new clock;
 * a town switch or stale data asks the server loader again.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<LayoutData> {
  const town = townOfPath(new URL(request.url).pathname);
  const queryClient = getQueryClient();
  const fresh = (key: readonly unknown[]) => {
    const state = queryClient.getQueryState(key);
    return state?.data !== undefined && Date.now() - state.dataUpdatedAt < FRESH_MS;
  };
  const known = lastLoaded[town];
  if (known && fresh(queryKeys.info.get(town).queryKey)) {
    return { ...known, clock: clockAt(new Date()), dehydrated: null };
  }
  const data = await serverLoader();
  const { dehydrated: _d, ...rest } = data;
  lastLoaded[town] = rest;
  return data;
}

function TownFrame({ data, children }: { data: TownLayoutData; children: React.ReactNode }) {
  const { town } = data;
  const info = useTownInfo(town);
  const route = useCurrentRoute();
  const location = useLocation();
  const queryClient = useQueryClient();
  const nonce = useNonce();
  const dialogState = useFormState<CallbackFormValues>('callback-dialog-form');

  // Spec §4: switching towns clears the other town's films and info; coming back fetches them again.
  useEffect(() => {
    const other: Town = town === 'main' ? 'rechitsa' : 'main';
    queryClient.removeQueries({ queryKey: contentKeys.films(other) });
    queryClient.removeQueries({ queryKey: contentKeys.info(other) });
    delete lastLoaded[other];
  }, [town, queryClient]);

  const search = new URLSearchParams(location.search);
  search.delete('sent');
  return (
    <LinksProvider value={{ town }}>
      <SiteLayout
        info={info}
        townSwitch={{ to: townSwitchTarget(route.name, route.params), label: data.otherTownName }}
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
  const { dehydrated, ...data } = loaderData;
  return (
    <HydrationBoundary state={dehydrated ?? undefined}>
      <TownFrame data={data}>
        <Outlet />
      </TownFrame>
    </HydrationBoundary>
  );
}

/** Spec §2, §8: unknown pages and failures inside a town show the error page within the town's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const layout = useMatches().find((m) => m.id.startsWith('town-'));
  const data = layout?.loaderData as LayoutData | undefined;
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
  const { dehydrated, ...rest } = data;
  return (
    <HydrationBoundary state={dehydrated ?? undefined}>
      <TownFrame data={rest}>{screen}</TownFrame>
    </HydrationBoundary>
  );
}
