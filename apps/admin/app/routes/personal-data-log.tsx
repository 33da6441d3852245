// The personal data access log (admins only; the API answers 403 to anyone else); its filters live in the address.
import { personalDataActionValues } from '@kino/api/enums';
import { isTown } from '@kino/api/towns';
import { PersonalDataLogScreen } from '@kino/ui/admin/screens/personal-data-log-screen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { admin } from '#src/data/admin.ts';
import { loadStateOf, pagerOf } from '#src/data/errors.ts';
import { townOptions, useTownNames } from '#src/data/town-names.ts';
import { useListAddress } from '#src/lib/list-address.ts';
import { ADMINS_ONLY, roleGate, roleGateError } from '#src/lib/role-gate.tsx';

export const meta = () => [{ title: 'Доступ к персональным данным — рабочее место кинотеатра' }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const clientLoader = roleGate((account) => account.role === 'admin');

export const ErrorBoundary = roleGateError(ADMINS_ONLY);

export default function PersonalDataLog() {
  const [search, set] = useListAddress();
  const names = useTownNames(useQuery(admin().queries.me()).data?.account);
  const town = search.get('town');
  const action = personalDataActionValues.find((a) => a === search.get('action'));
  const application = search.get('application');
  const page = Number(search.get('page') ?? '1') || 1;
  const log = useQuery({
    ...admin().queries.personalDataLog({
      ...(isTown(town) ? { town } : {}),
      ...(action ? { action } : {}),
      ...(application && UUID.test(application) ? { application } : {}),
      ...(page > 1 ? { page } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <PersonalDataLogScreen
      entries={log.data?.items ?? []}
      state={loadStateOf(log)}
      onRetry={() => log.refetch()}
      paging={pagerOf(log.data?.meta, (p) => set({ page: p > 1 ? String(p) : null }))}
      towns={townOptions(names)}
      filters={{
        town: isTown(town) ? town : 'all',
        action: action ?? 'all',
        application: application && UUID.test(application) ? application : null,
      }}
      onFiltersChange={(f) =>
        set({
          town: f.town === 'all' ? null : f.town,
          action: f.action === 'all' ? null : f.action,
          application: f.application,
        })
      }
      applicationHref={(t, appId) => `/inbox/${t}/${appId}`}
    />
  );
}
