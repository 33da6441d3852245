import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vacancy } from '#src/fixtures/content.ts';
import { mobile, vacancyFormProps, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { VacancyScreen } from './vacancy-screen.tsx';

const meta = {
  title: 'Screens/Vacancy',
  component: VacancyScreen,
  decorators: [withSiteLayout],
  args: { vacancy, form: vacancyFormProps() },
} satisfies Meta<typeof VacancyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Откликнуться на вакансию' });
    // Where it is sent is the site's business (its form route); the kit makes it a post that carries a file.
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
  },
};
export const Mobile: Story = { globals: mobile };

export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('form', { name: 'Откликнуться на вакансию' }));
    await userEvent.type(canvas.getByLabelText(/^Электронная почта/), 'anna@');
    await userEvent.type(canvas.getByLabelText(/^О себе/), 'Работала кассиром два года.');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить отклик' }));
    const name = canvas.getByLabelText(/^Имя и фамилия/);
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription('Укажите имя.');
    await expect(canvas.getByText('Проверьте адрес электронной почты.')).toBeVisible();
    await expect(canvas.getByLabelText(/^О себе/)).toHaveValue('Работала кассиром два года.');
  },
};

export const Submitting: Story = {
  args: {
    form: vacancyFormProps({
      status: 'submitting',
      values: { name: 'Анна Ковалёва', phone: '+375 (29) 123-45-67' },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Отправляем…' })).toBeDisabled();
  },
};

export const ServerErrors: Story = {
  args: {
    form: vacancyFormProps({
      status: 'error',
      message: 'Не удалось отправить отклик. Проверьте поля и попробуйте ещё раз.',
      values: { name: 'Анна Ковалёва', phone: '+375 (29) 999', email: 'anna@example.by', consent: true },
      errors: { phone: 'Укажите белорусский номер, например +375 29 123-45-67.' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('form', { name: 'Откликнуться на вакансию' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось отправить отклик');
    await expect(canvas.getByLabelText(/^Телефон/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Имя и фамилия/)).toHaveValue('Анна Ковалёва');
    await expect(canvas.getByLabelText(/^Я согласен/)).toBeChecked();
  },
};

export const Sent: Story = {
  args: { form: vacancyFormProps({ status: 'success' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Отклик отправлен');
  },
};
