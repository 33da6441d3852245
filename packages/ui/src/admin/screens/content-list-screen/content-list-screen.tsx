// Any list of a town's content: search, a status filter, the table (TanStack Table), paging and a "create" link.
import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useEffect, useRef } from 'react';
import { AdminLink } from '#src/admin/components/admin-links.tsx';
import { AdminPage, type LoadState } from '#src/admin/components/admin-page.tsx';
import { type AdminColumn, DataTable, type Paging } from '#src/admin/components/data-table.tsx';
import { FormMessage, optionsOf } from '#src/admin/components/fields.tsx';
import { FilterSelect, SearchBox, useSearchText } from '#src/admin/components/list-toolbar.tsx';
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
  /**
   * What just happened, e.g. «Удалено: «Дюна».» after an item was deleted from its page: shown, and the focus goes to
   * the heading (the button that had it is gone with that page).
   */
  notice?: string | null;
  /** Between the header and the list (e.g. a notice). */
  children?: ReactNode;
}

const STATUS_OPTIONS = optionsOf(STATUS_LABEL);

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
  notice,
  children,
}: ContentListScreenProps<T>) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (notice) heading.current?.focus();
  }, [notice]);
  const [search, setSearch] = useSearchText(filters.search, (text) =>
    onFiltersChange?.({ ...filters, search: text }),
  );
  const filtered = filters.search !== '' || filters.status !== 'all';
  return (
    <AdminPage
      title={title}
      headingRef={notice ? heading : undefined}
      actions={
        createTo ? (
          <AdminLink to={createTo} className="button button-primary">
            {createLabel}
          </AdminLink>
        ) : null
      }
    >
      {notice ? <FormMessage message={notice} tone="success" /> : null}
      {children}
      {onFiltersChange ? (
        <search className="adm-toolbar" aria-label={`Поиск: ${title}`}>
          <SearchBox text={search} onText={setSearch} placeholder="Название или текст" />
          {hasStatus ? (
            <FilterSelect
              label="Состояние"
              name="status"
              value={filters.status}
              options={STATUS_OPTIONS}
              onChange={(status) => onFiltersChange({ ...filters, search, status })}
            />
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
