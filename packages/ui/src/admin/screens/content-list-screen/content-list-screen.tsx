// Any list of a town's content: search, a status filter, the table (TanStack Table), paging and a "create" link.
import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { AdminLink } from '#src/admin/components/admin-links.tsx';
import { AdminPage, type LoadState } from '#src/admin/components/admin-page.tsx';
import { type AdminColumn, DataTable, type Paging } from '#src/admin/components/data-table.tsx';
import { type PublishStatus, STATUS_LABEL } from '#src/admin/components/status-badge.tsx';

export type StatusFilter = PublishStatus | 'all';

export interface ListFilters {
  search: string;
  status: StatusFilter;
}

export interface ContentListScreenProps<T extends RowData> {
  title: string;
  /** Where "create" leads; without it, the list has no create button (e.g. pages that always exist). */
  createTo?: string;
  createLabel?: string;
  columns: AdminColumn<T>[];
  rows: T[];
  state: LoadState;
  onRetry?: () => void;
  getRowId?: (row: T) => string;
  filters?: ListFilters;
  /** Called as the search is typed (debounced) or the status changes; without it, no toolbar is shown. */
  onFiltersChange?: (filters: ListFilters) => void;
  /** Whether items of this kind have draft/published state (the filter is then offered). */
  hasStatus?: boolean;
  paging?: Paging;
  emptyTitle?: string;
  /** Extra controls of the toolbar (e.g. a category filter). */
  toolbar?: ReactNode;
  /** Between the header and the list (e.g. a notice). */
  children?: ReactNode;
}

const SEARCH_DELAY_MS = 300;

export function ContentListScreen<T extends RowData>({
  title,
  createTo,
  createLabel = 'Добавить',
  columns,
  rows,
  state,
  onRetry,
  getRowId,
  filters = { search: '', status: 'all' },
  onFiltersChange,
  hasStatus = true,
  paging,
  emptyTitle,
  toolbar,
  children,
}: ContentListScreenProps<T>) {
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  // The search is sent once typing pauses, not on every key.
  useEffect(() => {
    if (search === filters.search || !onFiltersChange) return;
    const timer = setTimeout(() => onFiltersChange({ ...filters, search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onFiltersChange]);
  const filtered = filters.search !== '' || filters.status !== 'all';
  return (
    <AdminPage
      title={title}
      actions={
        createTo ? (
          <AdminLink to={createTo} className="button button-primary">
            {createLabel}
          </AdminLink>
        ) : null
      }
    >
      {children}
      {onFiltersChange ? (
        <search className="adm-toolbar" aria-label={`Поиск: ${title}`}>
          <div className="field is-grow">
            <label className="field-label" htmlFor={`${id}-search`}>
              Поиск
            </label>
            <input
              id={`${id}-search`}
              type="search"
              value={search}
              placeholder="Название или текст"
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
          </div>
          {hasStatus ? (
            <div className="field">
              <label className="field-label" htmlFor={`${id}-status`}>
                Состояние
              </label>
              <select
                id={`${id}-status`}
                value={filters.status}
                onChange={(e) =>
                  onFiltersChange({ ...filters, search, status: e.currentTarget.value as StatusFilter })
                }
              >
                <option value="all">Все</option>
                <option value="published">{STATUS_LABEL.published}</option>
                <option value="draft">{STATUS_LABEL.draft}</option>
              </select>
            </div>
          ) : null}
          {toolbar}
        </search>
      ) : null}
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        state={state}
        onRetry={onRetry}
        getRowId={getRowId}
        paging={paging}
        emptyTitle={emptyTitle ?? (filtered ? 'Ничего не нашлось' : 'Здесь пока ничего нет')}
      />
    </AdminPage>
  );
}
