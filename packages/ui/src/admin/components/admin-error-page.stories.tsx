import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { AdminErrorPage, NoAccessPage } from './admin-page.tsx';

const meta = {
  title: 'Admin/Нет доступа',
  component: NoAccessPage,
  decorators: [withAdminMain],
  args: { needs: 'Этот раздел — только для администраторов.' },
} satisfies Meta<typeof NoAccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An editor opens «Сотрудники»: one page that says so, which role may, and the way back — no form, no filters. */
export const NoAccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Нет доступа к этому разделу');
    await expect(canvas.getByText('Этот раздел — только для администраторов.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'На главную рабочего места' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** An unknown section or town: a page with its own h1. */
export const NotFound: Story = {
  render: () => (
    <AdminErrorPage
      title="Страница не найдена"
      message="Такого раздела нет."
      back={{ to: '/main/films', label: 'К фильмам' }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Страница не найдена');
    await expect(canvas.getByRole('link', { name: 'К фильмам' })).toBeVisible();
  },
};
