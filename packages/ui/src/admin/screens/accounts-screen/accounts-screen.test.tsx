import type { StaffAccount } from '@kino/api/types';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { AccountsScreen, type AccountsScreenProps } from './accounts-screen.tsx';

const props: AccountsScreenProps = {
  accounts: [],
  state: { status: 'ready' },
  currentId: 1,
  towns: [
    { value: 'main', label: 'Гомель' },
    { value: 'rechitsa', label: 'Речица' },
  ],
  onCreate: () => undefined,
  onToggleDisabled: () => undefined,
  onDelete: () => undefined,
};

describe('AccountsScreen: a new account', () => {
  it('sends no towns ticked for another role, and starts empty again once the account is created', async () => {
    const onCreate = vi.fn();
    const { rerender } = render(<AccountsScreen {...props} onCreate={onCreate} />);
    // Towns ticked for an editor, then the role changed to admin: they are not sent.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Речица' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Роль/ }), 'admin');
    await userEvent.type(screen.getByRole('textbox', { name: /Имя/ }), 'Пётр');
    await userEvent.type(screen.getByRole('textbox', { name: /Электронная почта/ }), 'petr@kino.example');
    await userEvent.type(screen.getByLabelText(/Временный пароль/), 'long-enough-password');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ role: 'admin', towns: [], mustChangePassword: true }),
    );
    // Created: the next account is typed into an empty form, with no town of the last one.
    rerender(<AccountsScreen {...props} onCreate={onCreate} createdId={7} />);
    expect((screen.getByRole('textbox', { name: /Имя/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: /Электронная почта/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/Временный пароль/) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Речица' }) as HTMLInputElement).checked).toBe(false);
  });
});

const account = (id: number, email: string): StaffAccount =>
  ({
    id,
    email,
    name: email,
    role: 'editor',
    towns: ['main'],
    disabled: false,
    lastSignInAt: null,
  }) as StaffAccount;
const me = account(1, 'admin@kino.example');
const anna = account(2, 'anna@kino.example');
const boris = account(3, 'boris@kino.example');

describe('AccountsScreen: the focus after an action in the list', () => {
  it('stays on «Отключить» while it saves and after (a disabled button would drop it to the page)', async () => {
    const onToggleDisabled = vi.fn();
    const view = render(
      <AccountsScreen {...props} accounts={[me, anna]} onToggleDisabled={onToggleDisabled} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Отключить: anna@kino.example' }));
    expect(onToggleDisabled).toHaveBeenCalledWith(anna);
    view.rerender(<AccountsScreen {...props} accounts={[me, anna]} saving />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Отключить: anna@kino.example' }));
    view.rerender(<AccountsScreen {...props} accounts={[me, { ...anna, disabled: true }]} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Включить: anna@kino.example' }));
  });

  it('asks in the workspace’s dialog with «Отмена» focused, then moves to the next row, and to the heading at last', async () => {
    const onDelete = vi.fn();
    const view = render(<AccountsScreen {...props} accounts={[me, anna, boris]} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить: anna@kino.example' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить сотрудника?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Отмена' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(onDelete).toHaveBeenCalledWith(anna);
    view.rerender(<AccountsScreen {...props} accounts={[me, boris]} onDelete={onDelete} />);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Отключить: boris@kino.example' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Удалить: boris@kino.example' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    view.rerender(<AccountsScreen {...props} accounts={[me]} onDelete={onDelete} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Сотрудники' }));
  });
});

describe('AccountsScreen: sign-in locks', () => {
  it('lifts an account’s locks with «Разблокировать», and shows no such button without the handler', async () => {
    const onUnlock = vi.fn();
    const view = render(<AccountsScreen {...props} accounts={[anna]} onUnlock={onUnlock} />);
    await userEvent.click(screen.getByRole('button', { name: 'Разблокировать: anna@kino.example' }));
    expect(onUnlock).toHaveBeenCalledWith(anna);
    view.rerender(<AccountsScreen {...props} accounts={[anna]} />);
    expect(screen.queryByRole('button', { name: /Разблокировать/ })).toBeNull();
  });
});
