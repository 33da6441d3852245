import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { personalDataDocument } from '#src/fixtures/content.ts';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { DocumentScreen } from './document-screen.tsx';

const meta = {
  title: 'Screens/Document',
  component: DocumentScreen,
  decorators: [withSiteLayout],
  args: { document: personalDataDocument },
} satisfies Meta<typeof DocumentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Скачать PDF/ })).toHaveAttribute(
      'href',
      personalDataDocument.file.url,
    );
    await expect(
      canvas.getByText('Заявка на обратный звонок: имя, номер телефона, удобное время, тема и комментарий.')
        .tagName,
    ).toBe('LI');
  },
};
export const Mobile: Story = { globals: mobile };
export const WithoutFile: Story = { args: { document: { ...personalDataDocument, file: null } } };
