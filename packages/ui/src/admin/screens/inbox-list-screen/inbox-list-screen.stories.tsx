import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { applicationSummaries, callbackApplication, vacancyApplication } from '#src/fixtures/applications.ts';
import { InboxListScreen } from './inbox-list-screen.tsx';

const meta = {
  title: 'Admin/Заявки',
  component: InboxListScreen,
  decorators: [withAdminMain],
  parameters: { pathname: '/inbox/rechitsa' },
  args: {
    town: 'rechitsa',
    towns: [
      { value: 'main', label: 'Гомель', newCount: 2 },
      { value: 'rechitsa', label: 'Речица', newCount: 1 },
    ],
    kind: 'all',
    tabHref: (town, kind) => `/inbox/${town}${kind === 'all' ? '' : `?kind=${kind}`}`,
    detailHref: (a) => `/inbox/${a.town}/${a.id}`,
    exportHref: (ids) =>
      `/admin/v1/towns/rechitsa/applications.csv${ids.length ? `?${ids.map((id) => `id=${id}`).join('&')}` : ''}`,
    applications: applicationSummaries,
    state: { status: 'ready' },
    filters: { status: 'all', search: '' },
    onFiltersChange: fn(),
    paging: { page: 1, totalPages: 3, total: 47, onPage: fn() },
  },
} satisfies Meta<typeof InboxListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Newest first with their status; each town's tab counts its new applications; a selection is exported as exactly
 * those, without one the filter is.
 */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const towns = within(canvas.getByRole('navigation', { name: 'Город' }));
    await expect(towns.getByRole('link', { name: 'Речица, 1 новая' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(towns.getByRole('link', { name: 'Гомель, 2 новых' })).toHaveAttribute('href', '/inbox/main');
    await expect(canvas.getByRole('link', { name: 'Все' })).toHaveAttribute('aria-current', 'page');
    const rows = canvas.getAllByRole('row');
    await expect(within(rows[1]!).getByRole('link', { name: callbackApplication.name })).toHaveAttribute(
      'href',
      `/inbox/rechitsa/${callbackApplication.id}`,
    );
    await expect(within(rows[1]!).getByText('Новая')).toBeVisible();
    await expect(within(rows[2]!).getByText('В работе')).toBeVisible();
    await expect(within(rows[2]!).getByText('Кассир · резюме')).toBeVisible();

    const byFilter = canvas.getByRole('link', { name: 'Экспорт CSV (по фильтру)' });
    await expect(byFilter).toHaveAttribute('href', '/admin/v1/towns/rechitsa/applications.csv');
    await expect(byFilter).toHaveAttribute('download');
    await userEvent.click(canvas.getByRole('checkbox', { name: `Выбрать: ${vacancyApplication.name}` }));
    await expect(canvas.getByRole('link', { name: 'Экспорт CSV (выбрано: 1)' })).toHaveAttribute(
      'href',
      `/admin/v1/towns/rechitsa/applications.csv?id=${vacancyApplication.id}`,
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Выбрать все на странице' }));
    await expect(canvas.getByRole('link', { name: 'Экспорт CSV (выбрано: 3)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Снять выбор' }));
    await expect(canvas.getByRole('link', { name: 'Экспорт CSV (по фильтру)' })).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Состояние' }), 'new');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ status: 'new', search: '' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск' }), '29 123');
    await waitFor(() =>
      expect(args.onFiltersChange).toHaveBeenLastCalledWith({ status: 'all', search: '29 123' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Вперёд →' }));
    await expect(args.paging?.onPage).toHaveBeenCalledWith(2);
  },
};

/** An hr member of one town: no town tabs, the town in the title; the vacancies tab. */
export const Mobile: Story = {
  globals: mobile,
  args: {
    towns: [{ value: 'rechitsa', label: 'Речица' }],
    kind: 'vacancy',
    applications: applicationSummaries.filter((a) => a.kind === 'vacancy'),
    paging: { page: 1, totalPages: 1, total: 2, onPage: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Заявки · Речица' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Город' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Вакансии' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Empty: Story = {
  args: { applications: [], paging: { page: 1, totalPages: 0, total: 0, onPage: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Заявок пока нет')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Экспорт CSV/ })).toBeNull();
  },
};

/** A search that finds nothing says so, not that the inbox is empty. */
export const NothingFound: Story = {
  args: { applications: [], filters: { status: 'done', search: 'Петров' }, paging: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ничего не нашлось')).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' }, applications: [], paging: undefined } };

export const Failed: Story = {
  args: { state: { status: 'error' }, applications: [], paging: undefined, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
