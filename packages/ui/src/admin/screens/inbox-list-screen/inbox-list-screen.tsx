// The applications inbox of a town: tabs per town and kind, status filter, search by name or phone, paging, a selection
// and its CSV export.
import { formatDateTime } from '@kino/api/cinema-time';
import { formatPhone } from '@kino/api/phone';
import type { Town } from '@kino/api/towns';
import type { ApplicationKind, ApplicationStatus, ApplicationSummary } from '@kino/api/types';
import { useState } from 'react';
import { AdminLink } from '#src/admin/components/admin-links.tsx';
import { AdminPage } from '#src/admin/components/admin-page.tsx';
import { ApplicationStatusBadge } from '#src/admin/components/application-status-badge.tsx';
import { CountBadge, withBadgeLabel } from '#src/admin/components/count-badge.tsx';
import {
  createColumnHelper,
  DataTable,
  type ListLoad,
  selectColumn,
} from '#src/admin/components/data-table.tsx';
import { optionsOf } from '#src/admin/components/fields.tsx';
import { SearchToolbar } from '#src/admin/components/list-toolbar.tsx';
import {
  APPLICATION_KIND_LABEL,
  APPLICATION_KIND_TABS,
  APPLICATION_STATUS_LABEL,
  newApplicationsBadge,
} from '#src/admin/lib/applications.ts';

export type InboxKind = ApplicationKind | 'all';

export interface InboxFilters {
  status: ApplicationStatus | 'all';
  /** Part of a name or a phone number. */
  search: string;
}

export interface InboxListScreenProps extends ListLoad {
  town: Town;
  /** The towns this staff member may read (with their new applications, once known); a tab each when several. */
  towns: readonly { value: Town; label: string; newCount?: number }[];
  kind: InboxKind;
  /** Where a tab leads: a town and kind, the filters and page start afresh. */
  tabHref: (town: Town, kind: InboxKind) => string;
  /** The workspace path of an application's detail page. */
  detailHref: (application: ApplicationSummary) => string;
  /** The API address of a CSV export: of exactly these ids, or (with none) of everything the filters match. */
  exportHref: (ids: readonly string[]) => string;
  applications: ApplicationSummary[];
  filters: InboxFilters;
  /** Called as the search is typed (debounced) or the status changes. */
  onFiltersChange: (filters: InboxFilters) => void;
}

const STATUS_OPTIONS = optionsOf(APPLICATION_STATUS_LABEL);
const column = createColumnHelper<ApplicationSummary>();

export function InboxListScreen({
  town,
  towns,
  kind,
  tabHref,
  detailHref,
  exportHref,
  applications,
  filters,
  onFiltersChange,
  ...list
}: InboxListScreenProps) {
  // The selection outlives paging and filtering, so a CSV can gather applications from several pages.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const one of ids) {
        if (on) next.add(one);
        else next.delete(one);
      }
      return next;
    });
  const pageIds = applications.map((a) => a.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((one) => selected.has(one));
  const someOnPage = pageIds.some((one) => selected.has(one));

  // Built per render, as the accounts screen does: the checkboxes read the selection. Name and status first, so a
  // phone shows them before the table scrolls.
  const columns = [
    selectColumn<ApplicationSummary>({
      has: (row) => selected.has(row.id),
      toggle: (row, on) => toggle([row.id], on),
      all: allOnPage,
      some: someOnPage,
      toggleAll: (on) => toggle(pageIds, on),
      label: (row) => `Выбрать: ${row.name}`,
    }),
    column.accessor('name', {
      header: 'Заявитель',
      cell: (c) => (
        <>
          <AdminLink to={detailHref(c.row.original)}>{c.getValue()}</AdminLink>
          <div className="adm-note nowrap">{formatPhone(c.row.original.phone)}</div>
        </>
      ),
    }),
    column.accessor('status', {
      header: 'Состояние',
      cell: (c) => <ApplicationStatusBadge status={c.getValue()} />,
    }),
    column.accessor('kind', {
      header: 'Вид',
      cell: (c) => {
        const row = c.row.original;
        return (
          <>
            {APPLICATION_KIND_LABEL[c.getValue()]}
            {row.vacancy ? (
              <div className="adm-note">
                {row.vacancy.title ?? row.vacancy.slug}
                {row.cv ? ' · резюме' : ''}
              </div>
            ) : null}
          </>
        );
      },
    }),
    column.accessor('receivedAt', {
      header: 'Получена',
      cell: (c) => <span className="nowrap">{formatDateTime(c.getValue())}</span>,
    }),
  ];

  const filtered = filters.search !== '' || filters.status !== 'all';
  const townLabel = towns.find((t) => t.value === town)?.label ?? town;
  const ids = [...selected];
  return (
    <AdminPage
      title={towns.length > 1 ? 'Заявки' : `Заявки · ${townLabel}`}
      actions={
        ids.length > 0 || (list.state.status === 'ready' && applications.length > 0) ? (
          <>
            {ids.length > 0 ? (
              <button type="button" className="button button-small" onClick={() => setSelected(new Set())}>
                Снять выбор
              </button>
            ) : null}
            {/* A plain link: the API answers a file with the session cookie; nothing passes through script. */}
            <a className="button button-primary" href={exportHref(ids)} download>
              {ids.length > 0 ? `Экспорт CSV (выбрано: ${ids.length})` : 'Экспорт CSV (по фильтру)'}
            </a>
          </>
        ) : null
      }
    >
      {towns.length > 1 ? (
        <nav className="adm-tabs" aria-label="Город">
          {towns.map((t) => {
            const badge = newApplicationsBadge(t.newCount);
            return (
              <AdminLink
                key={t.value}
                to={tabHref(t.value, kind)}
                aria-current={t.value === town ? 'page' : undefined}
                aria-label={withBadgeLabel(t.label, badge)}
              >
                {t.label}
                {badge ? (
                  <>
                    {' '}
                    <CountBadge badge={badge} />
                  </>
                ) : null}
              </AdminLink>
            );
          })}
        </nav>
      ) : null}
      <nav className="adm-tabs" aria-label="Вид заявки">
        {APPLICATION_KIND_TABS.map((k) => (
          <AdminLink
            key={k.value}
            to={tabHref(town, k.value)}
            aria-current={k.value === kind ? 'page' : undefined}
          >
            {k.label}
          </AdminLink>
        ))}
      </nav>
      <SearchToolbar
        label="Поиск заявок"
        placeholder="Имя или телефон"
        filters={filters}
        onFiltersChange={onFiltersChange}
        statuses={STATUS_OPTIONS}
      />
      <DataTable
        caption={`Заявки · ${townLabel}`}
        columns={columns}
        rows={applications}
        {...list}
        rowClassName={(row) => (row.status === 'new' ? 'is-new' : undefined)}
        emptyTitle={filtered ? 'Ничего не нашлось' : 'Заявок пока нет'}
      />
    </AdminPage>
  );
}
