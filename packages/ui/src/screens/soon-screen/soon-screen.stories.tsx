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
    await expect(dates).toEqual([
      'С 25 ноября, среда',
      'С 28 ноября, суббота',
      'С 2 декабря, среда',
      'С 9 декабря, среда',
    ]);
    await expect(canvas.getByRole('link', { name: 'Последний страж' })).toHaveAttribute(
      'href',
      '/afisha/poslednij-strazh/',
    );
    const premieres = canvas.getByRole('region', { name: 'Премьеры в прокате' });
    await expect(within(premieres).getByRole('link', { name: 'Капитан Волна' })).toBeVisible();
    // The two openings within the schedule's week link to that day's sessions; the later ones do not.
    await expect(
      canvas.getAllByRole('link', { name: 'Сеансы этого дня →' }).map((a) => a.getAttribute('href')),
    ).toEqual([`/afisha/?day=${DAYS[3]}`, `/afisha/?day=${DAYS[6]}`]);
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
