import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScreenSkeleton } from '#src/components/screen-skeleton.tsx';
import { newsArticle, newsItems } from '#src/fixtures/content.ts';
import { photo } from '#src/fixtures/images.ts';
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
    await expect(canvas.getByRole('heading', { level: 2, name: 'Что важно знать' })).toBeVisible();
    // The article itself is not listed among the other news.
    await expect(canvas.queryAllByRole('link', { name: newsArticle.title }).length).toBe(0);
  },
};
export const Mobile: Story = { globals: mobile };
/** Hand-made: no demo news has a picture or a third-level heading in its text; staff's articles may. */
export const WithPictureInText: Story = {
  args: {
    article: {
      ...newsArticle,
      content: [
        ...newsArticle.content,
        { type: 'heading', level: 3, text: 'Зал IMAX' },
        {
          type: 'image',
          image: photo('Зал IMAX', 30, 1200, 675, 'Зал IMAX, вид с последнего ряда'),
          caption: 'Зал IMAX на 250 мест',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Зал IMAX' })).toBeVisible();
    await expect(canvas.getByText('Зал IMAX на 250 мест')).toBeVisible();
  },
};
export const WithoutOtherNews: Story = { args: { latest: [] } };
export const Loading: Story = { render: () => <ScreenSkeleton variant="article" /> };
