// A town's list of one kind (films, news, …): search, status and page live in the address, so a list can be shared.

import { ADMIN_COLLECTIONS, type AdminCollection, type AdminListParams } from '@kino/api/admin-queries';
import { formatDate, formatDateTime } from '@kino/api/cinema-time';
import type { AdminListItem, ItemStatus } from '@kino/api/types';
import { AdminLink } from '@kino/ui/admin/components/admin-links';
import { type BulkAction, BulkActions, itemsCount } from '@kino/ui/admin/components/bulk-actions';
import { createColumnHelper, type RowSelection, selectColumn } from '@kino/ui/admin/components/data-table';
import { FormMessage } from '@kino/ui/admin/components/fields';
import { StatusBadge } from '@kino/ui/admin/components/status-badge';
import { ContentListScreen, type ListFilters } from '@kino/ui/admin/screens/content-list-screen';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { admin } from '#src/data/admin.ts';
import { formErrors, loadStateOf, pagerOf } from '#src/data/errors.ts';
import { queryClient } from '#src/data/query-client.ts';
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

function columnsFor(kind: AdminCollection, base: string, selection: RowSelection<AdminListItem>) {
  const labels = KIND_LABELS[kind];
  return [
    selectColumn(selection),
    column.accessor('title', {
      header: labels.titleColumn,
      cell: (c) => (
        <>
          <AdminLink to={`${base}/${c.row.original.id}`}>{c.getValue()}</AdminLink>
          {c.row.original.note ? <div className="adm-note">{c.row.original.note}</div> : null}
        </>
      ),
    }),
    column.accessor('status', {
      header: 'Состояние',
      cell: (c) => (
        <>
          <StatusBadge status={c.getValue()} />
          {c.row.original.publishAt ? (
            <div className="adm-note">Опубликуется {formatDateTime(c.row.original.publishAt)}</div>
          ) : null}
        </>
      ),
    }),
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
  const rows = list.data?.items ?? [];
  // The selection is of the items shown: it goes when the list changes (another page, filter or kind).
  const [picked, setPicked] = useState<{ key: string; ids: number[] }>({ key: '', ids: [] });
  const listKey = JSON.stringify([town, kind, params]);
  const selected = picked.key === listKey ? picked.ids.filter((id) => rows.some((r) => r.id === id)) : [];
  const [done, setDone] = useState<string | null>(null);
  const select = (ids: number[]) => setPicked({ key: listKey, ids });
  const selection: RowSelection<AdminListItem> = {
    has: (row) => selected.includes(row.id),
    toggle: (row, on) => select(on ? [...selected, row.id] : selected.filter((x) => x !== row.id)),
    all: rows.length > 0 && selected.length === rows.length,
    toggleAll: (on) => select(on ? rows.map((r) => r.id) : []),
    label: (row) => `Выбрать «${row.title}»`,
  };
  const bulk = useMutation({
    mutationFn: ({ action, ids }: { action: BulkAction; ids: number[] }) =>
      admin().calls.bulk(town, kind, action, ids),
    onMutate: () => setDone(null),
    onSuccess: async (result, { action, ids }) => {
      select([]);
      await queryClient.invalidateQueries({ queryKey: ['admin', town, kind] });
      if (action === 'delete') await queryClient.invalidateQueries({ queryKey: ['admin', town, 'trash'] });
      const verb = { publish: 'Опубликовано', unpublish: 'Снято с публикации', delete: 'Удалено в корзину' }[
        action
      ];
      setDone(`${verb}: ${itemsCount(action === 'delete' ? ids.length : result.changed)}.`);
    },
  });
  // Made on every render: the checkboxes read the current selection.
  const columns = columnsFor(kind, base, selection);
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
      rows={rows}
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
      notice={done ?? deleted}
      paging={pagerOf(list.data?.meta, (p) => setQuery({ page: p > 1 ? String(p) : undefined }))}
    >
      {bulk.error ? <FormMessage message={formErrors(bulk.error)['']} /> : null}
      <BulkActions
        count={selected.length}
        onAction={(action) => bulk.mutate({ action, ids: selected })}
        onClear={() => select([])}
        busy={bulk.isPending}
      />
    </ContentListScreen>
  );
}
