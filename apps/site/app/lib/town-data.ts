// What every page of a town shares: the town's info and the server's clock, from the town layout's loader. Films
// are loaded by the pages that show them (home, schedule), not by the layout.
import type { Info } from '@kino/api/types';
import type { Town } from '@kino/ui/routes';
import { useMatches } from 'react-router';
import type { Clock } from '#src/lib/cinema-day.ts';

export interface TownLayoutData {
  town: Town;
  clock: Clock;
  info: Info;
  siteName: string;
  tagManagerId: string | null;
}

/** Display names of the towns for the switcher (the other town's info is not loaded, by design). */
export const TOWN_NAMES: Record<Town, string> = { main: 'Гомель', rechitsa: 'Речица' };

export function useTownLayoutData(): TownLayoutData {
  const layout = useMatches().find((m) => m.id.startsWith('town-'));
  const data = layout?.loaderData as TownLayoutData | undefined;
  if (!data) throw new Error('useTownLayoutData outside a town');
  return data;
}

/** Info and clock of the current town. */
export function useTown(): TownLayoutData {
  return useTownLayoutData();
}
