import type { ContentBlock } from '@kino/api/types';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile, withMain } from '#src/stories/story-helpers.tsx';
import { RichContent } from './rich-content.tsx';

const refund =
  'Вернуть билет можно онлайн — подробности в разделе «Документы» или по телефону +375 232 50-10-10.';
const blocks: ContentBlock[] = [
  { type: 'heading', level: 2, text: 'Что важно знать' },
  {
    type: 'paragraph',
    text: refund,
    links: [
      { from: refund.indexOf('в разделе'), to: refund.indexOf(' или'), href: '/documents/' },
      { from: refund.indexOf('+375'), to: refund.length - 1, href: 'tel:+375232501010' },
    ],
  },
  {
    type: 'quote',
    text: 'Это кино, ради которого стоит выбраться в зал, а не ждать его дома.',
    cite: 'Зритель предпремьерного показа',
  },
  {
    type: 'list',
    ordered: false,
    items: ['Трейлер — на YouTube', 'Билеты — в кассе'],
    itemLinks: [[{ from: 10, to: 20, href: 'https://www.youtube.com/' }], []],
  },
  { type: 'quote', text: 'Без подписи цитата тоже бывает.', cite: null },
];

/** Rich text as the site renders it: links over the text (external ones with rel="noopener") and quotes. */
const meta = {
  title: 'Components/Rich content',
  component: RichContent,
  decorators: [withMain],
  args: { blocks },
} satisfies Meta<typeof RichContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const documents = canvas.getByRole('link', { name: 'в разделе «Документы»' });
    await expect(documents).toHaveAttribute('href', '/documents/');
    await expect(documents).not.toHaveAttribute('rel');
    await expect(canvas.getByRole('link', { name: '+375 232 50-10-10' })).toHaveAttribute(
      'href',
      'tel:+375232501010',
    );
    const youtube = canvas.getByRole('link', { name: 'на YouTube' });
    await expect(youtube).toHaveAttribute('rel', 'noopener');
    await expect(getComputedStyle(youtube).textDecorationLine).toBe('underline');
    const quote = canvasElement.querySelector('blockquote');
    await expect(quote).toHaveTextContent('Это кино, ради которого стоит выбраться в зал');
    await expect(canvasElement.querySelector('figure.prose-quote cite')).toHaveTextContent(
      'Зритель предпремьерного показа',
    );
    // The text around a link stays whole.
    await expect(documents.closest('p')).toHaveTextContent(refund);
  },
};

export const Mobile: Story = { globals: mobile };
