import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutPage, halls } from '#src/fixtures/content.ts';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { CinemaScreen } from './cinema-screen.tsx';

const meta = {
  title: 'Screens/Cinema',
  component: CinemaScreen,
  decorators: [withSiteLayout],
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
  args: { halls: halls.slice(1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Красный зал' })).toHaveAttribute(
      'href',
      '/rechitsa/hall/krasnyj/',
    );
  },
};
