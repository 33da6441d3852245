import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DAYS } from '#src/fixtures/films.ts';
import { infoMain, infoRechitsa } from '#src/fixtures/info.ts';
import { comingOf, premieresShowingOf } from '#src/fixtures/views.ts';
import { desktop, mobile, townData, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { SoonScreen } from './soon-screen.tsx';

const meta = {
  title: 'Screens/Soon',
  component: SoonScreen,
  decorators: [withSiteLayout],
  parameters: townData((town) => ({ coming: comingOf(town), premieres: premieresShowingOf(town) })),
  args: { info: infoMain, coming: comingOf(), premieres: premieresShowingOf(), days: DAYS },
} satisfies Meta<typeof SoonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Скоро в кино' })).toBeVisible();
    // Soonest first, each with its opening date.
    const dates = [...canvasElement.querySelectorAll('.soon-opens')].map((p) => p.textContent);
    await expect(dates).toEqual(['С 18 декабря, пятница', 'С 1 января, пятница']);
    await expect(canvas.getByRole('link', { name: 'Аватар: Пламя и пепел' })).toHaveAttribute(
      'href',
      '/afisha/avatar-3/',
    );
    const premieres = canvas.getByRole('region', { name: 'Премьеры в прокате' });
    await expect(within(premieres).getByRole('link', { name: 'Летучий корабль' })).toBeVisible();
  },
};

export const OpeningThisWeek: Story = {
  args: { coming: comingOf().map((f, i) => (i === 0 ? { ...f, premiereDate: DAYS[3]! } : f)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // An opening within the schedule's week links to that day's sessions.
    await expect(canvas.getByRole('link', { name: 'Сеансы этого дня →' })).toHaveAttribute(
      'href',
      `/afisha/?day=${DAYS[3]}`,
    );
  },
};

export const Mobile: Story = { globals: mobile };

export const Rechitsa: Story = {
  parameters: { town: 'rechitsa' },
  args: { info: infoRechitsa, coming: comingOf('rechitsa'), premieres: premieresShowingOf('rechitsa') },
  globals: mobile,
};

export const Empty: Story = {
  args: { coming: [], premieres: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Анонсов пока нет')).toBeVisible();
  },
};
