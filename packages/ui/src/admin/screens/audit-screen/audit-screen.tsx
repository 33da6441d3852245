// The audit log (admins): who changed what and when, with the changed fields' before/after, newest first.
import { formatDateTime } from '@kino/api/cinema-time';
import type { Town } from '@kino/api/towns';
import type { AuditEntry } from '@kino/api/types';
import { AdminPage, type LoadState } from '#src/admin/components/admin-page.tsx';
import { createColumnHelper, DataTable, type Paging } from '#src/admin/components/data-table.tsx';
import { FilterSelect } from '#src/admin/components/list-toolbar.tsx';

export interface AuditScreenProps {
  entries: AuditEntry[];
  state: LoadState;
  onRetry?: () => void;
  paging?: Paging;
  towns: readonly { value: Town; label: string }[];
  town: Town | 'all';
  onTownChange: (town: Town | 'all') => void;
}

const column = createColumnHelper<AuditEntry>();
const columns = [
  column.accessor('at', {
    header: 'Когда',
    cell: (c) => <span className="nowrap">{formatDateTime(c.getValue())}</span>,
  }),
  column.accessor('actor', { header: 'Кто', cell: (c) => c.getValue()?.email ?? 'система' }),
  column.accessor('summary', {
    header: 'Что',
    cell: (c) => {
      const changes = c.row.original.changes;
      return (
        <>
          {c.getValue()}
          {changes.length > 0 ? (
            <ul className="adm-note">
              {changes.map((ch) => (
                <li key={ch.field}>
                  {ch.field}: {ch.before ?? '—'} → {ch.after ?? '—'}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      );
    },
  }),
  column.accessor('town', { header: 'Город', cell: (c) => c.getValue() ?? '—' }),
];

export function AuditScreen({
  entries,
  state,
  onRetry,
  paging,
  towns,
  town,
  onTownChange,
}: AuditScreenProps) {
  return (
    <AdminPage title="Журнал изменений">
      <div className="adm-toolbar">
        <FilterSelect label="Город" name="town" value={town} options={towns} onChange={onTownChange} />
      </div>
      <DataTable
        caption="Журнал изменений"
        columns={columns}
        rows={entries}
        state={state}
        onRetry={onRetry}
        getRowId={(row) => String(row.id)}
        paging={paging}
        emptyTitle="Изменений пока не было"
      />
    </AdminPage>
  );
}
