import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contactsPage, pagesOf } from '#src/fixtures/content.ts';
import { offlineMap } from '#src/fixtures/images.ts';
import { infoMain, infoRechitsa } from '#src/fixtures/info.ts';
import { callbackIdle, mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { ContactsScreen } from './contacts-screen.tsx';

// 2026-11-23 is a Monday: «Октябрь» opens at 10:00 and closes at 23:30 on weekdays (Rechitsa: 12:00 to 23:30).
const MONDAY_NOON = '2026-11-23T12:00:00+03:00';
const MONDAY_MORNING = '2026-11-23T08:30:00+03:00';

const meta = {
  title: 'Screens/Contacts',
  component: ContactsScreen,
  decorators: [withSiteLayout],
  args: {
    page: contactsPage,
    info: infoMain,
    callbackForm: callbackIdle,
    now: MONDAY_NOON,
    mapSrc: offlineMap,
  },
} satisfies Meta<typeof ContactsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Открыть карту крупнее' })).toHaveAttribute(
      'href',
      contactsPage.mapUrl,
    );
    await expect(
      canvas.getByTitle(`Карта: ${infoMain.cinemaName}, ${contactsPage.address.street}`),
    ).toBeVisible();
    await expect(canvas.getByText('Открыто сейчас, до 23:30')).toBeVisible();
    const main = within(canvasElement.querySelector('main')!);
    // The box office's number: among the phones and again as a department's.
    for (const link of main.getAllByRole('link', { name: '+375 (232) 50-10-10' }))
      await expect(link).toHaveAttribute('href', 'tel:+375232501010');
    await expect(canvasElement.querySelector('main #callback')).not.toBeNull();
  },
};
export const Mobile: Story = { globals: mobile };

export const ClosedNow: Story = {
  args: { now: MONDAY_MORNING },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Закрыто, откроется в 10:00')).toBeVisible();
  },
};

export const CallbackValidation: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement.querySelector('main #callback') as HTMLElement);
    await userEvent.type(form.getByLabelText(/^Имя/), 'Анна');
    await userEvent.type(form.getByLabelText(/^Телефон/), '12345');
    await userEvent.click(form.getByRole('button', { name: 'Перезвоните мне' }));
    const phone = form.getByLabelText(/^Телефон/);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/Укажите белорусский номер/);
    await expect(phone).toHaveFocus();
    await expect(form.getByText('Нужно согласие на обработку персональных данных.')).toBeVisible();
    // What the visitor typed is still there.
    await expect(form.getByLabelText(/^Имя/)).toHaveValue('Анна');
    await expect(phone).toHaveValue('12345');
  },
};

const rechitsaArgs = { info: infoRechitsa, page: pagesOf('rechitsa').contacts };

export const Rechitsa: Story = {
  parameters: { town: 'rechitsa' },
  args: rechitsaArgs,
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    for (const link of main.getAllByRole('link', { name: '+375 (2340) 2-15-15' }))
      await expect(link).toHaveAttribute('href', 'tel:+375234021515');
    await expect(main.getByText('Открыто сейчас, до 23:30')).toBeVisible();
  },
};
export const RechitsaMobile: Story = {
  parameters: { town: 'rechitsa' },
  args: rechitsaArgs,
  globals: mobile,
};
