// Staff accounts (admins): who can sign in, with which role and towns; create one, switch one off, delete one.
import { formatDateTime } from '@kino/api/cinema-time';
import { choosesTowns, type Town } from '@kino/api/towns';
import type { StaffAccount, StaffAccountInput, StaffRole } from '@kino/api/types';
import { type FormEvent, useState } from 'react';
import { AdminPage, type LoadState } from '#src/admin/components/admin-page.tsx';
import { createColumnHelper, DataTable } from '#src/admin/components/data-table.tsx';
import { CheckboxGroup, FormMessage, SelectField, TextField } from '#src/admin/components/fields.tsx';
import { ROLE_LABEL } from '#src/admin/lib/navigation.ts';
import { errorFor, type FormErrors } from '#src/admin/lib/problem.ts';

export interface AccountsScreenProps {
  accounts: StaffAccount[];
  state: LoadState;
  onRetry?: () => void;
  /** The signed-in admin, who cannot switch themselves off or delete themselves. */
  currentId: number;
  towns: readonly { value: Town; label: string }[];
  onCreate: (input: StaffAccountInput) => void;
  onToggleDisabled: (account: StaffAccount) => void;
  onDelete: (account: StaffAccount) => void;
  saving?: boolean;
  errors?: FormErrors;
  notice?: string | null;
  /** The id of the account just created: the form starts empty again for the next one. */
  createdId?: number;
}

const column = createColumnHelper<StaffAccount>();

const ROLES: StaffRole[] = ['admin', 'editor', 'hr'];

/** What the towns of a role that chooses them are for. */
const TOWNS_LEGEND: Record<StaffRole, string> = {
  admin: 'Города',
  editor: 'Города, которые редактирует',
  hr: 'Города, чьи заявки разбирает',
};

export function AccountsScreen(props: AccountsScreenProps) {
  const { accounts, state, onRetry, currentId, towns, onToggleDisabled, onDelete, saving } = props;
  const townName = (t: Town) => towns.find((x) => x.value === t)?.label ?? t;
  const columns = [
    column.accessor('email', {
      header: 'Сотрудник',
      cell: (c) => (
        <>
          <strong>{c.row.original.name}</strong>
          <div className="adm-note">{c.getValue()}</div>
        </>
      ),
    }),
    column.accessor('role', { header: 'Роль', cell: (c) => ROLE_LABEL[c.getValue()] }),
    column.accessor('towns', {
      header: 'Города',
      cell: (c) => (choosesTowns(c.row.original.role) ? c.getValue().map(townName).join(', ') : 'все'),
    }),
    column.accessor('lastSignInAt', {
      header: 'Последний вход',
      cell: (c) => (c.getValue() ? formatDateTime(c.getValue()!) : 'не входил'),
    }),
    column.display({
      id: 'actions',
      header: 'Действия',
      cell: (c) => {
        const account = c.row.original;
        if (account.id === currentId) return <span className="adm-note">это вы</span>;
        return (
          <span className="adm-actions">
            <button
              type="button"
              className="button button-small"
              disabled={saving}
              aria-label={`${account.disabled ? 'Включить' : 'Отключить'}: ${account.email}`}
              onClick={() => onToggleDisabled(account)}
            >
              {account.disabled ? 'Включить' : 'Отключить'}
            </button>
            <button
              type="button"
              className="button button-small button-danger"
              disabled={saving}
              aria-label={`Удалить: ${account.email}`}
              onClick={() => onDelete(account)}
            >
              Удалить
            </button>
          </span>
        );
      },
    }),
  ];
  return (
    <AdminPage title="Сотрудники">
      {props.notice ? <FormMessage message={props.notice} tone="success" /> : null}
      <DataTable
        caption="Сотрудники"
        columns={columns}
        rows={accounts}
        state={state}
        onRetry={onRetry}
        getRowId={(a) => String(a.id)}
        emptyTitle="Сотрудников пока нет"
        rowClassName={(a) => (a.disabled ? 'adm-note' : undefined)}
      />
      <NewAccount key={props.createdId ?? 'new'} {...props} />
    </AdminPage>
  );
}

function NewAccount({ towns, onCreate, saving, errors = {} }: AccountsScreenProps) {
  const [values, setValues] = useState<StaffAccountInput>({
    email: '',
    name: '',
    role: 'editor',
    towns: [],
    password: '',
  });
  const set =
    <K extends keyof StaffAccountInput>(key: K) =>
    (value: StaffAccountInput[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    onCreate({
      ...values,
      email: values.email.trim(),
      name: values.name.trim(),
      // Only what the form shows is sent: towns ticked for another role before it was changed are not.
      towns: choosesTowns(values.role) ? values.towns : [],
    });
  }
  return (
    <form className="adm-form" onSubmit={submit} noValidate style={{ marginTop: 'var(--space-6)' }}>
      <fieldset className="adm-fieldset">
        <legend>Новый сотрудник</legend>
        <FormMessage message={errors['']} />
        <div className="adm-grid-2">
          <TextField
            label="Имя"
            name="name"
            required
            value={values.name}
            onChange={set('name')}
            error={errorFor(errors, 'name')}
          />
          <TextField
            label="Электронная почта"
            name="email"
            type="email"
            autoComplete="off"
            required
            value={values.email}
            onChange={set('email')}
            error={errorFor(errors, 'email')}
          />
        </div>
        <div className="adm-grid-2">
          <SelectField
            label="Роль"
            name="role"
            value={values.role}
            onChange={set('role')}
            options={ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
            error={errorFor(errors, 'role')}
          />
          <TextField
            label="Пароль"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            hint="Не короче 10 символов; сотрудник сменит его после входа"
            value={values.password}
            onChange={set('password')}
            error={errorFor(errors, 'password')}
          />
        </div>
        {/* The towns by the contract's rule (@kino/api/towns), the one the service checks. */}
        {choosesTowns(values.role) ? (
          <CheckboxGroup
            legend={TOWNS_LEGEND[values.role]}
            name="towns"
            options={towns}
            value={values.towns}
            onChange={set('towns')}
            error={errorFor(errors, 'towns')}
          />
        ) : (
          <p className="adm-note">Администратор работает во всех городах.</p>
        )}
        <div>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? 'Создаём…' : 'Создать'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
