import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contactsPage } from '#src/fixtures/content.ts';
import { infoMain, infoRechitsa } from '#src/fixtures/info.ts';
import { callbackIdle, mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { ContactsScreen } from './contacts-screen.tsx';

const meta = {
  title: 'Screens/Contacts',
  component: ContactsScreen,
  decorators: [withSiteLayout],
  args: { page: contactsPage, info: infoMain, callbackForm: callbackIdle },
} satisfies Meta<typeof ContactsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Открыть на карте' })).toHaveAttribute(
      'href',
      contactsPage.mapUrl,
    );
    const main = within(canvasElement.querySelector('main')!);
    await expect(main.getByRole('link', { name: '+375 (23) 255-50-00' })).toHaveAttribute(
      'href',
      'tel:+375232555000',
    );
    await expect(canvasElement.querySelector('main #callback')).not.toBeNull();
  },
};
export const Mobile: Story = { globals: mobile };

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

export const Rechitsa: Story = {
  parameters: { town: 'rechitsa' },
  args: {
    info: infoRechitsa,
    page: { ...contactsPage, address: infoRechitsa.address, phones: infoRechitsa.phones, departments: [] },
  },
};
