// What every page of a town shares: info (hydrated into TanStack Query) and the server's clock. Films are loaded
// by the pages that show them (home, schedule), not by the layout.
import type { Info } from '@kino/api/types';
import type { Town } from '@kino/ui/routes';
import { useQuery } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import type { Clock } from '#src/lib/cinema-day.ts';
import { queryKeys } from '#src/lib/query-client.ts';

export interface TownLayoutData {
  town: Town;
  /** The other town's display name, from its content service (the switcher's label). */
  otherTownName: string;
  clock: Clock;
  siteName: string;
  tagManagerId: string | null;
}

/** The towns' names when the other town's content service cannot be reached (the switcher's fallback label). */
export const TOWN_NAMES: Record<Town, string> = { main: 'Гомель', rechitsa: 'Речица' };

/** Reads a hydrated query; content never loads from the browser directly, so missing data is a bug. */
export function useCachedQuery<T>(options: { queryKey: readonly unknown[] }): T {
  const { data } = useQuery({ queryKey: options.queryKey, enabled: false });
  if (data === undefined) throw new Error(`Content ${JSON.stringify(options.queryKey)} is not loaded`);
  return data as T;
}

export function useTownLayoutData(): TownLayoutData {
  const layout = useMatches().find((m) => m.id.startsWith('town-'));
  const data = layout?.loaderData as TownLayoutData | undefined;
  if (!data) throw new Error('useTownLayoutData outside a town');
  return data;
}

export function useTownInfo(town: Town): Info {
  return useCachedQuery<Info>(queryKeys.info.get(town));
}

/** Info and clock of the current town. */
export function useTown(): TownLayoutData & { info: Info } {
  const layout = useTownLayoutData();
  return { ...layout, info: useTownInfo(layout.town) };
}
