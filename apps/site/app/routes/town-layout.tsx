// The layout of a town (mounted at / and /rechitsa/): its info before the first render, header, footer, dialog, and
// the head of every page in it (React Router's meta from the page's loader data).
import { FALLBACK_TOWN_NAMES, otherTown, type Town, townOfPath } from '@kino/api/towns';
import { resolveMetrikaId } from '#src/analytics/counters.ts';
import { createRequestQueryClient, ensure, queries } from '#src/content-client/content.server.ts';
import { getEnv } from '#src/env.server.ts';
import { resolveTagManagerId } from '#src/head/gtm.ts';
import { pageMeta } from '#src/head/meta.ts';
import { logger } from '#src/http/logger.server.ts';
import { island } from '#src/render/island.tsx';
import { queryClientContext, serverValuesContext, townContext } from '#src/request/context.server.ts';
import { townSwitchMiddleware } from '#src/town/town-switch.server.ts';
import type { TownData } from '#src/town/use-town.ts';
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

/**
 * Client navigations within a town reuse the layout's data from the browser's QueryClient while it is fresh (a
 * minute); a town switch or stale data asks the server loader again.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<TownData> {
  const { cachedLayout } = await import('#src/browser/layout-cache.ts');
  return cachedLayout(townOfPath(new URL(request.url).pathname), () => serverLoader());
}

export const meta: Route.MetaFunction = pageMeta;

/** A town switch to an item this town lacks lands on the item's list. */
export const middleware: Route.MiddlewareFunction[] = [townSwitchMiddleware];

const view = () => import('./town-layout.view.tsx');

export default island('town-layout', view);

/** Spec §2, §8: unknown pages and failures inside a town show the error page within the town's frame. */
export const ErrorBoundary = island('town-error', () => view().then((m) => ({ default: m.TownError })));
