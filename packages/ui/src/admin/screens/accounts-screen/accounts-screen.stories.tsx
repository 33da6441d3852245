import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { AccountsScreen } from './accounts-screen.tsx';

const meta = {
  title: 'Admin/Сотрудники',
  component: AccountsScreen,
  decorators: [withAdminMain],
  args: {
    accounts: [
      {
        id: 1,
        email: 'admin@kino.example',
        name: 'Анна Смирнова',
        role: 'admin',
        towns: ['main', 'rechitsa'],
        disabled: false,
        mustChangePassword: false,
        createdAt: '2026-11-01T10:00:00Z',
        lastSignInAt: '2026-11-23T15:40:00Z',
      },
      {
        id: 2,
        email: 'editor@kino.example',
        name: 'Игорь Лис',
        role: 'editor',
        towns: ['rechitsa'],
        disabled: false,
        mustChangePassword: false,
        createdAt: '2026-11-02T10:00:00Z',
        lastSignInAt: null,
      },
      {
        id: 3,
        email: 'hr@kino.example',
        name: 'Мария Ковалёва',
        role: 'hr',
        towns: ['main'],
        disabled: false,
        mustChangePassword: false,
        createdAt: '2026-11-03T10:00:00Z',
        lastSignInAt: '2026-11-22T09:15:00Z',
      },
    ],
    state: { status: 'ready' },
    currentId: 1,
    towns: [
      { value: 'main', label: 'Гомель' },
      { value: 'rechitsa', label: 'Речица' },
    ],
    onCreate: fn(),
    onToggleDisabled: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof AccountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Отключить: editor@kino.example' }));
    await expect(args.onToggleDisabled).toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Имя/ }), 'Ольга');
    await userEvent.type(canvas.getByRole('textbox', { name: /Электронная почта/ }), 'olga@kino.example');
    await userEvent.type(canvas.getByLabelText(/Временный пароль/), 'long-enough-password');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Гомель' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Создать' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Ольга',
      email: 'olga@kino.example',
      role: 'editor',
      towns: ['main'],
      password: 'long-enough-password',
      mustChangePassword: true,
    });
  },
};

/** Every role but admin works in the towns chosen for it: hr is asked for them as an editor is; an admin is not. */
export const NewHrAccount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Сотрудники' }));
    const hrRow = within(table.getByRole('row', { name: /hr@kino\.example/ }));
    await expect(hrRow.getByRole('cell', { name: 'Гомель' })).toBeVisible();
    await expect(
      within(table.getByRole('row', { name: /admin@kino\.example/ })).getByRole('cell', { name: 'все' }),
    ).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Роль/ }), 'admin');
    await expect(canvas.queryByRole('group', { name: /Города/ })).toBeNull();
    await expect(canvas.getByText('Администратор работает во всех городах.')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Роль/ }), 'hr');
    const towns = within(canvas.getByRole('group', { name: 'Города, чьи заявки разбирает' }));
    await userEvent.click(towns.getByRole('checkbox', { name: 'Речица' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Имя/ }), 'Ольга');
    await userEvent.type(canvas.getByRole('textbox', { name: /Электронная почта/ }), 'olga@kino.example');
    await userEvent.type(canvas.getByLabelText(/Временный пароль/), 'long-enough-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Создать' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Ольга',
      email: 'olga@kino.example',
      role: 'hr',
      towns: ['rechitsa'],
      password: 'long-enough-password',
      mustChangePassword: true,
    });
  },
};
export const Mobile: Story = { globals: mobile };
export const Empty: Story = { args: { accounts: [] } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = {
  args: {
    errors: { '': 'Такая почта уже есть.', email: 'Занято' },
    state: { status: 'error' },
    onRetry: fn(),
  },
};
