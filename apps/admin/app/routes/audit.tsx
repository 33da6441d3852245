// The audit log (admins only; the API answers 403 to anyone else); its filters live in the address. Without a kind
// the sign-ins are left out: the kind `sign-in` shows them alone.

import type { AdminCategoryKind } from '@kino/api/admin-queries';
import { isTown, TOWNS, type Town } from '@kino/api/towns';
import type { CategoryNames } from '@kino/ui/admin/lib/audit-words';
import { AuditScreen } from '@kino/ui/admin/screens/audit-screen';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { admin } from '#src/data/admin.ts';
import { loadStateOf, pagerOf } from '#src/data/errors.ts';
import { townOptions, useTownNames } from '#src/data/town-names.ts';
import { useListAddress } from '#src/lib/list-address.ts';
import { ADMINS_ONLY, roleGate, roleGateError } from '#src/lib/role-gate.tsx';

export const meta = () => [{ title: 'Журнал изменений — рабочее место кинотеатра' }];

export const clientLoader = roleGate((account) => account.role === 'admin');

export const ErrorBoundary = roleGateError(ADMINS_ONLY);

/** What the contract takes as a kind (anything else in the address is no filter). */
const KIND = /^[a-z-]{1,40}$/;

export default function Audit() {
  const [search, set] = useListAddress();
  const names = useTownNames(useQuery(admin().queries.me()).data?.account);
  const accounts = useQuery(admin().queries.accounts());
  // The log is the admins': every town's categories.
  const categoryNames = useCategoryNames(TOWNS);
  const town = search.get('town');
  const accountId = Number(search.get('account'));
  const account = Number.isInteger(accountId) && accountId > 0 && accountId <= 2147483647 ? accountId : null;
  const kindParam = search.get('kind') ?? '';
  const kind = KIND.test(kindParam) ? kindParam : null;
  const page = Number(search.get('page') ?? '1') || 1;
  const audit = useQuery({
    ...admin().queries.audit({
      ...(isTown(town) ? { town } : {}),
      ...(account ? { account } : {}),
      ...(kind ? { kind } : { signIns: false }),
      ...(page > 1 ? { page } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <AuditScreen
      entries={audit.data?.items ?? []}
      state={loadStateOf(audit)}
      onRetry={() => audit.refetch()}
      paging={pagerOf(audit.data?.meta, (p) => set({ page: p > 1 ? String(p) : null }))}
      towns={townOptions(names)}
      people={accounts.data ?? []}
      filters={{
        town: isTown(town) ? town : 'all',
        account: account ? String(account) : 'all',
        kind: kind ?? 'all',
      }}
      categoryNames={categoryNames}
      onFiltersChange={(f) =>
        set({
          town: f.town === 'all' ? null : f.town,
          account: f.account === 'all' ? null : f.account,
          kind: f.kind === 'all' ? null : f.kind,
        })
      }
    />
  );
}

const CATEGORY_KINDS: readonly AdminCategoryKind[] = ['film-categories', 'event-categories'];

/** The towns' film and event categories, name by slug, for the log's words (none yet while they load). */
function useCategoryNames(towns: readonly Town[]): CategoryNames {
  const pairs = towns.flatMap((town) => CATEGORY_KINDS.map((kind) => ({ town, kind })));
  const results = useQueries({
    queries: pairs.map(({ town, kind }) => admin().queries.categories(town, kind)),
  });
  const names: CategoryNames = {};
  pairs.forEach(({ town, kind }, i) => {
    const list = results[i]?.data;
    if (list) names[town] = { ...names[town], [kind]: Object.fromEntries(list.map((c) => [c.slug, c.name])) };
  });
  return names;
}
