// The layout of a town (mounted at / and /rechitsa/): its info before the first render, header, footer, dialog, and
// the head of every page in it (React Router's meta from the page's loader data).
import { CALLBACK_TOPICS, type CallbackFormValues } from '@kino/api/forms';
import { contentKeys } from '@kino/api/queries';
import { TOWN_SWITCH_PARAM, townSwitchTarget } from '@kino/api/routes';
import { FALLBACK_TOWN_NAMES, otherTown, type Town, townOfPath } from '@kino/api/towns';
import { CALLBACK_TOPIC_PARAM, type CallbackTopic } from '@kino/ui/forms/callback-link';
import { SiteLayout } from '@kino/ui/layout';
import { LinksProvider } from '@kino/ui/links';
import { ErrorScreen } from '@kino/ui/screens/error-screen';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useSearchParams } from 'react-router';
import { useAnalyticsConsent } from '#src/analytics/consent.tsx';
import { resolveMetrikaId } from '#src/analytics/counters.ts';
import { createRequestQueryClient, ensure, queries } from '#src/content/content.server.ts';
import { getBrowserQueryClient } from '#src/content/query-client.ts';
import { getEnv } from '#src/env.server.ts';
import { SENT_PARAM } from '#src/forms/form-answer.ts';
import { useFormState } from '#src/forms/form-state.ts';
import { resolveTagManagerId } from '#src/head/gtm.ts';
import { pageMeta } from '#src/head/meta.ts';
import { logger } from '#src/http/logger.server.ts';
import { queryClientContext, serverValuesContext, townContext } from '#src/request/context.server.ts';
import { useCurrentRoute } from '#src/town/current-route.ts';
import { townSwitchMiddleware } from '#src/town/town-switch.server.ts';
import { type TownData, useTown, useTownIfLoaded } from '#src/town/use-town.ts';
import type { Route } from './+types/town-layout';

/**
 * Spec §4: info is fetched before the first render, on the server, from the town's own service, through the
 * request's QueryClient. Films are loaded by the pages that show them.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<TownData> {
  const town = context.get(townContext);
  const queryClient = context.get(queryClientContext);
  const [info, otherTownName] = await Promise.all([
    ensure(`info of ${town}`, () => queryClient.ensureQueryData(queries.info.get(town))),
    otherTownNameOf(otherTown(town)),
  ]);
  return {
    town,
    info,
    otherTownName,
    tagManagerId: resolveTagManagerId([getEnv().GTM_ID, info.tagManagerId]),
    metrikaId: resolveMetrikaId(getEnv().YM_ID),
    formAnswer: context.get(serverValuesContext).formAnswer ?? null,
  };
}

/**
 * The switcher's label: the other town's name from its own content service (spec §4 fetches that town's data
 * when the visitor switches, so only the name is kept). If that service is down the page still renders.
 */
async function otherTownNameOf(town: Town): Promise<string> {
  try {
    return (
      (await createRequestQueryClient().fetchQuery(queries.info.get(town))).townName ||
      FALLBACK_TOWN_NAMES[town]
    );
  } catch (error) {
    logger.warn({ town, err: (error as Error).message }, 'info unavailable for the town switcher');
    return FALLBACK_TOWN_NAMES[town];
  }
}

/** A session removed on the content side must be gone within a minute, even in a long-lived tab. */
const FRESH_MS = 60_000;
const layoutKey = (town: Town) => [...contentKeys.info(town), 'layout'] as const;

/**
 * Client navigations within a town reuse the layout's data from the browser's QueryClient while it is fresh (a
 * minute); a town switch or stale data asks the server loader again.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<TownData> {
  const town = townOfPath(new URL(request.url).pathname);
  return getBrowserQueryClient().fetchQuery({
    queryKey: layoutKey(town),
    queryFn: () => serverLoader(),
    staleTime: FRESH_MS,
  });
}

export const meta: Route.MetaFunction = pageMeta;

/** A town switch to an item this town lacks lands on the item's list. */
export const middleware: Route.MiddlewareFunction[] = [townSwitchMiddleware];

/** The topic a no-JS «Заказать» link asked for (`?topic=rent#callback-dialog`), if it is one of the form's. */
function callbackTopicOf(search: URLSearchParams): CallbackTopic | undefined {
  const topic = search.get(CALLBACK_TOPIC_PARAM);
  return CALLBACK_TOPICS.find((t) => t.value === topic)?.value;
}

/** The page's query as the switch keeps it: not a form's thank-you, not an earlier switch's mark. */
function switchQuery(search: URLSearchParams): Record<string, string> {
  const kept = new URLSearchParams(search);
  kept.delete(SENT_PARAM);
  kept.delete(TOWN_SWITCH_PARAM);
  kept.delete(CALLBACK_TOPIC_PARAM);
  return Object.fromEntries(kept);
}

function TownFrame({ children }: { children: React.ReactNode }) {
  const data = useTown();
  const { town, info } = data;
  const route = useCurrentRoute();
  const location = useLocation();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const dialogState = useFormState<CallbackFormValues>('callback-dialog-form');
  const consent = useAnalyticsConsent(data);

  // The server's answer seeds the browser's cache of the layout (so the first navigation asks for the page only).
  useEffect(() => {
    if (queryClient.getQueryData(layoutKey(town)) === undefined && data.formAnswer === null)
      queryClient.setQueryData(layoutKey(town), data);
  }, [town, data, queryClient]);
  // Spec §4: switching towns clears the other town's data; coming back fetches it again.
  useEffect(() => {
    queryClient.removeQueries({ queryKey: contentKeys.town(otherTown(town)) });
  }, [town, queryClient]);

  return (
    <LinksProvider value={{ town }}>
      {consent.banner}
      <SiteLayout
        info={info}
        townSwitch={{
          to: townSwitchTarget(route.name, route.params, switchQuery(search)),
          label: data.otherTownName,
        }}
        currentTownName={info.townName}
        callbackForm={{ state: dialogState }}
        callbackOpen={dialogState.status !== 'idle' && dialogState.status !== 'submitting'}
        callbackTopic={callbackTopicOf(search)}
        locationKey={location.key}
        footerControls={consent.settings}
      >
        {children}
      </SiteLayout>
    </LinksProvider>
  );
}

export default function TownLayout() {
  return (
    <TownFrame>
      <Outlet />
    </TownFrame>
  );
}

/** Spec §2, §8: unknown pages and failures inside a town show the error page within the town's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const loaded = useTownIfLoaded();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  const screen = (
    <ErrorScreen status={status} message={status === 404 ? `Page not found: ${pathname}` : undefined} />
  );
  if (!loaded) {
    return (
      <LinksProvider value={{ town: townOfPath(pathname) }}>
        <main id="main">{screen}</main>
      </LinksProvider>
    );
  }
  return <TownFrame>{screen}</TownFrame>;
}
