// A town's list of one kind (films, news, …): search, status and page live in the address, so a list can be shared.

import { ADMIN_COLLECTIONS, type AdminCollection, type AdminListParams } from '@kino/api/admin-queries';
import { formatDate } from '@kino/api/cinema-time';
import type { AdminListItem, ItemStatus } from '@kino/api/types';
import { AdminLink } from '@kino/ui/admin/components/admin-links';
import { createColumnHelper } from '@kino/ui/admin/components/data-table';
import { StatusBadge } from '@kino/ui/admin/components/status-badge';
import { ContentListScreen, type ListFilters } from '@kino/ui/admin/screens/content-list-screen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { admin } from '#src/data/admin.ts';
import { loadStateOf, pagerOf } from '#src/data/errors.ts';
import { KIND_LABELS } from '#src/lib/kinds.ts';
import { useTown } from '#src/lib/town.ts';
import type { Route } from './+types/collection';

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!(ADMIN_COLLECTIONS as readonly string[]).includes(params.kind))
    throw new Response('Нет такого раздела', { status: 404 });
  return { kind: params.kind as AdminCollection };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? KIND_LABELS[data.kind].list : 'Раздел'} — рабочее место кинотеатра` },
];

const column = createColumnHelper<AdminListItem>();

function columnsFor(kind: AdminCollection, base: string) {
  const labels = KIND_LABELS[kind];
  return [
    column.accessor('title', {
      header: labels.titleColumn,
      cell: (c) => (
        <>
          <AdminLink to={`${base}/${c.row.original.id}`}>{c.getValue()}</AdminLink>
          {c.row.original.note ? <div className="adm-note">{c.row.original.note}</div> : null}
        </>
      ),
    }),
    column.accessor('status', { header: 'Состояние', cell: (c) => <StatusBadge status={c.getValue()} /> }),
    ...(labels.dateColumn
      ? [
          column.accessor('date', {
            header: labels.dateColumn,
            cell: (c) => (c.getValue() ? formatDate(c.getValue()!) : '—'),
          }),
        ]
      : []),
    column.accessor('updatedAt', { header: 'Изменено', cell: (c) => formatDate(c.getValue()) }),
  ];
}

export default function Collection({ loaderData }: Route.ComponentProps) {
  const { kind } = loaderData;
  const town = useTown();
  const [search, setSearch] = useSearchParams();
  const filters: ListFilters = {
    search: search.get('q') ?? '',
    status: (search.get('status') as ItemStatus | null) ?? 'all',
  };
  const page = Number(search.get('page') ?? '1') || 1;
  const params: AdminListParams = {
    ...(filters.search ? { q: filters.search } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(page > 1 ? { page } : {}),
  };
  // An item deleted from its page comes back here with what was deleted (../lib/item-editor.ts).
  const deleted = (useLocation().state as { deleted?: string } | null)?.deleted ?? null;
  const list = useQuery({ ...admin().queries.list(town, kind, params), placeholderData: keepPreviousData });
  const base = `/${town}/${kind}`;
  const columns = useMemo(() => columnsFor(kind, base), [kind, base]);
  const labels = KIND_LABELS[kind];
  const setQuery = (next: Record<string, string | undefined>) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) params.set(key, value);
          else params.delete(key);
        }
        return params;
      },
      { replace: true },
    );
  return (
    <ContentListScreen
      key={kind}
      title={labels.list}
      createTo={`${base}/new`}
      createLabel={labels.create}
      columns={columns}
      rows={list.data?.items ?? []}
      getRowId={(row) => String(row.id)}
      state={loadStateOf(list)}
      onRetry={() => list.refetch()}
      filters={filters}
      onFiltersChange={(f) =>
        setQuery({
          q: f.search || undefined,
          status: f.status === 'all' ? undefined : f.status,
          page: undefined,
        })
      }
      notice={deleted}
      paging={pagerOf(list.data?.meta, (p) => setQuery({ page: p > 1 ? String(p) : undefined }))}
    />
  );
}
