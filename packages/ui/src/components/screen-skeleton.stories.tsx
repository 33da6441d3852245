import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { ScreenSkeleton } from './screen-skeleton.tsx';

const meta = {
  title: 'Components/Screen skeleton',
  component: ScreenSkeleton,
  decorators: [withSiteLayout],
  args: { variant: 'list' },
} satisfies Meta<typeof ScreenSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Загрузка…');
  },
};
export const Article: Story = { args: { variant: 'article' } };
export const Afisha: Story = { args: { variant: 'afisha' } };
export const AfishaMobile: Story = { args: { variant: 'afisha' }, globals: mobile };
