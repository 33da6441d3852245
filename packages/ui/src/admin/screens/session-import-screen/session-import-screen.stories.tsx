import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { beacon, filmBySlug } from '#src/fixtures/films.ts';
import { type ImportPreview, SessionImportScreen } from './session-import-screen.tsx';

// Demo films: «Звёздный маяк» runs 142 min, so from 19:30 until 21:52.
const garden = filmBySlug('babushkin-sad');
const cat = filmBySlug('kot-i-drakon');

const preview: ImportPreview = {
  rows: [
    { line: 2, action: 'add', summary: `27 ноября, 19:30 · Большой зал · ${beacon.title}`, errors: [] },
    {
      line: 3,
      action: 'change',
      summary: `27 ноября, 21:45 · Большой зал · ${garden.title}`,
      details: 'цена 10 → 12 BYN',
      errors: [],
    },
    {
      line: 4,
      action: 'error',
      summary: '28 ноября, 25:10 · Зал 7',
      errors: ['Зал: Зала «Зал 7» нет в этом городе.', 'Время: Время «25:10» не читается (ЧЧ:ММ).'],
    },
    {
      line: 5,
      action: 'error',
      summary: '',
      errors: [
        `Время: Пересекается с сеансом «${beacon.title}» 27 ноября в 19:30 (до 21:52): между сеансами в этом зале нужно 15 мин на уборку. Уберите его в расписании или загрузите файл с заменой.`,
      ],
    },
    { line: null, action: 'remove', summary: `29 ноября, 10:00 · Малый зал · ${cat.title}`, errors: [] },
  ],
  counts: { add: 1, change: 1, remove: 1, error: 2 },
  canApply: false,
};

const meta = {
  title: 'Admin/Сеансы/Импорт',
  component: SessionImportScreen,
  decorators: [withAdminMain],
  args: {
    townName: 'Речица',
    backTo: '/rechitsa/sessions',
    state: { step: 'choose' },
    onUpload: fn(),
    onApply: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof SessionImportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['date,time\n'], 'afisha.csv', { type: 'text/csv' });
    await userEvent.upload(canvas.getByLabelText('Файл выгрузки'), file);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать изменения' }));
    await expect(args.onUpload).toHaveBeenCalledWith(file, false);
  },
};

/** «Заменить»: the hint says what goes, and the upload asks for it. */
export const Replacing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['date,time\n'], 'afisha.csv', { type: 'text/csv' });
    await userEvent.upload(canvas.getByLabelText('Файл выгрузки'), file);
    const replace = canvas.getByLabelText('Заменить сеансы этих дней');
    await expect(replace).toHaveAccessibleDescription(/останутся/);
    await userEvent.click(replace);
    await expect(replace).toHaveAccessibleDescription(/остальные будут удалены/);
    await userEvent.click(canvas.getByRole('button', { name: 'Показать изменения' }));
    await expect(args.onUpload).toHaveBeenCalledWith(file, true);
  },
};

export const Loading: Story = { args: { state: { step: 'choose', uploading: true } } };

/** The file could not be read at all: the error is on the file field. */
export const Failed: Story = {
  args: { state: { step: 'choose', error: 'Это не CSV и не JSON' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Файл выгрузки')).toHaveAccessibleDescription(
      'Это не CSV и не JSON',
    );
  },
};

/** Rows with errors block applying; each error is shown on its line. */
export const Filled: Story = {
  args: { state: { step: 'preview', fileName: 'afisha.csv', preview } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Применить изменения' })).toBeDisabled();
    const row = canvas.getByRole('row', { name: /Зала «Зал 7» нет/ });
    await expect(within(row).getByRole('cell', { name: '4' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: mobile, args: Filled.args };

export const ReadyToApply: Story = {
  args: {
    state: {
      step: 'preview',
      fileName: 'afisha.json',
      preview: {
        rows: preview.rows.filter((r) => r.action !== 'error'),
        counts: { ...preview.counts, error: 0 },
        canApply: true,
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Применить изменения' }));
    await expect(args.onApply).toHaveBeenCalled();
  },
};

export const Done: Story = { args: { state: { step: 'done', applied: { add: 12, change: 3, remove: 1 } } } };
