// Staff accounts (admins only).
import { unwrap } from '@kino/api/client';
import type { StaffAccount, StaffAccountInput, StaffAccountUpdate } from '@kino/api/types';
import { AccountsScreen } from '@kino/ui/admin/screens/accounts-screen';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { admin } from '#src/data/admin.ts';
import { formErrors, loadStateOf } from '#src/data/errors.ts';
import { queryClient } from '#src/data/query-client.ts';
import { townOptions, useTownNames } from '#src/data/town-names.ts';
import { ADMINS_ONLY, roleGate, roleGateError } from '#src/lib/role-gate.tsx';

export const meta = () => [{ title: 'Сотрудники — рабочее место кинотеатра' }];

export const clientLoader = roleGate((account) => account.role === 'admin');

export const ErrorBoundary = roleGateError(ADMINS_ONLY);

export default function Accounts() {
  const { queries, client } = admin();
  const accounts = useQuery(queries.accounts());
  const me = useQuery(queries.me());
  const names = useTownNames(me.data?.account);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queries.accounts().queryKey });
  const create = useMutation({
    mutationFn: async (body: StaffAccountInput) => unwrap(await client.POST('/admin/v1/accounts', { body })),
    onSuccess: async (account) => {
      setNotice(`Создан: ${account.email}.`);
      await refresh();
    },
  });
  const update = useMutation({
    mutationFn: async (account: StaffAccount) =>
      unwrap(
        await client.PUT('/admin/v1/accounts/{accountId}', {
          params: { path: { accountId: account.id } },
          body: { name: account.name, role: account.role, towns: account.towns, disabled: !account.disabled },
        }),
      ),
    onSuccess: async (account) => {
      setNotice(account.disabled ? `Отключён: ${account.email}.` : `Включён: ${account.email}.`);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (account: StaffAccount) => {
      unwrap(
        await client.DELETE('/admin/v1/accounts/{accountId}', {
          params: { path: { accountId: account.id } },
        }),
      );
      return account;
    },
    onSuccess: async (account) => {
      setNotice(`Удалён: ${account.email}.`);
      await refresh();
    },
  });
  const unlock = useMutation({
    mutationFn: async (account: StaffAccount) => {
      unwrap(
        await client.POST('/admin/v1/accounts/{accountId}/unlock', {
          params: { path: { accountId: account.id } },
        }),
      );
      return account;
    },
    onSuccess: (account) => setNotice(`Вход разблокирован: ${account.email}.`),
  });
  const change = useMutation({
    mutationFn: async ({ account, body }: { account: StaffAccount; body: StaffAccountUpdate }) =>
      unwrap(
        await client.PUT('/admin/v1/accounts/{accountId}', {
          params: { path: { accountId: account.id } },
          body,
        }),
      ),
    onSuccess: async (account) => {
      setNotice(`Сохранено: ${account.email}.`);
      await refresh();
    },
  });
  const sendLink = useMutation({
    mutationFn: async (account: StaffAccount) => {
      unwrap(
        await client.POST('/admin/v1/accounts/{accountId}/password-reset', {
          params: { path: { accountId: account.id } },
        }),
      );
      return account;
    },
    onSuccess: (account) => setNotice(`Ссылка для смены пароля отправлена: ${account.email}.`),
  });
  const temporary = useMutation({
    mutationFn: async ({ account, password }: { account: StaffAccount; password: string }) => {
      unwrap(
        await client.PUT('/admin/v1/accounts/{accountId}/password', {
          params: { path: { accountId: account.id } },
          body: { password },
        }),
      );
      return account;
    },
    onSuccess: async (account) => {
      setNotice(`Временный пароль задан: ${account.email}. При входе сотрудник задаст свой.`);
      await refresh();
    },
  });
  // A dialog's errors are its last action's; opening another starts clean.
  const dialogs = [change, sendLink, temporary];

  const dialogFailure = dialogs.find((m) => m.isError)?.error;
  const failure = create.error ?? update.error ?? remove.error ?? unlock.error;
  return (
    <AccountsScreen
      accounts={accounts.data ?? []}
      state={loadStateOf(accounts)}
      onRetry={() => accounts.refetch()}
      currentId={me.data?.account.id ?? 0}
      towns={townOptions(names)}
      onCreate={(input) => create.mutate(input)}
      onToggleDisabled={(account) => update.mutate(account)}
      onDelete={(account) => remove.mutate(account)}
      onUnlock={(account) => unlock.mutate(account)}
      onUpdate={(account, body) => {
        for (const m of dialogs) m.reset();
        return change.mutateAsync({ account, body });
      }}
      onSendResetLink={(account) => {
        for (const m of dialogs) m.reset();
        return sendLink.mutateAsync(account);
      }}
      onSetTemporaryPassword={(account, password) => {
        for (const m of dialogs) m.reset();
        return temporary.mutateAsync({ account, password });
      }}
      saving={
        create.isPending ||
        update.isPending ||
        remove.isPending ||
        unlock.isPending ||
        dialogs.some((m) => m.isPending)
      }
      errors={failure ? formErrors(failure) : undefined}
      dialogErrors={dialogFailure ? formErrors(dialogFailure, 'Не удалось.') : undefined}
      notice={notice}
      createdId={create.data?.id}
    />
  );
}
