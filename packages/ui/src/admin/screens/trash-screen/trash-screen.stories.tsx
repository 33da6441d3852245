import type { TrashItem } from '@kino/api/types';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { beacon } from '#src/fixtures/films.ts';
import { TrashScreen } from './trash-screen.tsx';

const items: TrashItem[] = [
  {
    id: 3,
    collection: 'news',
    itemId: 41,
    slug: 'novyj-zal',
    title: 'Новый зал в Речице',
    deletedAt: '2026-11-27T15:40:00Z',
    deletedBy: 'editor@kino.example',
    purgeAt: '2026-12-27T15:40:00Z',
  },
  {
    id: 2,
    collection: 'films',
    itemId: 7,
    slug: beacon.slug,
    title: beacon.title,
    deletedAt: '2026-11-20T09:05:00Z',
    deletedBy: 'admin@kino.example',
    purgeAt: '2026-12-20T09:05:00Z',
  },
];

const LABELS: Record<TrashItem['collection'], string> = {
  films: 'Фильм',
  news: 'Новость',
  events: 'Событие',
  documents: 'Документ',
  vacancies: 'Вакансия',
  halls: 'Зал',
  services: 'Услуга',
  certificates: 'Сертификат',
  faq: 'Вопрос',
};

const meta = {
  title: 'Admin/Списки/Корзина',
  component: TrashScreen,
  decorators: [withAdminMain],
  parameters: { pathname: '/rechitsa/trash' },
  args: {
    items,
    state: { status: 'ready' },
    kindLabel: (collection: TrashItem['collection']) => LABELS[collection],
    onRestore: fn(),
  },
} satisfies Meta<typeof TrashScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each deleted item with its kind, who deleted it and until when it is kept; «Восстановить» names the item. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Корзина' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Восстановить «${beacon.title}»` }));
    await expect(args.onRestore).toHaveBeenCalledWith(items[1]);
  },
};

/** After a restore: where the item is now; a refused one says why. */
export const Restored: Story = {
  args: {
    items: items.slice(1),
    restored: { title: 'Новый зал в Речице', to: '/rechitsa/news/41' },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Восстановлено: «Новый зал в Речице» — черновиком.');
    await expect(within(status).getByRole('link')).toHaveAttribute('href', '/rechitsa/news/41');
  },
};

export const Refused: Story = {
  args: {
    error: `Адрес «${beacon.slug}» уже занят другим материалом: переименуйте или удалите его, затем восстановите этот.`,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('уже занят');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Корзина пуста')).toBeVisible();
  },
};
