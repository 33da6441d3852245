import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { faqPage } from '#src/fixtures/content.ts';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { FaqScreen } from './faq-screen.tsx';

const meta = {
  title: 'Screens/FAQ',
  component: FaqScreen,
  decorators: [withSiteLayout],
  args: { page: faqPage },
} satisfies Meta<typeof FaqScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Mobile: Story = { globals: mobile };

/** «закажите обратный звонок» at the end is a link that opens the callback dialog. */
export const AskForCallback: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Позвоните нам' })).toHaveAttribute('href', '/contacts/');
    await userEvent.click(canvas.getByRole('link', { name: 'закажите обратный звонок' }));
    const dialog = await waitFor(() => canvas.getByRole('dialog', { name: 'Перезвоните мне' }));
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByLabelText(/^Имя/)).toBeVisible();
  },
};

export const Accordion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = canvas.getByText('Можно ли вернуть билет?');
    const item = question.closest('details')!;
    await expect(item.open).toBe(false);
    await expect(canvas.getByText(/не позднее чем за 30 минут/)).not.toBeVisible();
    // Real keyboard operation is covered in faq-screen.test.tsx; here a click.
    await userEvent.click(question);
    await expect(item.open).toBe(true);
    await expect(canvas.getByText(/не позднее чем за 30 минут/)).toBeVisible();
    await userEvent.click(question);
    await expect(item.open).toBe(false);
  },
};

export const DeepLink: Story = {
  play: async ({ canvasElement }) => {
    window.location.hash = 'eda-i-napitki';
    try {
      const item = canvasElement.querySelector<HTMLDetailsElement>('details#eda-i-napitki')!;
      await waitFor(() => expect(item.open).toBe(true));
    } finally {
      history.replaceState(null, '', window.location.pathname + window.location.search);
    }
  },
};

export const OpenedOnServer: Story = {
  args: { openId: 'vozrastnye-ogranichenija' },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector<HTMLDetailsElement>('details#vozrastnye-ogranichenija')!.open,
    ).toBe(true);
  },
};

export const Empty: Story = { args: { page: { ...faqPage, groups: [] } } };
