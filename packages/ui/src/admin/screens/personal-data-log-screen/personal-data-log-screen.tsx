// The personal data access log (admins): who listed, read, downloaded, exported, changed or deleted which application.
import { formatDateTime } from '@kino/api/cinema-time';
import type { Town } from '@kino/api/towns';
import type { PersonalDataAction, PersonalDataLogEntry } from '@kino/api/types';
import { AdminLink } from '#src/admin/components/admin-links.tsx';
import { AdminPage } from '#src/admin/components/admin-page.tsx';
import { createColumnHelper, DataTable, type ListLoad } from '#src/admin/components/data-table.tsx';
import { optionsOf } from '#src/admin/components/fields.tsx';
import { FilterRow } from '#src/admin/components/list-toolbar.tsx';
import { PERSONAL_DATA_ACTION_LABEL } from '#src/admin/lib/applications.ts';

export interface PersonalDataLogFilters {
  town: Town | 'all';
  action: PersonalDataAction | 'all';
  /** Only entries about this application. */
  application: string | null;
}

export interface PersonalDataLogScreenProps extends ListLoad {
  entries: PersonalDataLogEntry[];
  towns: readonly { value: Town; label: string }[];
  filters: PersonalDataLogFilters;
  onFiltersChange: (filters: PersonalDataLogFilters) => void;
  /** The workspace path of an application (it may since have been deleted: the page then says so). */
  applicationHref: (town: Town, id: string) => string;
}

const ACTION_OPTIONS = optionsOf(PERSONAL_DATA_ACTION_LABEL);
const column = createColumnHelper<PersonalDataLogEntry>();

export function PersonalDataLogScreen({
  entries,
  towns,
  filters,
  onFiltersChange,
  applicationHref,
  ...list
}: PersonalDataLogScreenProps) {
  const townName = (t: Town) => towns.find((x) => x.value === t)?.label ?? t;
  // What was done before who did it: a phone shows it before the table scrolls.
  const columns = [
    column.accessor('at', {
      header: 'Когда',
      cell: (c) => <span className="nowrap">{formatDateTime(c.getValue())}</span>,
    }),
    column.accessor('action', {
      header: 'Что',
      cell: (c) => (
        <>
          {PERSONAL_DATA_ACTION_LABEL[c.getValue()]}
          {c.row.original.detail ? <div className="adm-note">{c.row.original.detail}</div> : null}
        </>
      ),
    }),
    column.accessor('actor', {
      header: 'Кто',
      cell: (c) => c.getValue()?.email ?? 'система (срок хранения)',
    }),
    column.accessor('town', { header: 'Город', cell: (c) => townName(c.getValue()) }),
    column.accessor('applicationId', {
      header: 'Заявка',
      cell: (c) => {
        const app = c.getValue();
        if (!app) return '—';
        const gone = c.row.original.action === 'delete' || c.row.original.action === 'expire';
        // The id's first block is enough to tell entries apart; the full id is in the link's name.
        return gone ? (
          <span className="nowrap" title={app}>
            {app.slice(0, 8)} (удалена)
          </span>
        ) : (
          <AdminLink to={applicationHref(c.row.original.town, app)} aria-label={`Заявка ${app}`}>
            {app.slice(0, 8)}
          </AdminLink>
        );
      },
    }),
  ];
  return (
    <AdminPage title="Доступ к персональным данным">
      <p className="adm-note">
        Каждый просмотр, скачивание резюме, экспорт, смена состояния и удаление заявок сотрудниками, и
        удаления по сроку хранения. Записи называют заявку только номером и хранятся дольше самих заявок.
      </p>
      <FilterRow
        filters={filters}
        onFiltersChange={onFiltersChange}
        selects={[
          { name: 'town', label: 'Город', options: towns },
          { name: 'action', label: 'Действие', options: ACTION_OPTIONS },
        ]}
      >
        {filters.application ? (
          <p className="adm-note">
            Только заявка {filters.application}.{' '}
            <button
              type="button"
              className="adm-link-button"
              onClick={() => onFiltersChange({ ...filters, application: null })}
            >
              Показать все
            </button>
          </p>
        ) : null}
      </FilterRow>
      <DataTable
        caption="Доступ к персональным данным"
        columns={columns}
        rows={entries}
        emptyTitle="Записей нет"
        {...list}
      />
    </AdminPage>
  );
}
