// Staff accounts (admins): who can sign in, with which role and towns; create one, switch one off, lift its sign-in
// locks, delete one.
import { formatDateTime } from '@kino/api/cinema-time';
import { choosesTowns, type Town } from '@kino/api/towns';
import type { StaffAccount, StaffAccountInput, StaffRole } from '@kino/api/types';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AdminPage, type LoadState } from '#src/admin/components/admin-page.tsx';
import { createColumnHelper, DataTable } from '#src/admin/components/data-table.tsx';
import { ConfirmDialog } from '#src/admin/components/dialog.tsx';
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
  /** Called once the admin has confirmed it in the screen's dialog. */
  onDelete: (account: StaffAccount) => void;
  /** Lifts the account's sign-in locks (after too many wrong passwords); without it, no «Разблокировать» button. */
  onUnlock?: (account: StaffAccount) => void;
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

/**
 * Where the focus goes once a deleted account's row is gone: the next row's first button (the previous row's at the
 * end), or the page's heading when no row has one.
 */
function useFocusAfterDelete(accounts: StaffAccount[], currentId: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [deleted, setDeleted] = useState<{ id: number; index: number } | null>(null);
  useEffect(() => {
    if (!deleted || accounts.some((a) => a.id === deleted.id)) return;
    setDeleted(null);
    const others = accounts.filter((a) => a.id !== currentId);
    const next = others.find((_, i) => i >= deleted.index) ?? others[others.length - 1];
    const button = next && document.querySelector<HTMLElement>(`[data-account-action="${next.id}"]`);
    (button ?? heading.current)?.focus();
  }, [accounts, currentId, deleted]);
  return {
    heading,
    willDelete: (account: StaffAccount) =>
      setDeleted({
        id: account.id,
        index: accounts.filter((a) => a.id !== currentId).findIndex((a) => a.id === account.id),
      }),
  };
}

export function AccountsScreen(props: AccountsScreenProps) {
  const { accounts, state, onRetry, currentId, towns, onToggleDisabled, onDelete, onUnlock, saving } = props;
  const [confirming, setConfirming] = useState<StaffAccount | null>(null);
  const focus = useFocusAfterDelete(accounts, currentId);
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
            {/* aria-disabled, not disabled, while saving: a disabled button drops the focus to the page. */}
            <button
              type="button"
              className="button button-small"
              aria-disabled={saving || undefined}
              aria-label={`${account.disabled ? 'Включить' : 'Отключить'}: ${account.email}`}
              data-account-action={account.id}
              onClick={() => !saving && onToggleDisabled(account)}
            >
              {account.disabled ? 'Включить' : 'Отключить'}
            </button>
            {onUnlock ? (
              <button
                type="button"
                className="button button-small"
                aria-disabled={saving || undefined}
                aria-label={`Разблокировать: ${account.email}`}
                onClick={() => !saving && onUnlock(account)}
              >
                Разблокировать
              </button>
            ) : null}
            <button
              type="button"
              className="button button-small button-danger"
              aria-disabled={saving || undefined}
              aria-label={`Удалить: ${account.email}`}
              onClick={() => !saving && setConfirming(account)}
            >
              Удалить
            </button>
          </span>
        );
      },
    }),
  ];
  return (
    <AdminPage title="Сотрудники" headingRef={focus.heading}>
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
      <ConfirmDialog
        open={confirming !== null}
        title="Удалить сотрудника?"
        confirmLabel="Удалить"
        onConfirm={() => {
          if (!confirming) return;
          setConfirming(null);
          focus.willDelete(confirming);
          onDelete(confirming);
        }}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {confirming
            ? `${confirming.name} (${confirming.email}) больше не сможет войти; восстановить учётную запись нельзя.`
            : null}
        </p>
      </ConfirmDialog>
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
