import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { ERROR_TEXT, ErrorScreen, FAILURE_TEXT, OFFLINE_TEXT, OfflineScreen } from './error-screen.tsx';

const meta = {
  title: 'Screens/Error',
  component: ErrorScreen,
  decorators: [withSiteLayout],
  args: { status: 404, message: 'Page not found: /afisha/net-takogo/' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: ERROR_TEXT })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('img', { name: 'Порванная киноплёнка' })).toBeVisible();
    await expect(canvas.getByText('404')).toBeVisible();
  },
};

export const NotFoundMobile: Story = { globals: mobile };

export const ServerError: Story = {
  args: { status: 500, message: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: FAILURE_TEXT })).toBeVisible();
    await expect(canvas.queryByText(/страница не найдена/)).toBeNull();
  },
};

export const Unavailable: Story = { args: { status: 503, message: undefined } };

export const Rechitsa: Story = {
  parameters: { town: 'rechitsa' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute(
      'href',
      '/rechitsa/',
    );
  },
};

/** A client navigation whose data did not arrive: the network failed; the link tries the same address again. */
export const Offline: Story = {
  render: () => <OfflineScreen retryHref="/afisha/?date=2026-11-28" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: OFFLINE_TEXT })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Попробовать ещё раз' })).toHaveAttribute(
      'href',
      '/afisha/?date=2026-11-28',
    );
    await expect(canvas.queryByText(/страница не найдена/)).toBeNull();
  },
};
