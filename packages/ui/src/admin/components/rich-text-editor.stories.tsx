import type { ContentBlock } from '@kino/api/types';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

const article: ContentBlock[] = [
  { type: 'heading', level: 2, text: 'Ночь кино' },
  { type: 'paragraph', text: 'Три фильма подряд и горячий чай в перерывах.' },
  { type: 'list', ordered: false, items: ['Начало в 22:00', 'Билет на все сеансы'] },
];

const meta = {
  title: 'Admin/Компоненты/Редактор текста',
  component: RichTextEditor,
  decorators: [withAdminMain],
  args: { label: 'Текст новости', initialBlocks: article, onChange: fn() },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Текст новости' });
    await expect(within(editor).getByRole('heading', { level: 2, name: 'Ночь кино' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: mobile };

/** Typing and the toolbar produce the contract's blocks. */
export const Empty: Story = {
  args: { initialBlocks: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Текст новости' });
    await userEvent.click(editor);
    await userEvent.keyboard('Заголовок');
    await userEvent.click(canvas.getByRole('button', { name: 'Заголовок' }));
    await userEvent.keyboard('{Enter}Первый абзац');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        { type: 'heading', level: 2, text: 'Заголовок' },
        { type: 'paragraph', text: 'Первый абзац' },
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Список' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        { type: 'heading', level: 2, text: 'Заголовок' },
        { type: 'list', ordered: false, items: ['Первый абзац'] },
      ]),
    );
  },
};

/** The field's error is tied to the editor and announced. */
export const Failed: Story = {
  args: { error: 'Добавьте текст новости', initialBlocks: [] },
  play: async ({ canvasElement }) => {
    const editor = await within(canvasElement).findByRole('textbox', { name: 'Текст новости' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription('Добавьте текст новости');
  },
};

/** With an uploader the toolbar offers images (the upload itself is the app's). */
export const Loading: Story = {
  args: {
    onUploadImage: async (_file: File, alt: string) => ({ url: '/x.png', width: 10, height: 10, alt }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Изображение' }));
    await expect(canvas.getByLabelText('Файл изображения')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Вставить' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Выберите файл.');
  },
};

/** A quote and links: shown as the site shows them; «Ссылка» sets a link over the selected words, checking the address. */
export const LinksAndQuotes: Story = {
  args: {
    initialBlocks: [
      {
        type: 'paragraph',
        text: 'Расписание — на странице «Афиша».',
        links: [{ from: 26, to: 31, href: '/afisha/' }],
      },
      { type: 'quote', text: 'Лучший вечер недели.', cite: 'Зрительница' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Текст новости' });
    await expect(within(editor).getByRole('link', { name: 'Афиша' })).toHaveAttribute('href', '/afisha/');
    await expect(editor.querySelector('blockquote')).toHaveTextContent('Лучший вечер недели.');
    // Without a selection the panel says what to do; a wrong address is refused with the contract's rule.
    await userEvent.click(within(editor).getByText(/Расписание/));
    await userEvent.click(canvas.getByRole('button', { name: 'Ссылка' }));
    const address = canvas.getByRole('textbox', { name: 'Адрес ссылки' });
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Применить' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Выделите|https:\/\//);
    await userEvent.click(canvas.getByRole('button', { name: 'Отмена' }));
    // «Цитата» turns the paragraph into a quote of its own (a quote's text carries no links in the contract).
    await userEvent.click(within(editor).getByText(/Расписание/));
    await userEvent.click(canvas.getByRole('button', { name: 'Цитата' }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith([
        { type: 'quote', text: 'Расписание — на странице «Афиша».', cite: null },
        { type: 'quote', text: 'Лучший вечер недели.', cite: 'Зрительница' },
      ]),
    );
  },
};
