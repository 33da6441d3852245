import type { LibraryImage } from '@kino/api/types';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { beacon } from '#src/fixtures/films.ts';
import { photo } from '#src/fixtures/images.ts';
import { MediaLibrary, MediaLibraryScreen } from './media-library-screen.tsx';

const images: LibraryImage[] = [
  {
    id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    image: beacon.poster,
    fileName: `${beacon.slug}-poster.jpg`,
    type: 'image/jpeg',
    createdAt: '2026-11-20T10:15:00Z',
    createdBy: 'Ольга Редактор',
    uses: [{ kind: 'film', id: String(beacon.id), title: beacon.title }],
  },
  {
    id: '2c5f39cb-3fb2-11d2-883f-0016d3cca427',
    image: photo('Зал IMAX', 210, 1280, 720, 'Зал IMAX: кресла перед экраном'),
    fileName: 'imax-hall.png',
    type: 'image/png',
    createdAt: '2026-11-18T08:00:00Z',
    createdBy: null,
    uses: [
      { kind: 'hall', id: '1', title: 'Зал IMAX' },
      { kind: 'page', id: 'about', title: 'О кинотеатре' },
    ],
  },
  {
    id: '3d604adc-4fc3-11d2-883f-0016d3cca427',
    image: photo('Новогодняя ёлка', 120, 1280, 720, ''),
    fileName: 'elka-2025.webp',
    type: 'image/webp',
    createdAt: '2026-11-02T12:30:00Z',
    createdBy: 'Ольга Редактор',
    uses: [],
  },
];

const KINDS: Record<string, string> = { film: 'Фильм', hall: 'Зал', page: 'Страница' };

const meta = {
  title: 'Admin/Медиатека',
  component: MediaLibraryScreen,
  decorators: [withAdminMain],
  args: {
    images,
    state: { status: 'ready' },
    q: '',
    onSearch: fn(),
    unused: false,
    onUnusedChange: fn(),
    linkOf: (use) => ({ kind: KINDS[use.kind] ?? use.kind, to: `/main/${use.kind}s/${use.id}` }),
    onDelete: fn(),
    onDescribe: fn(),
    paging: { page: 1, totalPages: 1, total: 3, onPage: fn() },
  },
} satisfies Meta<typeof MediaLibraryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: `«${beacon.title}»` })).toBeVisible();
    // A used picture cannot be deleted; the unused one asks first.
    await expect(canvas.getByRole('button', { name: `Удалить «${beacon.slug}-poster.jpg»` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить «elka-2025.webp»' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Удалить изображение?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить навсегда' }));
    await expect(args.onDelete).toHaveBeenCalledWith(images[2]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Только неиспользуемые' }));
    await expect(args.onUnusedChange).toHaveBeenCalledWith(true);
  },
};
export const Mobile: Story = { globals: mobile };
export const Empty: Story = { args: { images: [], paging: undefined } };
export const NothingFound: Story = { args: { images: [], q: 'афиша', paging: undefined } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = { args: { state: { status: 'error' }, onRetry: fn() } };
export const DeleteRefused: Story = {
  args: {
    message: { tone: 'error', text: 'Изображение используется — сначала замените его в этих материалах.' },
  },
};

/** The picker an editor opens from an image field: «Выбрать» on each card, nothing that changes the library. */
export const Picker: Story = {
  render: (args) => <MediaLibrary {...args} onDelete={undefined} onDescribe={undefined} />,
  args: { onPick: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Выбрать «imax-hall.png»' }));
    await expect(args.onPick).toHaveBeenCalledWith(images[1]);
    await expect(canvas.queryByRole('button', { name: /Удалить/ })).toBeNull();
  },
};
