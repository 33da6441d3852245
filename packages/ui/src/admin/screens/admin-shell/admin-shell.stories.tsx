import { TOWNS, type Town } from '@kino/api/towns';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminError, AdminLoading } from '#src/admin/components/admin-page.tsx';
import { workspaceNavigation } from '#src/admin/lib/navigation.ts';
import { mobile, withAdmin } from '#src/admin/stories/admin-story-helpers.tsx';
import { AdminShell } from './admin-shell.tsx';

const TOWN_NAMES = { main: 'Гомель', rechitsa: 'Речица' } as const;
const admin = {
  name: 'Анна Смирнова',
  email: 'admin@kino.example',
  role: 'admin' as const,
  towns: [...TOWNS],
};
const editor = {
  name: 'Игорь Лис',
  email: 'editor@kino.example',
  role: 'editor' as const,
  towns: ['rechitsa' as const],
};
const hr = { name: '', email: 'hr@kino.example', role: 'hr' as const, towns: [] as Town[] };

const meta = {
  title: 'Admin/Оболочка',
  component: AdminShell,
  decorators: [withAdmin],
  parameters: { pathname: '/main/films' },
  args: {
    user: admin,
    navigation: workspaceNavigation(admin, TOWN_NAMES, TOWNS, { newApplications: 3 }),
    onSignOut: fn(),
    children: (
      <>
        <h1>Фильмы</h1>
        <p>Содержимое раздела.</p>
      </>
    ),
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin: both towns, the audit log, the accounts, the inbox with its new ones; the current section is marked. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Разделы' });
    await expect(within(nav).getAllByRole('link', { name: 'Фильмы' })).toHaveLength(2);
    await expect(within(nav).getAllByRole('link', { name: 'Фильмы' })[0]).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Журнал изменений' })).toBeVisible();
    // The count is in the link's name, not only in its look.
    await expect(within(nav).getByRole('link', { name: 'Заявки, 3 новых' })).toHaveAttribute(
      'href',
      '/inbox',
    );
    await expect(within(nav).getByRole('link', { name: 'Доступ к персональным данным' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Выйти' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

/** An editor of Rechitsa sees that town's content only. */
export const Editor: Story = {
  parameters: { pathname: '/rechitsa/news' },
  args: { user: editor, navigation: workspaceNavigation(editor, TOWN_NAMES, TOWNS) },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Разделы' }));
    await expect(nav.getAllByRole('link', { name: 'Фильмы' })).toHaveLength(1);
    await expect(nav.queryByText('Гомель')).toBeNull();
    await expect(nav.queryByText('Журнал изменений')).toBeNull();
    await expect(nav.queryByText('Заявки')).toBeNull();
  },
};

/** HR: no content, only the inbox, with its one new application. */
export const Empty: Story = {
  parameters: { pathname: '/inbox' },
  args: {
    user: hr,
    navigation: workspaceNavigation(hr, TOWN_NAMES, TOWNS, { newApplications: 1 }),
    children: <h1>Заявки</h1>,
  },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Разделы' }));
    // The dashboard and the inbox.
    await expect(nav.getAllByRole('link')).toHaveLength(2);
    await expect(nav.getByRole('link', { name: 'Заявки, 1 новая' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.queryByText('Журнал изменений')).toBeNull();
  },
};

export const Loading: Story = { args: { children: <AdminLoading />, signingOut: true } };

export const Failed: Story = { args: { children: <AdminError onRetry={fn()} /> } };

/** On a phone the menu folds behind a button that says whether it is open. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Меню' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Разделы' })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Закрыть меню' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('navigation', { name: 'Разделы' })).toBeVisible();
  },
};

/** Escape closes the open menu and leaves the focus on its button. */
export const MobileMenuEscape: Story = {
  globals: mobile,
  // The same screen as Mobile once closed: nothing new to see.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Меню' }));
    canvas.getByRole('link', { name: 'Журнал изменений' }).focus();
    await userEvent.keyboard('{Escape}');
    const toggle = canvas.getByRole('button', { name: 'Меню' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('navigation', { name: 'Разделы' })).toBeNull();
  },
};
