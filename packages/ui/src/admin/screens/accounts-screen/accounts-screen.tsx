// Staff accounts (admins): who can sign in, with which role and towns; create one, change its name, role and towns,
// reset its password (a one-time link by e-mail, or a temporary password), switch one off, lift its sign-in locks,
// delete one.
import { formatDateTime } from '@kino/api/cinema-time';
import { choosesTowns, type Town } from '@kino/api/towns';
import type { StaffAccount, StaffAccountInput, StaffAccountUpdate, StaffRole } from '@kino/api/types';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AdminPage, type LoadState } from '#src/admin/components/admin-page.tsx';
import { createColumnHelper, DataTable } from '#src/admin/components/data-table.tsx';
import { CancelButton, ConfirmDialog, Dialog } from '#src/admin/components/dialog.tsx';
import {
  CheckboxGroup,
  FormMessage,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
} from '#src/admin/components/fields.tsx';
import { ROLE_LABEL } from '#src/admin/lib/navigation.ts';
import { errorFor, type FormErrors } from '#src/admin/lib/problem.ts';
import { EDITOR_LABELS } from '#src/admin/lib/resource-fields.ts';
import { useUnsavedChanges } from '#src/admin/lib/unsaved.ts';
import { useWorkspaceForm } from '#src/admin/lib/workspace-form.ts';

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
  /** Saves a person's name, role and towns; resolves once saved (the dialog closes), rejects on an error. */
  onUpdate?: (account: StaffAccount, change: StaffAccountUpdate) => Promise<unknown>;
  /** E-mails the person a one-time link that sets a new password. */
  onSendResetLink?: (account: StaffAccount) => Promise<unknown>;
  /** Sets a temporary password the person must change at their next sign-in. */
  onSetTemporaryPassword?: (account: StaffAccount, password: string) => Promise<unknown>;
  saving?: boolean;
  /** The new account form's errors. */
  errors?: FormErrors;
  /** The errors of the open dialog's save (a change, a reset). */
  dialogErrors?: FormErrors;
  notice?: string | null;
  /** The id of the account just created: the form starts empty again for the next one. */
  createdId?: number;
}

const column = createColumnHelper<StaffAccount>();

const ACCOUNT = EDITOR_LABELS.account;

const ROLE_OPTIONS = (['admin', 'editor', 'hr'] as const).map((r) => ({ value: r, label: ROLE_LABEL[r] }));

/** What the towns of a role that chooses them are for. */
const TOWNS_LEGEND: Record<StaffRole, string> = {
  admin: ACCOUNT.towns,
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
  const [editing, setEditing] = useState<StaffAccount | null>(null);
  const [resetting, setResetting] = useState<StaffAccount | null>(null);
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
            {props.onUpdate ? (
              <button
                type="button"
                className="button button-small"
                aria-label={`Изменить: ${account.email}`}
                onClick={() => setEditing(account)}
              >
                Изменить
              </button>
            ) : null}
            {props.onSendResetLink || props.onSetTemporaryPassword ? (
              <button
                type="button"
                className="button button-small"
                aria-label={`Сбросить пароль: ${account.email}`}
                onClick={() => setResetting(account)}
              >
                Сбросить пароль
              </button>
            ) : null}
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
        emptyTitle="Сотрудников пока нет"
        rowClassName={(a) => (a.disabled ? 'adm-note' : undefined)}
      />
      <NewAccount key={props.createdId ?? 'new'} {...props} />
      <Dialog
        open={editing !== null}
        title={`Изменить: ${editing?.email ?? ''}`}
        onClose={() => setEditing(null)}
      >
        {editing && props.onUpdate ? (
          <EditAccount
            account={editing}
            towns={towns}
            errors={props.dialogErrors}
            saving={saving}
            onSave={(change) => props.onUpdate!(editing, change).then(() => setEditing(null))}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={resetting !== null}
        title={`Сбросить пароль: ${resetting?.email ?? ''}`}
        onClose={() => setResetting(null)}
      >
        {resetting ? (
          <ResetPassword
            account={resetting}
            errors={props.dialogErrors}
            saving={saving}
            onSendLink={
              props.onSendResetLink &&
              (() => props.onSendResetLink!(resetting).then(() => setResetting(null)))
            }
            onSetTemporary={
              props.onSetTemporaryPassword &&
              ((password) =>
                props.onSetTemporaryPassword!(resetting, password).then(() => setResetting(null)))
            }
            onCancel={() => setResetting(null)}
          />
        ) : null}
      </Dialog>
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

/** A failed save keeps the dialog open with its errors; the promise's rejection is the app's to report. */
const ignore = () => undefined;

function EditAccount({
  account,
  towns,
  errors = {},
  saving,
  onSave,
  onCancel,
}: {
  account: StaffAccount;
  towns: AccountsScreenProps['towns'];
  errors?: FormErrors;
  saving?: boolean;
  onSave: (change: StaffAccountUpdate) => Promise<unknown>;
  onCancel: () => void;
}) {
  const {
    values,
    field,
    errors: shown,
    dirty,
  } = useWorkspaceForm({ name: account.name, role: account.role, towns: [...account.towns] }, { errors });
  useUnsavedChanges(dirty);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    onSave({
      name: values.name.trim(),
      role: values.role,
      towns: choosesTowns(values.role) ? values.towns : [],
      disabled: account.disabled,
    }).catch(ignore);
  }
  return (
    <form className="adm-form" onSubmit={submit} noValidate>
      <FormMessage message={shown['']} />
      <TextField label={ACCOUNT.name} required {...field('name')} />
      <SelectField label={ACCOUNT.role} options={ROLE_OPTIONS} {...field('role')} />
      <TownsChoice role={values.role} towns={towns} {...field('towns')} />
      <p className="adm-note">Если меняются роль или города, сотруднику придётся войти снова.</p>
      <div className="adm-actions">
        <SubmitButton busy={saving === true} busyLabel="Сохраняем…">
          Сохранить
        </SubmitButton>
        <CancelButton onCancel={onCancel} />
      </div>
    </form>
  );
}

function ResetPassword({
  account,
  errors = {},
  saving,
  onSendLink,
  onSetTemporary,
  onCancel,
}: {
  account: StaffAccount;
  errors?: FormErrors;
  saving?: boolean;
  onSendLink?: () => Promise<unknown>;
  onSetTemporary?: (password: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  useUnsavedChanges(password !== '');
  return (
    <div className="adm-form">
      <FormMessage message={errors['']} />
      {onSendLink ? (
        <section>
          <h3>Ссылка на почту</h3>
          <p>
            {account.name} получит на {account.email} ссылку, по которой задаст новый пароль сам. Ссылка
            действует час и только один раз; до тех пор прежний пароль работает.
          </p>
          <button
            type="button"
            className="button button-primary"
            aria-disabled={saving || undefined}
            onClick={() => !saving && onSendLink().catch(ignore)}
          >
            Отправить ссылку
          </button>
        </section>
      ) : null}
      {onSetTemporary ? (
        <form
          className="adm-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!saving) onSetTemporary(password).catch(ignore);
          }}
        >
          <h3>Временный пароль</h3>
          <p>
            Передайте его сотруднику сами. После входа с ним нужно будет сразу задать свой; сеансы сотрудника
            закончатся.
          </p>
          <PasswordField
            label="Временный пароль"
            name="password"
            autoComplete="new-password"
            required
            hint="Не короче 10 символов"
            value={password}
            onChange={setPassword}
            error={errorFor(errors, 'password')}
          />
          <div className="adm-actions">
            <button type="submit" className="button" aria-disabled={saving || undefined}>
              Задать временный пароль
            </button>
          </div>
        </form>
      ) : null}
      <div className="adm-actions">
        <CancelButton onCancel={onCancel} focus />
      </div>
    </div>
  );
}

function NewAccount({ towns, onCreate, saving, errors = {} }: AccountsScreenProps) {
  const empty: StaffAccountInput = {
    email: '',
    name: '',
    role: 'editor',
    towns: [],
    password: '',
    mustChangePassword: true,
  };
  const { values, field, errors: shown, dirty } = useWorkspaceForm(empty, { errors });
  useUnsavedChanges(dirty);
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
        <FormMessage message={shown['']} />
        <div className="adm-grid-2">
          <TextField label={ACCOUNT.name} required {...field('name')} />
          <TextField label={ACCOUNT.email} type="email" autoComplete="off" required {...field('email')} />
        </div>
        <div className="adm-grid-2">
          <SelectField label={ACCOUNT.role} options={ROLE_OPTIONS} {...field('role')} />
          <PasswordField
            label="Временный пароль"
            autoComplete="new-password"
            required
            hint="Не короче 10 символов; при первом входе сотрудник задаст свой"
            {...field('password')}
          />
        </div>
        <TownsChoice role={values.role} towns={towns} {...field('towns')} />
        <div>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? 'Создаём…' : 'Создать'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

/** The towns a role works in, by the contract's rule (@kino/api/towns, the one the service checks); admins, all. */
function TownsChoice({
  role,
  towns,
  name,
  value,
  onChange,
  error,
}: {
  role: StaffRole;
  towns: AccountsScreenProps['towns'];
  name: string;
  value: Town[];
  onChange: (towns: Town[]) => void;
  error?: string;
}) {
  return choosesTowns(role) ? (
    <CheckboxGroup
      legend={TOWNS_LEGEND[role]}
      name={name}
      options={towns}
      value={value}
      onChange={onChange}
      error={error}
    />
  ) : (
    <p className="adm-note">Администратор работает во всех городах.</p>
  );
}
