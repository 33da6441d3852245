// Lists of the workspace: TanStack Table for the columns and cells, our markup for a labelled, scrollable table.
import {
  type ColumnDef,
  createColumnHelper as createHelper,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useId } from 'react';
import { EmptyState } from '#src/components/empty-state.tsx';
import { AdminLoading, LoadError, type LoadState } from './admin-page.tsx';

/** The workspace's tables use the core only: sorting, filters and paging are the API's (server-side). */
export const adminTableFeatures = tableFeatures({});
export type AdminTableFeatures = typeof adminTableFeatures;
// biome-ignore lint/suspicious/noExplicitAny: a list mixes columns of different value types, as TanStack's own examples do.
export type AdminColumn<T extends RowData> = ColumnDef<AdminTableFeatures, T, any>;

export function createColumnHelper<T extends RowData>() {
  return createHelper<AdminTableFeatures, T>();
}

/** The rows a list lets staff pick (for a bulk action, an export): a checkbox per row and one for the page. */
export interface RowSelection<T> {
  has: (row: T) => boolean;
  toggle: (row: T, on: boolean) => void;
  /** Every row of the page is picked; `some` of them (the page's box shows it half-ticked). */
  all: boolean;
  some?: boolean;
  toggleAll: (on: boolean) => void;
  /** A row's box's accessible name. */
  label: (row: T) => string;
}

/** The first column of a list with a selection. */
export function selectColumn<T extends RowData>(selection: RowSelection<T>): AdminColumn<T> {
  return createColumnHelper<T>().display({
    id: 'select',
    header: () => (
      <input
        type="checkbox"
        aria-label="Выбрать все на странице"
        checked={selection.all}
        ref={(box) => {
          if (box) box.indeterminate = selection.some === true && !selection.all;
        }}
        onChange={(e) => selection.toggleAll(e.currentTarget.checked)}
      />
    ),
    cell: (c) => (
      <input
        type="checkbox"
        aria-label={selection.label(c.row.original)}
        checked={selection.has(c.row.original)}
        onChange={(e) => selection.toggle(c.row.original, e.currentTarget.checked)}
      />
    ),
  });
}

export interface Paging {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}

/** A list's load state, its retry and its pager: what a list screen hands its table as the app gave them. */
export interface ListLoad {
  state: LoadState;
  onRetry?: () => void;
  paging?: Paging;
}

export interface DataTableProps<T extends RowData> extends ListLoad {
  /** The table's accessible name (and its scroll region's). */
  caption: string;
  columns: AdminColumn<T>[];
  rows: T[];
  /** A row's key; by default its `id`, when it has one (else its place in the list). */
  getRowId?: (row: T) => string;
  emptyTitle?: string;
  empty?: ReactNode;
  rowClassName?: (row: T) => string | undefined;
}

/** The key of a row with an `id` (most of the workspace's rows); one without is keyed by its place. */
function idOf(row: unknown, index: number): string {
  const id = row !== null && typeof row === 'object' && 'id' in row ? row.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

export function DataTable<T extends RowData>({
  caption,
  columns,
  rows,
  state,
  onRetry,
  getRowId,
  emptyTitle = 'Пока пусто',
  empty,
  paging,
  rowClassName,
}: DataTableProps<T>) {
  const captionId = useId();
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data: rows,
    getRowId: getRowId ?? idOf,
  });
  if (state.status === 'loading') return <AdminLoading />;
  if (state.status === 'error') return <LoadError state={state} onRetry={onRetry} />;
  if (rows.length === 0) return <EmptyState title={emptyTitle}>{empty}</EmptyState>;
  return (
    <>
      {/* A focusable region, so keyboard users can scroll a wide table on a narrow screen. */}
      <div className="adm-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="adm-table">
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={rowClassName?.(row.original)}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <CellContent cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {paging ? <Pager {...paging} /> : null}
    </>
  );
}

/**
 * A cell's content from its column's `cell`, called as a function inside this one component. FlexRender would use the
 * function as a component type: the screens define their columns on each render, so every render (a «Сохраняем…»
 * state, a changed label) would remount the cells — and a focused button in one would drop the focus to the page.
 */
function CellContent({
  cell,
}: {
  cell: { column: { columnDef: { cell?: unknown } }; getContext: () => unknown };
}) {
  const render = cell.column.columnDef.cell;
  return <>{typeof render === 'function' ? render(cell.getContext()) : ((render as ReactNode) ?? null)}</>;
}

export function Pager({ page, totalPages, total, onPage }: Paging) {
  if (totalPages <= 1) return <p className="adm-pager">Всего: {total}</p>;
  return (
    <nav className="adm-pager" aria-label="Страницы списка">
      <span>
        Страница {page} из {totalPages} · всего {total}
      </span>
      <span className="adm-actions">
        <button
          type="button"
          className="button button-small"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          ← Назад
        </button>
        <button
          type="button"
          className="button button-small"
          disabled={page >= totalPages}
          onClick={() => onPage(page + 1)}
        >
          Вперёд →
        </button>
      </span>
    </nav>
  );
}
