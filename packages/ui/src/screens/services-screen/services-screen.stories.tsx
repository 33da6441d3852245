import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { servicesPage } from '#src/fixtures/content.ts';
import { callbackIdle, mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { ServicesScreen } from './services-screen.tsx';

const meta = {
  title: 'Screens/Services',
  component: ServicesScreen,
  decorators: [withSiteLayout],
  args: { page: servicesPage, callbackForm: callbackIdle },
} satisfies Meta<typeof ServicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('от 250 BYN за час')).toBeVisible();
    await expect(canvas.getByText('Стоимость — по запросу')).toBeVisible();
  },
};
export const Mobile: Story = { globals: mobile };
export const Empty: Story = { args: { page: { ...servicesPage, services: [] } } };
