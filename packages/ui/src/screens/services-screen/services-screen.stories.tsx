import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
    await expect(canvas.getByText('по запросу')).toBeVisible();
  },
};
export const Mobile: Story = { globals: mobile };

/**
 * «Заказать» opens the callback dialog with the service's topic, «Другое» when it has none, and the comment starts with
 * what is ordered, so staff know which service.
 */
export const OrderFromCard: Story = {
  // Hand-made: every demo service names its topic; the last one loses it here, as staff may leave it out.
  args: {
    page: {
      ...servicesPage,
      services: servicesPage.services.map(({ orderTopic, ...service }, i, all) =>
        i === all.length - 1 ? service : { ...service, orderTopic },
      ),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [rent, other] = [args.page.services[0]!, args.page.services.at(-1)!];
    await userEvent.click(canvas.getByRole('link', { name: `Заказать — ${rent.title}` }));
    const dialog = await waitFor(() => canvas.getByRole('dialog', { name: 'Перезвоните мне' }));
    await expect(within(dialog).getByLabelText('Тема')).toHaveValue('rent');
    await expect(within(dialog).getByLabelText(/^Комментарий/)).toHaveValue(`Заказ: «${rent.title}». `);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('link', { name: `Заказать — ${other.title}` }));
    await expect(within(dialog).getByLabelText('Тема')).toHaveValue('other');
    await expect(within(dialog).getByLabelText(/^Комментарий/)).toHaveValue(`Заказ: «${other.title}». `);
  },
};
export const OrderFromCardMobile: Story = { ...OrderFromCard, globals: mobile };
export const Empty: Story = { args: { page: { ...servicesPage, services: [] } } };
