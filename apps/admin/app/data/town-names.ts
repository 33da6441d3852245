// The towns' display names in the workspace: each town's own content (Info.townName, spec) where the staff member may
// read it, else the shared fallback of packages/api (towns.ts) — the one place the names are written in code.
import { FALLBACK_TOWN_NAMES, TOWNS, type Town } from '@kino/api/towns';
import type { StaffAccount } from '@kino/api/types';
import { useQueries } from '@tanstack/react-query';
import { mayEditTown } from '#src/lib/town.ts';
import { admin } from './admin.ts';

type Account = Pick<StaffAccount, 'role' | 'towns'>;

/** Every town's name: from its content once loaded, when the account may read that town's content (not hr). */
export function useTownNames(account: Account | undefined): Record<Town, string> {
  const infos = useQueries({
    queries: TOWNS.map((town) => ({
      ...admin().queries.info(town),
      enabled: account !== undefined && mayEditTown(account, town),
      staleTime: 300_000,
    })),
  });
  return Object.fromEntries(
    TOWNS.map((town, i) => [town, infos[i]?.data?.data.townName || FALLBACK_TOWN_NAMES[town]]),
  ) as Record<Town, string>;
}

/** The towns as a filter's or form's options, in the towns' order. */
export function townOptions(names: Record<Town, string>): { value: Town; label: string }[] {
  return TOWNS.map((value) => ({ value, label: names[value] }));
}
