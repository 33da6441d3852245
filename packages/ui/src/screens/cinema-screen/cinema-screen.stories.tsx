import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutPage, halls, hallsOf, pagesOf } from '#src/fixtures/content.ts';
import { mobile, townData, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { CinemaScreen } from './cinema-screen.tsx';

const meta = {
  title: 'Screens/Cinema',
  component: CinemaScreen,
  decorators: [withSiteLayout],
  parameters: townData((town) => ({ page: pagesOf(town).about, halls: hallsOf(town) })),
  args: { page: aboutPage, halls },
} satisfies Meta<typeof CinemaScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Зал IMAX' })).toHaveAttribute('href', '/hall/imax/');
  },
};
export const Mobile: Story = { globals: mobile };
export const Rechitsa: Story = {
  parameters: { town: 'rechitsa' },
  args: { page: pagesOf('rechitsa').about, halls: hallsOf('rechitsa') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Детский зал «Сказка»' })).toHaveAttribute(
      'href',
      '/rechitsa/hall/detskij/',
    );
  },
};
