import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, withAdmin } from '#src/admin/stories/admin-story-helpers.tsx';
import { SignInScreen } from './sign-in-screen.tsx';

const meta = {
  title: 'Admin/Вход',
  component: SignInScreen,
  decorators: [withAdmin],
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty form: the staff member types and submits with the keyboard. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Электронная почта/), ' admin@kino.example ');
    await userEvent.type(canvas.getByLabelText(/Пароль/), 'secret-pass{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'admin@kino.example',
      password: 'secret-pass',
    });
  },
};

export const Mobile: Story = { globals: mobile };

export const Loading: Story = {
  args: { submitting: true, initialEmail: 'admin@kino.example' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Входим…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A wrong password: the API's message is announced and the field is marked. */
export const Failed: Story = {
  args: {
    initialEmail: 'admin@kino.example',
    errors: { '': 'Неверная почта или пароль.', password: 'Проверьте пароль' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Неверная почта или пароль.');
    const password = canvas.getByLabelText(/Пароль/);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(/Проверьте пароль/);
    await expect(password).toHaveFocus();
  },
};

/** After the session ran out, the screen says why. */
export const Filled: Story = {
  args: { initialEmail: 'editor@kino.example', notice: 'Сеанс работы истёк — войдите снова.' },
};
