// «Корзина»: a town's deleted items, each kept 30 days; «Восстановить» brings one back as a draft.
import { formatDate, formatDateTime } from '@kino/api/cinema-time';
import type { TrashItem } from '@kino/api/types';
import { AdminLink } from '#src/admin/components/admin-links.tsx';
import { AdminPage } from '#src/admin/components/admin-page.tsx';
import { createColumnHelper, DataTable, type ListLoad } from '#src/admin/components/data-table.tsx';
import { FormMessage } from '#src/admin/components/fields.tsx';

/** The trash is one page: no pager. */
export interface TrashScreenProps extends Omit<ListLoad, 'paging'> {
  items: TrashItem[];
  /** The kind's name for an item of a collection («Новость»). */
  kindLabel: (collection: TrashItem['collection']) => string;
  onRestore: (item: TrashItem) => void;
  busy?: boolean;
  /** After a restore: what came back and where it is now. */
  restored?: { title: string; to: string } | null;
  /** A restore refused (the address taken, …). */
  error?: string | null;
}

const column = createColumnHelper<TrashItem>();

export function TrashScreen({
  items,
  kindLabel,
  onRestore,
  busy,
  restored,
  error,
  ...list
}: TrashScreenProps) {
  const columns = [
    column.accessor('title', {
      header: 'Материал',
      cell: (c) => (
        <>
          {c.getValue()}
          <div className="adm-note">
            {kindLabel(c.row.original.collection)} · {c.row.original.slug}
          </div>
        </>
      ),
    }),
    column.accessor('deletedAt', {
      header: 'Удалено',
      cell: (c) => (
        <>
          {formatDateTime(c.getValue())}
          <div className="adm-note">{c.row.original.deletedBy ?? '—'}</div>
          <div className="adm-note">хранится до {formatDate(c.row.original.purgeAt)}</div>
        </>
      ),
    }),
    column.display({
      id: 'restore',
      header: 'Действие',
      cell: (c) => (
        // Named by its item in the label (a hidden span would stretch the page beside a scrolled table).
        <button
          type="button"
          className="button button-small"
          onClick={() => onRestore(c.row.original)}
          disabled={busy}
          aria-label={`Восстановить «${c.row.original.title}»`}
        >
          Восстановить
        </button>
      ),
    }),
  ];
  return (
    <AdminPage title="Корзина">
      <p className="adm-note">
        Удалённые материалы хранятся здесь 30 дней, потом удаляются навсегда. Восстановленный материал
        возвращается черновиком.
      </p>
      <FormMessage message={error ?? undefined} />
      {restored ? (
        <div className="adm-alert is-success" role="status">
          <p>
            Восстановлено: <AdminLink to={restored.to}>«{restored.title}»</AdminLink> — черновиком.
          </p>
        </div>
      ) : null}
      <DataTable caption="Корзина" columns={columns} rows={items} emptyTitle="Корзина пуста" {...list} />
    </AdminPage>
  );
}
