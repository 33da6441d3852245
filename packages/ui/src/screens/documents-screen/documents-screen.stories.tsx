import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { documentPage } from '#src/fixtures/content.ts';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { DocumentsScreen } from './documents-screen.tsx';

const meta = {
  title: 'Screens/Documents',
  component: DocumentsScreen,
  decorators: [withSiteLayout],
  args: { documents: documentPage },
} satisfies Meta<typeof DocumentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Политика обработки персональных данных' }),
    ).toHaveAttribute('href', '/documents/personal-data/');
  },
};
export const Mobile: Story = { globals: mobile };
export const Empty: Story = {
  args: { documents: { items: [], meta: { page: 1, perPage: 20, total: 0, totalPages: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Документов пока нет')).toBeVisible();
  },
};
