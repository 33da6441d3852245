import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { newsArticle } from '#src/fixtures/content.ts';
import { ArticleEditScreen, type ArticleFormValues, emptyArticle } from './article-edit-screen.tsx';

const news: ArticleFormValues = {
  ...emptyArticle,
  title: newsArticle.title,
  slug: newsArticle.slug,
  date: newsArticle.publishedAt.slice(0, 10),
  excerpt: newsArticle.excerpt,
  content: newsArticle.content,
  image: newsArticle.image,
};

const meta = {
  title: 'Admin/Новости и события/Редактирование',
  component: ArticleEditScreen,
  decorators: [withAdminMain],
  args: {
    kind: 'news',
    itemId: '5',
    backTo: '/main/news',
    state: { status: 'ready' },
    initial: news,
    onSubmit: fn(),
    onUploadImage: fn(async () => newsArticle.image),
    publishing: {
      status: 'published',
      updatedAt: '2026-11-20T09:00:00Z',
      onPublish: fn(),
      onUnpublish: fn(),
      onPreview: fn(),
    },
    onDelete: fn(),
  },
} satisfies Meta<typeof ArticleEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Editing the text in the editor changes the blocks that are saved. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Текст новости' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Enter}Новый абзац в конце');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const saved = (args.onSubmit as unknown as { mock: { calls: [ArticleFormValues][] } }).mock.calls[0]![0];
    await expect(
      saved.content.some((b) => b.type === 'paragraph' && b.text.includes('Новый абзац в конце')),
    ).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Снять с публикации' }));
    await expect(args.publishing?.onUnpublish).toHaveBeenCalled();
    // axe checks the story as the play leaves it: back at the top, not wherever that click scrolled the form, where
    // the sticky «Сохранить» bar may lie over the text's toolbar (CI, 1 run in 4: «Отменить» obscured).
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, 0);
    await expect(view.scrollY).toBe(0);
  },
};

export const Mobile: Story = { globals: mobile };

export const Empty: Story = {
  args: { itemId: null, initial: emptyArticle, publishing: undefined, onDelete: undefined },
};

/** An event has its start, end, place and category. */
export const Event: Story = {
  args: {
    kind: 'event',
    backTo: '/main/events',
    categories: [
      { value: 'festival', label: 'Фестиваль' },
      { value: 'vstrecha', label: 'Встреча' },
    ],
    initial: {
      ...news,
      title: 'Ночь короткометражек',
      date: '2026-11-28T21:00',
      venue: 'Большой зал',
      category: 'festival',
    },
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = { args: { state: { status: 'error' }, onRetry: fn() } };

export const WithErrors: Story = {
  args: { errors: { '': 'Проверьте поля.', content: 'Добавьте текст' }, initial: { ...news, content: [] } },
  play: async ({ canvasElement }) => {
    const editor = await within(canvasElement).findByRole('textbox', { name: 'Текст новости' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
  },
};
