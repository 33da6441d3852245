// Any list of a town's content: search, a status filter, the table (TanStack Table), paging and a "create" link.
import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useEffect, useRef } from 'react';
import { AdminLink } from '#src/admin/components/admin-links.tsx';
import { AdminPage } from '#src/admin/components/admin-page.tsx';
import { DataTable, type DataTableProps } from '#src/admin/components/data-table.tsx';
import { FormMessage, optionsOf } from '#src/admin/components/fields.tsx';
import { SearchToolbar } from '#src/admin/components/list-toolbar.tsx';
import { type PublishStatus, STATUS_LABEL } from '#src/admin/components/status-badge.tsx';

export type StatusFilter = PublishStatus | 'all';

export interface ListFilters {
  search: string;
  status: StatusFilter;
}

/** The table's props (its caption is the title) pass through as the app gives them. */
export interface ContentListScreenProps<T extends RowData>
  extends Pick<DataTableProps<T>, 'columns' | 'rows' | 'state' | 'onRetry' | 'getRowId' | 'paging'> {
  title: string;
  /** Where "create" leads; without it, the list has no create button (e.g. pages that always exist). */
  createTo?: string;
  createLabel?: string;
  filters?: ListFilters;
  /** Called as the search is typed (debounced) or the status changes; without it, no toolbar is shown. */
  onFiltersChange?: (filters: ListFilters) => void;
  /** Whether items of this kind have draft/published state (the filter is then offered). */
  hasStatus?: boolean;
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
  filters = { search: '', status: 'all' },
  onFiltersChange,
  hasStatus = true,
  emptyTitle,
  toolbar,
  notice,
  children,
  ...table
}: ContentListScreenProps<T>) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (notice) heading.current?.focus();
  }, [notice]);
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
        <SearchToolbar
          label={`Поиск: ${title}`}
          placeholder="Название или текст"
          filters={filters}
          onFiltersChange={onFiltersChange}
          statuses={hasStatus ? STATUS_OPTIONS : undefined}
        >
          {toolbar}
        </SearchToolbar>
      ) : null}
      <DataTable
        caption={title}
        {...table}
        emptyTitle={emptyTitle ?? (filtered ? 'Ничего не нашлось' : 'Здесь пока ничего нет')}
      />
    </AdminPage>
  );
}
