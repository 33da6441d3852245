import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EVENING, NOW, TODAY } from '#src/fixtures/films.ts';
import { categoryOf } from '#src/fixtures/views.ts';
import { desktop, mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { FilmCategoryScreen } from './film-category-screen.tsx';

const kids = categoryOf('dlja-detej');

const meta = {
  title: 'Screens/Film category',
  component: FilmCategoryScreen,
  decorators: [withSiteLayout],
  args: {
    category: { slug: 'dlja-detej', name: 'Для детей', count: kids.showing.length },
    showing: kids.showing,
    coming: kids.coming,
    today: TODAY,
    now: NOW,
  },
} satisfies Meta<typeof FilmCategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Для детей' })).toBeVisible();
    // Only films on release count as «в прокате»; the one opening later is apart, with its date.
    await expect(canvas.getByText('1 фильм в прокате · 1 скоро')).toBeVisible();
    const coming = canvas.getByRole('region', { name: 'Скоро в кино' });
    await expect(within(coming).getByText(/^С 2 декабря/)).toBeVisible();
    // Tiles show today's next times as ticket links.
    await expect(canvas.getByRole('link', { name: /^Купить билет на 17:00, Синий зал, 2D/ })).toBeVisible();
  },
};
export const Mobile: Story = { globals: mobile };
export const EveningDesktop: Story = { args: { now: EVENING }, globals: desktop };
export const Rechitsa: Story = {
  parameters: { town: 'rechitsa' },
  args: { ...categoryOf('dlja-detej', 'rechitsa') },
  globals: mobile,
};
export const Empty: Story = {
  args: { showing: [], coming: [], category: { slug: 'retro', name: 'Ретро', count: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('В этой подборке пока нет фильмов')).toBeVisible();
  },
};
