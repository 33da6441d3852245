import { MESSAGES } from '@kino/api/forms';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { callbackIdle, mobile, withMain } from '#src/stories/story-helpers.tsx';
import { CallbackForm } from './callback-form.tsx';

const meta = {
  title: 'Forms/Callback',
  component: CallbackForm,
  decorators: [withMain],
  args: callbackIdle,
} satisfies Meta<typeof CallbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Заказать обратный звонок' });
    await expect(form).toHaveAttribute('method', 'post');
    // Every visitor form links the one personal-data policy.
    await expect(
      canvas.getByRole('link', {
        name: 'Политика обработки персональных данных (откроется в новой вкладке)',
      }),
    ).toHaveAttribute('href', '/documents/personal-data/');
    const honeypot = form.querySelector('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(canvas.getByLabelText(/^Я согласен/)).toHaveAttribute('value', 'true');
  },
};

export const Mobile: Story = { globals: mobile };

export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Перезвоните мне' }));
    const name = canvas.getByLabelText(/^Имя/);
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Укажите имя.');
    await expect(canvas.getByText('Укажите номер телефона.')).toBeVisible();
    // Fixing the fields and submitting again clears the messages.
    await userEvent.type(name, 'Анна');
    await userEvent.type(canvas.getByLabelText(/^Телефон/), '+375291234567');
    await expect(canvas.getByLabelText(/^Телефон/)).toHaveValue('+375 (29) 123-45-67');
    await userEvent.click(canvas.getByLabelText(/^Я согласен/));
    await userEvent.selectOptions(canvas.getByLabelText(/^Тема/), 'rent');
    await userEvent.click(canvas.getByRole('button', { name: 'Перезвоните мне' }));
    await expect(canvas.queryByText('Укажите имя.')).toBeNull();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(name).toHaveValue('Анна');
  },
};

export const Submitting: Story = {
  args: {
    state: { status: 'submitting', values: { name: 'Анна', phone: '+375 (29) 123-45-67', consent: true } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Отправляем…' })).toBeDisabled();
    await expect(canvas.getByLabelText(/^Имя/)).toHaveValue('Анна');
  },
};

export const ServerError: Story = {
  args: {
    state: {
      status: 'error',
      message: 'Сервис временно недоступен. Попробуйте ещё раз через минуту.',
      values: {
        name: 'Анна',
        phone: '+375 (29) 123-45-67',
        preferredTime: 'evening',
        comment: 'Про аренду зала',
        consent: true,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await expect(canvas.getByLabelText(/^Комментарий/)).toHaveValue('Про аренду зала');
    await expect(canvas.getByLabelText(/^Когда перезвонить/)).toHaveValue('evening');
  },
};

/** The POST got no answer (offline, a dropped connection): everything typed stays, the button sends again. */
export const ConnectionLost: Story = {
  args: {
    state: {
      status: 'error',
      message: MESSAGES.offline,
      values: {
        name: 'Анна',
        phone: '+375 (29) 123-45-67',
        preferredTime: 'evening',
        comment: 'Про аренду зала',
        consent: true,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Нет соединения — попробуйте ещё раз');
    await expect(canvas.getByLabelText(/^Комментарий/)).toHaveValue('Про аренду зала');
    await expect(canvas.getByRole('button', { name: 'Перезвоните мне' })).toBeEnabled();
  },
};

export const FieldErrorsFromServer: Story = {
  args: {
    state: {
      status: 'error',
      values: { name: 'А', phone: '+375291234567' },
      errors: {
        name: 'Имя — от 2 до 100 символов.',
        consent: 'Нужно согласие на обработку персональных данных.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Имя/)).toHaveAccessibleDescription('Имя — от 2 до 100 символов.');
    await expect(canvas.getByLabelText(/^Я согласен/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Success: Story = {
  args: { state: { status: 'success' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Мы перезвоним');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
