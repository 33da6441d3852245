import type { Town } from '@kino/api/towns';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hallOf, hallPage, halls, hallsOf, pagesOf } from '#src/fixtures/content.ts';
import { EVENING, NOW } from '#src/fixtures/films.ts';
import { hallFilms } from '#src/fixtures/views.ts';
import { desktop, mobile, townData, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { HallScreen } from './hall-screen.tsx';

/** The hall a town's stories open: the main town's IMAX, Rechitsa's Большой зал. */
const featured = (town: Town) => (town === 'main' ? 'imax' : 'bolshoj');

const meta = {
  title: 'Screens/Hall',
  component: HallScreen,
  decorators: [withSiteLayout],
  parameters: townData((town) => ({
    hall: hallOf(featured(town), town),
    halls: hallsOf(town),
    page: pagesOf(town).hall,
    films: hallFilms(featured(town), town),
  })),
  args: { hall: hallOf('imax'), page: hallPage, halls, films: hallFilms('imax'), now: NOW },
} satisfies Meta<typeof HallScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Зал IMAX' })).toBeVisible();
    await expect(canvas.getByText('250')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Синий зал/ })).toHaveAttribute('href', '/hall/sinij/');
    // Today's sessions in this hall, the ones still to come as ticket links.
    const today = canvas.getByRole('region', { name: 'Сегодня в зале' });
    await expect(within(today).getByText('Прошедшие сеансы (1)')).toBeVisible();
    await expect(
      within(today).getByRole('link', {
        name: /^Купить билет на 00:20, в ночь на понедельник, «Звёздный маяк»/,
      }),
    ).toBeVisible();
  },
};
export const Mobile: Story = { globals: mobile };
export const EveningDesktop: Story = { args: { now: EVENING, films: hallFilms('sinij') }, globals: desktop };
export const AccessibleHall: Story = { args: { hall: hallOf('krasnyj'), films: hallFilms('krasnyj') } };
export const NothingToday: Story = {
  args: { films: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Сегодня в этом зале сеансов больше нет.')).toBeVisible();
  },
};
export const Rechitsa: Story = {
  parameters: { town: 'rechitsa' },
  args: {
    hall: hallOf('bolshoj', 'rechitsa'),
    halls: hallsOf('rechitsa'),
    page: pagesOf('rechitsa').hall,
    films: hallFilms('bolshoj', 'rechitsa'),
    now: EVENING,
  },
  globals: mobile,
};
