import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenSkeleton } from '#src/components/screen-skeleton.tsx';
import { newsItems, newsPage } from '#src/fixtures/content.ts';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { NewsListScreen } from './news-list-screen.tsx';

const meta = {
  title: 'Screens/News list',
  component: NewsListScreen,
  decorators: [withSiteLayout],
  args: { news: newsPage },
} satisfies Meta<typeof NewsListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: newsItems[0]!.title })).toHaveAttribute(
      'href',
      `/news/${newsItems[0]!.slug}/`,
    );
    await expect(canvas.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('href', '/news/?page=2');
  },
};
export const Mobile: Story = { globals: mobile };
export const MiddlePage: Story = { args: { news: { ...newsPage, meta: { ...newsPage.meta, page: 2 } } } };
export const Empty: Story = {
  args: { news: { items: [], meta: { page: 1, perPage: 10, total: 0, totalPages: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Новостей пока нет')).toBeVisible();
  },
};
export const Loading: Story = { render: () => <ScreenSkeleton variant="list" /> };
