import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { ConsentBanner, ConsentSettingsButton } from './consent-banner.tsx';

const meta = {
  title: 'Components/Consent banner',
  component: ConsentBanner,
  decorators: [withSiteLayout],
  args: { services: ['Яндекс Метрику', 'Google Tag Manager'], onAccept: fn(), onDecline: fn() },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both counters configured: the banner names them, links the policy, and is used from the keyboard. */
export const BothCounters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Cookie и веб-аналитика' });
    await expect(banner).toHaveTextContent('Яндекс Метрику и Google Tag Manager');
    await expect(within(banner).getByRole('link', { name: /политике обработки/ })).toHaveAttribute(
      'href',
      '/documents/personal-data/',
    );
    within(banner).getByRole('button', { name: 'Принять' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: 'Отказаться' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
  },
};

export const OneCounterMobile: Story = { args: { services: ['Яндекс Метрику'] }, globals: mobile };

/** The footer's way back to the choice. */
export const SettingsButton: StoryObj<typeof ConsentSettingsButton> = {
  render: (args) => <ConsentSettingsButton {...args} />,
  args: { onClick: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Настройки cookie' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
