// The audit log (admins only; the API answers 403 to anyone else).
import { isTown } from '@kino/api/towns';
import { AuditScreen } from '@kino/ui/admin/screens/audit-screen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { admin } from '#src/data/admin.ts';
import { loadStateOf, pagerOf } from '#src/data/errors.ts';
import { townOptions, useTownNames } from '#src/data/town-names.ts';
import { useListAddress } from '#src/lib/list-address.ts';
import { ADMINS_ONLY, roleGate, roleGateError } from '#src/lib/role-gate.tsx';

export const meta = () => [{ title: 'Журнал изменений — рабочее место кинотеатра' }];

export const clientLoader = roleGate((account) => account.role === 'admin');

export const ErrorBoundary = roleGateError(ADMINS_ONLY);

export default function Audit() {
  const [search, set] = useListAddress();
  const names = useTownNames(useQuery(admin().queries.me()).data?.account);
  const town = search.get('town');
  const page = Number(search.get('page') ?? '1') || 1;
  const audit = useQuery({
    ...admin().queries.audit({ ...(isTown(town) ? { town } : {}), ...(page > 1 ? { page } : {}) }),
    placeholderData: keepPreviousData,
  });
  return (
    <AuditScreen
      entries={audit.data?.items ?? []}
      state={loadStateOf(audit)}
      onRetry={() => audit.refetch()}
      paging={pagerOf(audit.data?.meta, (p) => set({ page: p > 1 ? String(p) : null }))}
      towns={townOptions(names)}
      town={isTown(town) ? town : 'all'}
      onTownChange={(t) => set({ town: t === 'all' ? null : t })}
    />
  );
}
