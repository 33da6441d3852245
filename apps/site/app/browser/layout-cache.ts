// The town layout's data in the browser's QueryClient: the server's answer seeds it, and client navigations within a
// town reuse it while it is fresh (loaded by the layout's clientLoader only when a navigation needs it).
import { contentKeys } from '@kino/api/queries';
import type { Town } from '@kino/api/towns';
import { getBrowserQueryClient } from '#src/content-client/query-client.ts';
import type { TownData } from '#src/town/use-town.ts';

/** A session removed on the content side must be gone within a minute, even in a long-lived tab. */
const FRESH_MS = 60_000;

export const layoutKey = (town: Town) => [...contentKeys.info(town), 'layout'] as const;

/** The layout's data from the cache while fresh, else from the server loader. */
export function cachedLayout(town: Town, serverLoader: () => Promise<TownData>): Promise<TownData> {
  return getBrowserQueryClient().fetchQuery({
    queryKey: layoutKey(town),
    queryFn: serverLoader,
    staleTime: FRESH_MS,
  });
}
