import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { eventCategories, eventPage } from '#src/fixtures/content.ts';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { EventCategoryScreen } from './event-category-screen.tsx';

const meta = {
  title: 'Screens/Event category',
  component: EventCategoryScreen,
  decorators: [withSiteLayout],
  args: { category: eventCategories[0]!, categories: eventCategories, events: eventPage },
} satisfies Meta<typeof EventCategoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Кинопраздники/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Вперёд →' })).toHaveAttribute(
      'href',
      '/events_cat/kinoprazdniki/?page=2',
    );
    await expect(canvas.getByRole('link', { name: 'Вперёд →' })).toHaveAttribute('rel', 'next');
  },
};
export const Mobile: Story = { globals: mobile };
export const SecondPage: Story = {
  args: { events: { ...eventPage, meta: { ...eventPage.meta, page: 2 } } },
  play: async ({ canvasElement }) => {
    const prev = within(canvasElement).getByRole('link', { name: '← Назад' });
    await expect(prev).toHaveAttribute('href', '/events_cat/kinoprazdniki/');
    await expect(prev).toHaveAttribute('rel', 'prev');
  },
};
export const Empty: Story = {
  args: { events: { items: [], meta: { page: 1, perPage: 12, total: 0, totalPages: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('В этой категории пока нет событий')).toBeVisible();
  },
};
