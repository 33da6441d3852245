import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mobile, vacancyFormProps, withMain } from '#src/stories/story-helpers.tsx';
import { VacancyForm } from './vacancy-form.tsx';

const meta = {
  title: 'Forms/Vacancy',
  component: VacancyForm,
  decorators: [withMain],
  args: vacancyFormProps(),
} satisfies Meta<typeof VacancyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form.querySelector('input[name="vacancy"]')).toHaveValue('kassir');
    await expect(form.querySelector('input[name="cv"]')).toHaveAttribute(
      'accept',
      expect.stringContaining('.pdf'),
    );
  },
};

export const Mobile: Story = { globals: mobile };

export const CvTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Имя и фамилия/), 'Анна Ковалёва');
    await userEvent.type(canvas.getByLabelText(/^Телефон/), '80291234567');
    await userEvent.click(canvas.getByLabelText(/^Я согласен/));
    await userEvent.upload(
      canvas.getByLabelText(/^Резюме/),
      new File([new Uint8Array(6 * 1024 * 1024)], 'rezyume.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить отклик' }));
    await expect(canvas.getByLabelText(/^Резюме/)).toHaveFocus();
    await expect(canvas.getByText('Файл резюме больше 5 МБ.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Телефон/)).toHaveValue('80291234567');
  },
};

export const Submitting: Story = {
  args: vacancyFormProps({ status: 'submitting' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Отправляем…' })).toBeDisabled();
  },
};

export const Success: Story = {
  args: vacancyFormProps({ status: 'success', message: 'Спасибо, Анна! Мы позвоним завтра.' }),
};
