import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenSkeleton } from '#src/components/screen-skeleton.tsx';
import { events, newsItems } from '#src/fixtures/content.ts';
import { EVENING, NOW, TODAY } from '#src/fixtures/films.ts';
import { infoMain, infoRechitsa } from '#src/fixtures/info.ts';
import { premieresOf, todayFilms, twinTimesRechitsa } from '#src/fixtures/views.ts';
import { desktop, mobile, townData, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { HomeScreen } from './home-screen.tsx';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  decorators: [withSiteLayout],
  parameters: townData((town) => ({ films: todayFilms(town), premieres: premieresOf(town) })),
  args: {
    info: infoMain,
    films: todayFilms(),
    premieres: premieresOf(),
    events,
    news: newsItems,
    today: TODAY,
    now: NOW,
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: infoMain.cinemaName })).toBeVisible();
    const now = canvas.getByRole('region', { name: 'Сегодня в кино' });
    // Films with sessions today only; coming-soon films have none.
    await expect(within(now).getByRole('link', { name: 'Звёздный маяк' })).toHaveAttribute(
      'href',
      '/afisha/zvezdnyj-majak/',
    );
    await expect(within(now).queryByRole('link', { name: 'Последний страж' })).toBeNull();
    // A tile's times are ticket links.
    await expect(
      within(now).getByRole('link', { name: /^Купить билет на 16:20, Красный зал, 3D/ }),
    ).toHaveAttribute('href', expect.stringContaining('tickets.kino.example'));
    const premieres = canvas.getByRole('region', { name: 'Премьеры и скоро в кино' });
    await expect(within(premieres).getByRole('link', { name: 'Последний страж' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Все премьеры и анонсы →' })).toHaveAttribute(
      'href',
      '/skoro/',
    );
  },
};

export const Evening: Story = {
  args: { now: EVENING },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Сегодня ещё 4 сеанса/)).toBeVisible();
    const soon = canvas.getByRole('region', { name: 'Начинается скоро' });
    await expect(within(soon).getByText('Прошедшие сеансы (10)')).toBeVisible();
    await expect(soon.querySelector('.is-next')?.textContent).toContain('19:30');
    const now = canvas.getByRole('region', { name: 'Сегодня в кино' });
    await expect(within(now).queryByRole('link', { name: 'Кот и дракон' })).toBeNull();
  },
};

export const EveningMobile: Story = { args: { now: EVENING }, globals: mobile };
export const EveningDesktop: Story = { args: { now: EVENING }, globals: desktop };
export const Mobile: Story = { globals: mobile };

export const Rechitsa: Story = {
  parameters: { town: 'rechitsa' },
  args: { info: infoRechitsa, films: todayFilms('rechitsa'), premieres: premieresOf('rechitsa') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Афиша на неделю' })).toHaveAttribute(
      'href',
      '/rechitsa/afisha/',
    );
  },
};

export const RechitsaTwinTimes: Story = {
  parameters: { town: 'rechitsa' },
  args: { info: infoRechitsa, films: twinTimesRechitsa(), premieres: premieresOf('rechitsa'), now: EVENING },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Two sessions at the same minute name their halls instead of reading «21:10 · 21:10».
    const now = canvas.getByRole('region', { name: 'Сегодня в кино' });
    await expect(
      within(now).getByRole('link', { name: /^Купить билет на 21:10, Большой зал/ }),
    ).toBeVisible();
    await expect(within(now).getByRole('link', { name: /^Купить билет на 21:10, Малый зал/ })).toBeVisible();
    await expect(now.querySelector('.tile-time-hall')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { films: [], premieres: [], events: [], news: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('На сегодня сеансы закончились.')[0]).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <ScreenSkeleton variant="list" />,
};
