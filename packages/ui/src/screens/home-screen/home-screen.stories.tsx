import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenSkeleton } from '#src/components/screen-skeleton.tsx';
import { events, newsItems } from '#src/fixtures/content.ts';
import { films, filmsRechitsa, TODAY } from '#src/fixtures/films.ts';
import { infoMain, infoRechitsa } from '#src/fixtures/info.ts';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { HomeScreen } from './home-screen.tsx';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  decorators: [withSiteLayout],
  args: { info: infoMain, films, events, news: newsItems, today: TODAY },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: infoMain.cinemaName })).toBeVisible();
    const now = canvas.getByRole('region', { name: 'Сегодня в кино' });
    // Films with sessions today only; coming-soon films have none.
    await expect(within(now).getByRole('link', { name: 'Дюна: Часть вторая' })).toHaveAttribute(
      'href',
      '/afisha/dune-2/',
    );
    await expect(within(now).queryByRole('link', { name: 'Аватар: Пламя и пепел' })).toBeNull();
    const premieres = canvas.getByRole('region', { name: 'Премьеры и скоро в кино' });
    await expect(within(premieres).getByRole('link', { name: 'Аватар: Пламя и пепел' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: mobile };

export const Rechitsa: Story = {
  parameters: { town: 'rechitsa' },
  args: { info: infoRechitsa, films: filmsRechitsa },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Афиша на неделю' })).toHaveAttribute(
      'href',
      '/rechitsa/afisha/',
    );
  },
};

export const Empty: Story = {
  args: { films: [], events: [], news: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Сегодня сеансов нет')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <ScreenSkeleton variant="list" />,
};
