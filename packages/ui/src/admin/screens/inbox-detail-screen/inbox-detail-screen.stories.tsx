import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { callbackApplication, doneApplication, vacancyApplication } from '#src/fixtures/applications.ts';
import { InboxDetailScreen } from './inbox-detail-screen.tsx';

const cvHref = `/admin/v1/towns/rechitsa/applications/${vacancyApplication.id}/cv`;

const meta = {
  title: 'Admin/Заявка',
  component: InboxDetailScreen,
  decorators: [withAdminMain],
  parameters: { pathname: `/inbox/rechitsa/${vacancyApplication.id}` },
  args: {
    application: vacancyApplication,
    state: { status: 'ready' },
    back: { to: '/inbox/rechitsa?kind=vacancy', label: 'Заявки · Речица' },
    cvHref,
    logHref: `/personal-data-log?application=${vacancyApplication.id}`,
    onStatusChange: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof InboxDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A job application with a CV: every field, the consent, the CV as a download, a status change with a note. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Отклик на вакансию: Ольга Ковалёва' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+375 (29) 123-45-67' })).toHaveAttribute(
      'href',
      'tel:+375291234567',
    );
    await expect(canvas.getByText('редакция 2026-09-01, дано 23 ноября, 14:05')).toBeVisible();
    const cv = canvas.getByRole('link', { name: /Скачать резюме «Резюме Ковалёва\.pdf» \(180 КБ\)/ });
    await expect(cv).toHaveAttribute('href', cvHref);
    await expect(cv).toHaveAttribute('download');
    await expect(canvas.getByText('Позвонила, собеседование в среду в 11:00.')).toBeVisible();

    const save = canvas.getByRole('button', { name: 'Сохранить' });
    await expect(save).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Состояние' }), 'done');
    await userEvent.type(canvas.getByRole('textbox', { name: /Заметка/ }), 'Принята на работу');
    await userEvent.click(save);
    await expect(args.onStatusChange).toHaveBeenCalledWith({ status: 'done', note: 'Принята на работу' });
  },
};

/** Deleting asks first, with the focus on «Отмена»: one Enter deletes nothing. */
export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить заявку' }));
    let dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Удалить заявку?' });
    await expect(
      within(dialog).getByText(
        'Заявка от Ольга Ковалёва и её резюме будут удалены навсегда, восстановить их нельзя.',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(dialog).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить заявку' }));
    dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Удалить заявку?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить заявку' }));
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Удалить навсегда' }),
    );
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** Without a CV only the application goes, and the question says so: «её», not «их». */
export const DeleteConfirmationWithoutCv: Story = {
  args: { application: callbackApplication, cvHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить заявку' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Удалить заявку?' });
    await expect(
      within(dialog).getByText(
        `Заявка от ${callbackApplication.name} будет удалена навсегда, восстановить её нельзя.`,
      ),
    ).toBeVisible();
  },
};

/** A callback request: its time and topic, no CV row. */
export const Callback: Story = {
  args: { application: callbackApplication, cvHref: undefined, logHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Вечером (17:00–21:00)')).toBeVisible();
    await expect(canvas.getByText('Аренда зала')).toBeVisible();
    await expect(canvas.queryByText('Резюме')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Журнал доступа/ })).toBeNull();
  },
};

/** Done, with its whole history; stored before consent was kept; the vacancy since deleted. */
export const Mobile: Story = {
  globals: mobile,
  args: { application: doneApplication, notice: 'Сохранено.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('kinomekhanik (вакансия удалена)')).toBeVisible();
    await expect(canvas.getByText(/не записано/)).toBeVisible();
    await expect(canvas.getByText('не приложено')).toBeVisible();
  },
};

export const SaveFailed: Story = {
  args: { errors: { note: 'Не больше 1000 символов.', '': 'Проверьте поля формы.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Заметка/ })).toHaveAccessibleDescription(
      /Не больше 1000 символов/,
    );
  },
};

/**
 * Not in this town's inbox (deleted, or another town's address), or not for this staff member: asking again cannot
 * help, so no «Повторить» — what happened and the way back to the list.
 */
export const Empty: Story = {
  args: {
    application: undefined,
    state: {
      status: 'error',
      message:
        'Такой заявки нет в разделе «Заявки · Речица»: возможно, её уже удалили или она пришла в другой город.',
      final: true,
    },
    onRetry: fn(),
  },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText(/возможно, её уже удалили/)).toBeVisible();
    await expect(alert.queryByRole('button', { name: 'Повторить' })).toBeNull();
    await expect(alert.getByRole('link', { name: 'Вернуться к заявкам' })).toHaveAttribute(
      'href',
      '/inbox/rechitsa?kind=vacancy',
    );
  },
};
export const Loading: Story = { args: { application: undefined, state: { status: 'loading' } } };
/** A failure that may pass (the network, the server): «Повторить». */
export const Failed: Story = {
  args: { application: undefined, state: { status: 'error' }, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
