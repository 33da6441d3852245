// The town's fixed pages (about, contacts, …): always there, each with its publishing state.
import { ADMIN_PAGES, type AdminPageKey } from '@kino/api/admin-queries';
import type { ItemStatus } from '@kino/api/types';
import { AdminLink } from '@kino/ui/admin/components/admin-links';
import { createColumnHelper } from '@kino/ui/admin/components/data-table';
import { StatusBadge } from '@kino/ui/admin/components/status-badge';
import { ContentListScreen } from '@kino/ui/admin/screens/content-list-screen';
import { useQueries } from '@tanstack/react-query';
import { admin } from '#src/data/admin.ts';
import { PAGE_TITLES } from '#src/lib/kinds.ts';
import { useTown } from '#src/lib/town.ts';

export const meta = () => [{ title: 'Страницы — рабочее место кинотеатра' }];

interface PageRow {
  key: AdminPageKey;
  title: string;
  status: ItemStatus | null;
}

const column = createColumnHelper<PageRow>();

export default function Pages() {
  const town = useTown();
  const pages = useQueries({ queries: ADMIN_PAGES.map((page) => admin().queries.page(town, page)) });
  const rows: PageRow[] = ADMIN_PAGES.map((key, i) => ({
    key,
    title: PAGE_TITLES[key],
    status: pages[i]?.data?.status ?? null,
  }));
  const columns = [
    column.accessor('title', {
      header: 'Страница',
      cell: (c) => <AdminLink to={`/${town}/pages/${c.row.original.key}`}>{c.getValue()}</AdminLink>,
    }),
    column.accessor('status', {
      header: 'Состояние',
      cell: (c) => (c.getValue() ? <StatusBadge status={c.getValue()!} /> : '…'),
    }),
  ];
  return (
    <ContentListScreen
      title="Страницы"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.key}
      state={{ status: 'ready' }}
    />
  );
}
