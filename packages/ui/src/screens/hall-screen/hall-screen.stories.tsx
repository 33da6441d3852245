import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hallPage, halls } from '#src/fixtures/content.ts';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { HallScreen } from './hall-screen.tsx';

const meta = {
  title: 'Screens/Hall',
  component: HallScreen,
  decorators: [withSiteLayout],
  args: { hall: halls[0]!, page: hallPage, halls },
} satisfies Meta<typeof HallScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Зал IMAX' })).toBeVisible();
    await expect(canvas.getByText('212')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Синий зал/ })).toHaveAttribute('href', '/hall/sinij/');
  },
};
export const Mobile: Story = { globals: mobile };
export const AccessibleHall: Story = { args: { hall: halls[1]! } };
