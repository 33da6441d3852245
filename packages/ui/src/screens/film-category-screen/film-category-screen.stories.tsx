import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { films } from '#src/fixtures/films.ts';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { FilmCategoryScreen } from './film-category-screen.tsx';

const kids = films.filter((f) => f.categories.some((c) => c.slug === 'dlja-detej'));

const meta = {
  title: 'Screens/Film category',
  component: FilmCategoryScreen,
  decorators: [withSiteLayout],
  args: { category: { slug: 'dlja-detej', name: 'Для детей', count: kids.length }, films: kids },
} satisfies Meta<typeof FilmCategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Для детей' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getAllByRole('heading', { level: 2 }).length).toBe(
      kids.length,
    );
  },
};
export const Mobile: Story = { globals: mobile };
export const Empty: Story = {
  args: { films: [], category: { slug: 'retro', name: 'Ретро', count: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('В этой подборке пока нет фильмов')).toBeVisible();
  },
};
