import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { AuditScreen } from './audit-screen.tsx';

const meta = {
  title: 'Admin/Журнал изменений',
  component: AuditScreen,
  decorators: [withAdminMain],
  args: {
    entries: [
      {
        id: 3,
        at: '2026-11-23T15:42:00Z',
        actor: { id: 2, email: 'editor@kino.example' },
        action: 'adminUpdateFilm',
        town: 'rechitsa',
        kind: 'film',
        itemId: '12',
        summary: 'Фильм «Дюна»: изменены title, poster',
        changes: [{ field: 'title', before: 'Дюна', after: 'Дюна: Часть вторая' }],
      },
      {
        id: 2,
        at: '2026-11-23T15:40:00Z',
        actor: { id: 1, email: 'admin@kino.example' },
        action: 'adminSignIn',
        town: null,
        kind: null,
        itemId: null,
        summary: 'Вход',
        changes: [],
      },
    ],
    state: { status: 'ready' },
    towns: [
      { value: 'main', label: 'Гомель' },
      { value: 'rechitsa', label: 'Речица' },
    ],
    town: 'all',
    onTownChange: fn(),
    paging: { page: 1, totalPages: 1, total: 2, onPage: fn() },
  },
} satisfies Meta<typeof AuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: /title: Дюна → Дюна: Часть вторая/ })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Город' }), 'rechitsa');
    await expect(args.onTownChange).toHaveBeenCalledWith('rechitsa');
  },
};
export const Mobile: Story = { globals: mobile };
export const Empty: Story = { args: { entries: [] } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = { args: { state: { status: 'error' }, onRetry: fn() } };
