// The audit log (admins): who changed what and when, in words — each changed field by its editor's label with its
// values as staff say them, towns and people by name — filtered by town, person and kind; sign-ins apart.
import { formatDateTime } from '@kino/api/cinema-time';
import { AUDIT_SIGN_IN_KIND } from '@kino/api/enums';
import type { Town } from '@kino/api/towns';
import type { AuditEntry } from '@kino/api/types';
import { AdminPage } from '#src/admin/components/admin-page.tsx';
import { createColumnHelper, DataTable, type ListLoad } from '#src/admin/components/data-table.tsx';
import { optionsOf } from '#src/admin/components/fields.tsx';
import { FilterRow } from '#src/admin/components/list-toolbar.tsx';
import {
  AUDIT_KIND_LABEL,
  type CategoryNames,
  changesInWords,
  type WordsContext,
} from '#src/admin/lib/audit-words.ts';

export interface AuditFilters {
  town: Town | 'all';
  /** A staff member's account id (as the address has it). */
  account: string | 'all';
  /** A kind of entry; `all` is every change but the sign-ins, which the kind `sign-in` shows alone. */
  kind: string | 'all';
}

/** A staff member as the log names them. */
export interface AuditPerson {
  id: number;
  name: string;
  email: string;
}

export interface AuditScreenProps extends ListLoad {
  entries: AuditEntry[];
  towns: readonly { value: Town; label: string }[];
  /** The workspace's accounts: the person filter's choices and the names beside the e-mails. */
  people: readonly AuditPerson[];
  filters: AuditFilters;
  onFiltersChange: (filters: AuditFilters) => void;
  /** The towns' film and event categories, name by slug: changed categories are named as the editors name them. */
  categoryNames?: CategoryNames;
}

const KIND_OPTIONS = optionsOf(AUDIT_KIND_LABEL);
const column = createColumnHelper<AuditEntry>();

export function AuditScreen({
  entries,
  towns,
  people,
  filters,
  onFiltersChange,
  categoryNames,
  ...list
}: AuditScreenProps) {
  const townName = (t: Town) => towns.find((x) => x.value === t)?.label ?? t;
  const words: WordsContext = { townName, townCount: towns.length, categoryNames };
  const personOf = (actor: AuditEntry['actor']) => {
    if (!actor) return 'система';
    const person = people.find((p) => p.id === actor.id);
    return person?.name ? `${person.name} (${actor.email})` : actor.email;
  };
  const columns = [
    column.accessor('at', {
      header: 'Когда',
      cell: (c) => <span className="nowrap">{formatDateTime(c.getValue())}</span>,
    }),
    column.accessor('summary', {
      header: 'Что',
      cell: (c) => {
        const changes = changesInWords(c.row.original, words);
        return (
          <>
            {c.getValue()}
            {changes.length > 0 ? (
              <ul className="adm-note">
                {changes.map((ch) => (
                  <li key={ch.field}>
                    {ch.label}: {ch.only === 'after' ? ch.after : `${ch.before} → ${ch.after}`}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        );
      },
    }),
    column.accessor('actor', { header: 'Кто', cell: (c) => personOf(c.getValue()) }),
    column.accessor('town', {
      header: 'Город',
      cell: (c) => {
        const town = c.getValue();
        return town ? townName(town) : '—';
      },
    }),
  ];
  return (
    <AdminPage title="Журнал изменений">
      <FilterRow
        filters={filters}
        onFiltersChange={onFiltersChange}
        selects={[
          { name: 'town', label: 'Город', options: towns },
          {
            name: 'account',
            label: 'Сотрудник',
            options: people.map((p) => ({ value: String(p.id), label: p.name || p.email })),
          },
          { name: 'kind', label: 'Раздел', options: KIND_OPTIONS, allLabel: 'Все, кроме входов' },
        ]}
      />
      <DataTable
        caption="Журнал изменений"
        columns={columns}
        rows={entries}
        {...list}
        emptyTitle={filters.kind === AUDIT_SIGN_IN_KIND ? 'Входов не было' : 'Изменений пока не было'}
      />
    </AdminPage>
  );
}
