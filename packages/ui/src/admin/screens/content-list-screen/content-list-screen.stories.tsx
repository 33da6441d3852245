import { formatDate } from '@kino/api/cinema-time';
import type { NewsSummary } from '@kino/api/types';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminLink } from '#src/admin/components/admin-links.tsx';
import { createColumnHelper } from '#src/admin/components/data-table.tsx';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { newsItems } from '#src/fixtures/content.ts';
import { ContentListScreen } from './content-list-screen.tsx';

const column = createColumnHelper<NewsSummary>();
const columns = [
  column.accessor('title', {
    header: 'Заголовок',
    cell: (info) => <AdminLink to={`/main/news/${info.row.original.id}`}>{info.getValue()}</AdminLink>,
  }),
  column.accessor('publishedAt', { header: 'Дата', cell: (info) => formatDate(info.getValue()) }),
];

const meta = {
  title: 'Admin/Списки/Список материалов',
  component: ContentListScreen<NewsSummary>,
  decorators: [withAdminMain],
  args: {
    title: 'Новости',
    createTo: '/main/news/new',
    createLabel: 'Добавить новость',
    columns,
    rows: newsItems,
    state: { status: 'ready' },
    filters: { search: '', status: 'all' },
    onFiltersChange: fn(),
    getRowId: (row: NewsSummary) => String(row.id),
    paging: { page: 1, totalPages: 3, total: 27, onPage: fn() },
  },
} satisfies Meta<typeof ContentListScreen<NewsSummary>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search is sent once typing pauses; the status filter at once; paging by buttons. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Новости' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск' }), 'кино');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenCalledWith({ search: 'кино', status: 'all' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Состояние' }), 'draft');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ search: 'кино', status: 'draft' });
    await userEvent.click(canvas.getByRole('button', { name: 'Вперёд →' }));
    await expect(args.paging?.onPage).toHaveBeenCalledWith(2);
  },
};

export const Mobile: Story = { globals: mobile };

export const Empty: Story = {
  args: { rows: [], paging: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Здесь пока ничего нет')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Загружаем…');
  },
};

export const Failed: Story = {
  args: { state: { status: 'error', message: 'Сервис недоступен.' }, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Сервис недоступен.');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Back from an item deleted on its page: what went is said, and the focus is on the heading (the page it had is gone). */
export const AfterDelete: Story = {
  args: { notice: 'Удалено: «Новый зал в Речице».' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Удалено: «Новый зал в Речице».');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Новости' })).toHaveFocus();
  },
};
