import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAdmin, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { ForgotPasswordScreen, PasswordChangeScreen, ResetPasswordScreen } from './password-screens.tsx';

const meta = {
  title: 'Admin/Пароль',
  component: PasswordChangeScreen,
  args: { onSubmit: fn() },
} satisfies Meta<typeof PasswordChangeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A temporary password: said first; «Показать» shows what was typed, and the form sends both passwords. */
// Each story frames itself: the sign-in-like screens are a <main> of their own, the change form sits in the shell's.
export const ForcedChange: Story = {
  decorators: [withAdminMain],
  args: { forced: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Временный пароль/), 'temporary password 1');
    const next = canvas.getByLabelText(/Новый пароль/);
    await userEvent.type(next, 'my own password 42');
    const [, showNew] = canvas.getAllByRole('button', { name: 'Показать' });
    await userEvent.click(showNew!);
    await expect(next).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Сменить пароль' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'temporary password 1',
      newPassword: 'my own password 42',
    });
  },
};

/** «Забыли пароль» after sending: the same words whatever the address. */
export const ForgotSent: StoryObj<typeof ForgotPasswordScreen> = {
  decorators: [withAdmin],
  render: () => <ForgotPasswordScreen onSubmit={fn()} sent />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Если этот адрес есть');
  },
};

/** A link used before: said, with the way to a new one. */
export const ResetLinkUsed: StoryObj<typeof ResetPasswordScreen> = {
  decorators: [withAdmin],
  render: () => (
    <ResetPasswordScreen
      onSubmit={fn()}
      errors={{
        token: 'Ссылка недействительна: она уже использована, устарела (действует час) или неверна.',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ссылка недействительна');
    await expect(canvas.getByRole('link', { name: 'Запросить новую ссылку' })).toBeVisible();
  },
};
