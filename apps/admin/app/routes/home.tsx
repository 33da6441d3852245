// The workspace's start page: the dashboard of the staff member's towns (each part per role, decided by the service).
import { DashboardScreen } from '@kino/ui/admin/screens/dashboard-screen';
import { useQuery } from '@tanstack/react-query';
import { admin } from '#src/data/admin.ts';
import { loadStateOf } from '#src/data/errors.ts';
import { useTownNames } from '#src/data/town-names.ts';

export const meta = () => [{ title: 'Главная — рабочее место кинотеатра' }];

export default function Home() {
  const { queries } = admin();
  const names = useTownNames(useQuery(queries.me()).data?.account);
  const dashboard = useQuery({ ...queries.dashboard(), refetchInterval: 60_000 });
  return (
    <DashboardScreen
      towns={dashboard.data?.towns ?? []}
      townNames={names}
      state={loadStateOf(dashboard)}
      onRetry={() => dashboard.refetch()}
    />
  );
}
