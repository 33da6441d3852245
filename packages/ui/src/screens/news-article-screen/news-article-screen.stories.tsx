import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenSkeleton } from '#src/components/screen-skeleton.tsx';
import { newsArticle, newsItems } from '#src/fixtures/content.ts';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { NewsArticleScreen } from './news-article-screen.tsx';

const meta = {
  title: 'Screens/News article',
  component: NewsArticleScreen,
  decorators: [withSiteLayout],
  args: { article: newsArticle, latest: newsItems },
} satisfies Meta<typeof NewsArticleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: newsArticle.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Что изменилось' })).toBeVisible();
    await expect(canvas.getByText('Обновлённый зал IMAX на 212 мест')).toBeVisible();
    // The article itself is not listed among the other news.
    await expect(canvas.queryAllByRole('link', { name: newsArticle.title }).length).toBe(0);
  },
};
export const Mobile: Story = { globals: mobile };
export const WithoutOtherNews: Story = { args: { latest: [] } };
export const Loading: Story = { render: () => <ScreenSkeleton variant="article" /> };
