import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { certificatesPage } from '#src/fixtures/content.ts';
import { callbackIdle, mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { CertificatesScreen } from './certificates-screen.tsx';

const meta = {
  title: 'Screens/Certificates',
  component: CertificatesScreen,
  decorators: [withSiteLayout],
  args: { page: certificatesPage, callbackForm: callbackIdle },
} satisfies Meta<typeof CertificatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('40 BYN')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Заказать обратный звонок' })).toBeVisible();
  },
};
export const Mobile: Story = { globals: mobile };

/** «Заказать» on a card opens the callback dialog with the certificates topic chosen. */
export const OrderFromCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = certificatesPage.certificates[0]!;
    await userEvent.click(canvas.getByRole('link', { name: `Заказать сертификат «${first.title}»` }));
    const dialog = await waitFor(() => canvas.getByRole('dialog', { name: 'Перезвоните мне' }));
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByLabelText('Тема')).toHaveValue('certificates');
  },
};
export const OrderFromCardMobile: Story = { ...OrderFromCard, globals: mobile };
export const Empty: Story = { args: { page: { ...certificatesPage, certificates: [] } } };
export const OrderSent: Story = {
  args: { callbackForm: { ...callbackIdle, state: { status: 'success' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Заявка принята');
  },
};
