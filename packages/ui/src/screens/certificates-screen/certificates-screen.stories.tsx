import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
    await expect(canvas.getByText('50 BYN')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Заказать обратный звонок' })).toHaveAttribute(
      'action',
      '/certificates/',
    );
  },
};
export const Mobile: Story = { globals: mobile };
export const Empty: Story = { args: { page: { ...certificatesPage, certificates: [] } } };
export const OrderSent: Story = {
  args: { callbackForm: { ...callbackIdle, state: { status: 'success' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Заявка принята');
  },
};
