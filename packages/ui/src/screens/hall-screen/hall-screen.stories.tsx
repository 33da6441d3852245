import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hallPage, halls } from '#src/fixtures/content.ts';
import { EVENING, NOW } from '#src/fixtures/films.ts';
import { hallFilms } from '#src/fixtures/views.ts';
import { desktop, mobile, townData, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { HallScreen } from './hall-screen.tsx';

const meta = {
  title: 'Screens/Hall',
  component: HallScreen,
  decorators: [withSiteLayout],
  parameters: townData((town) => ({ films: hallFilms('imax', town) })),
  args: { hall: halls[0]!, page: hallPage, halls, films: hallFilms('imax'), now: NOW },
} satisfies Meta<typeof HallScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Зал IMAX' })).toBeVisible();
    await expect(canvas.getByText('212')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Синий зал/ })).toHaveAttribute('href', '/hall/sinij/');
    // Today's sessions in this hall, the ones still to come as ticket links.
    const today = canvas.getByRole('region', { name: 'Сегодня в зале' });
    await expect(within(today).getByText('Прошедшие сеансы (1)')).toBeVisible();
    await expect(
      within(today).getByRole('link', {
        name: /^Купить билет на 00:20, в ночь на понедельник, «Дюна: Часть вторая»/,
      }),
    ).toBeVisible();
  },
};
export const Mobile: Story = { globals: mobile };
export const EveningDesktop: Story = { args: { now: EVENING, films: hallFilms('sinij') }, globals: desktop };
export const AccessibleHall: Story = { args: { hall: halls[1]!, films: hallFilms('krasnyj') } };
export const NothingToday: Story = {
  args: { films: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Сегодня в этом зале сеансов больше нет.')).toBeVisible();
  },
};
export const Rechitsa: Story = {
  parameters: { town: 'rechitsa' },
  args: { hall: halls[1]!, films: hallFilms('krasnyj', 'rechitsa'), now: EVENING },
  globals: mobile,
};
