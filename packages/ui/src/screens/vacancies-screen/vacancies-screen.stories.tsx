import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vacancyList, vacancyPage } from '#src/fixtures/content.ts';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { VacanciesScreen } from './vacancies-screen.tsx';

const meta = {
  title: 'Screens/Vacancies',
  component: VacanciesScreen,
  decorators: [withSiteLayout],
  args: { page: vacancyPage, vacancies: vacancyList },
} satisfies Meta<typeof VacanciesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Кассир' })).toHaveAttribute('href', '/vacancies/kassir/');
    await expect(canvas.getByText(/^1.100–1.400.BYN$/)).toBeVisible();
    await expect(canvas.getByText('Зарплата по договорённости')).toBeVisible();
  },
};
export const Mobile: Story = { globals: mobile };
export const Empty: Story = {
  args: { vacancies: { items: [], meta: { page: 1, perPage: 20, total: 0, totalPages: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Сейчас открытых вакансий нет')).toBeVisible();
  },
};
