import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { personalDataLog, vacancyApplication } from '#src/fixtures/applications.ts';
import { PersonalDataLogScreen } from './personal-data-log-screen.tsx';

const meta = {
  title: 'Admin/Доступ к персональным данным',
  component: PersonalDataLogScreen,
  decorators: [withAdminMain],
  parameters: { pathname: '/personal-data-log' },
  args: {
    entries: personalDataLog,
    state: { status: 'ready' },
    towns: [
      { value: 'main', label: 'Гомель' },
      { value: 'rechitsa', label: 'Речица' },
    ],
    filters: { town: 'all', action: 'all', application: null },
    onFiltersChange: fn(),
    applicationHref: (town, id) => `/inbox/${town}/${id}`,
    paging: { page: 1, totalPages: 1, total: 5, onPage: fn() },
  },
} satisfies Meta<typeof PersonalDataLogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: `Заявка ${vacancyApplication.id}` })[0]).toHaveAttribute(
      'href',
      `/inbox/rechitsa/${vacancyApplication.id}`,
    );
    await expect(canvas.getByText('новая → в работе')).toBeVisible();
    await expect(canvas.getByText('система (срок хранения)')).toBeVisible();
    await expect(canvas.getByText('4d2c1b0a (удалена)')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Действие' }), 'cv');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ town: 'all', action: 'cv', application: null });
  },
};

/** Opened from one application: only its entries, and a way back to all. */
export const OneApplication: Story = {
  globals: mobile,
  args: {
    entries: personalDataLog.filter((e) => e.applicationId === vacancyApplication.id),
    filters: { town: 'all', action: 'all', application: vacancyApplication.id },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Показать все' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      town: 'all',
      action: 'all',
      application: null,
    });
  },
};
export const Empty: Story = { args: { entries: [] } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = { args: { state: { status: 'error' }, onRetry: fn() } };
