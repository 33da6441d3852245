import { render, screen } from '@testing-library/react';
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
    await userEvent.type(screen.getByLabelText(/Пароль/), 'long-enough-password');
    await userEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ role: 'admin', towns: [] }));
    // Created: the next account is typed into an empty form, with no town of the last one.
    rerender(<AccountsScreen {...props} onCreate={onCreate} createdId={7} />);
    expect((screen.getByRole('textbox', { name: /Имя/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: /Электронная почта/ }) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/Пароль/) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Речица' }) as HTMLInputElement).checked).toBe(false);
  });
});
