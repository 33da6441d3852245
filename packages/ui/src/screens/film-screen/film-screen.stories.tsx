import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScreenSkeleton } from '#src/components/screen-skeleton.tsx';
import { beacon, comingSoon, films, NOW } from '#src/fixtures/films.ts';
import { infoMain } from '#src/fixtures/info.ts';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { FilmScreen } from './film-screen.tsx';

const meta = {
  title: 'Screens/Film',
  component: FilmScreen,
  decorators: [withSiteLayout],
  args: { info: infoMain, film: beacon, now: NOW },
} satisfies Meta<typeof FilmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Звёздный маяк' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: /^Сегодня/ })).toBeVisible();
    // Six days of the schedule, and once more in «Ближайшие сеансы» at the top.
    await expect(canvas.getAllByRole('link', { name: /^Купить билет на 21:45, Красный зал/ }).length).toBe(8);
  },
};

export const Mobile: Story = { globals: mobile };

export const Trailer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTitle(/Трейлер фильма/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Смотреть трейлер фильма «Звёздный маяк»' }));
    const frame = canvas.getByTitle('Трейлер фильма «Звёздный маяк»');
    await expect(frame).toHaveAttribute(
      'src',
      expect.stringContaining('https://www.youtube-nocookie.com/embed/R6MlUcmOul8'),
    );
    await expect(canvas.queryByRole('button', { name: /Смотреть трейлер/ })).toBeNull();
  },
};

export const ComingSoon: Story = {
  args: { film: comingSoon },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Премьера 25 ноября 2026/)).toBeVisible();
    await expect(canvas.getByText('Продажа билетов ещё не открыта')).toBeVisible();
  },
};

export const WithoutTrailer: Story = { args: { film: films[2] } };

export const Loading: Story = { render: () => <ScreenSkeleton variant="article" /> };
