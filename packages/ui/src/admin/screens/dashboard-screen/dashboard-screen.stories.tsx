import type { ScheduleSync } from '@kino/api/types';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

const failingSync: ScheduleSync = {
  town: 'main',
  enabled: true,
  url: 'https://tickets.example/export.csv',
  format: 'csv',
  intervalMinutes: 30,
  nextRunAt: '2026-11-27T16:30:00Z',
  lastRun: {
    at: '2026-11-27T16:00:00Z',
    status: 'invalid',
    message: 'В файле ошибок: 1. Расписание не изменено.',
    added: 0,
    changed: 0,
    removed: 0,
    errors: ['Строка 3, «Время»: «25:99» — не время; ожидается ЧЧ:ММ.'],
  },
  failingSince: '2026-11-27T15:30:00Z',
};

const meta = {
  title: 'Admin/Главная',
  component: DashboardScreen,
  decorators: [withAdminMain],
  args: {
    townNames: { main: 'Гомель', rechitsa: 'Речица' },
    state: { status: 'ready' },
    towns: [
      {
        town: 'main',
        today: '2026-11-27',
        sessionsToday: [
          { id: 'a', time: '10:00', film: 'Кот и дракон', hall: 'Красный зал', soldOut: false },
          { id: 'b', time: '13:30', film: 'Звёздный маяк', hall: 'IMAX', soldOut: true },
          { id: 'c', time: '19:00', film: 'Операция «Полярная ночь»', hall: 'Красный зал', soldOut: false },
        ],
        drafts: [
          { kind: 'films', count: 2 },
          { kind: 'news', count: 1 },
        ],
        newApplications: 3,
        failedMails: 1,
        sync: failingSync,
      },
      {
        town: 'rechitsa',
        today: '2026-11-27',
        sessionsToday: [],
        drafts: [],
        newApplications: 0,
        failedMails: 0,
        sync: null,
      },
    ],
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Гомель' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Синхронизация расписания: ошибка' })).toBeVisible();
    await expect(canvas.getByText(/Строка 3, «Время»/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Фильмы' })).toHaveAttribute('href', '/main/films');
    await expect(canvas.getByText('Сеансов сегодня нет.')).toBeVisible();
  },
};
export const Mobile: Story = { globals: mobile };
/** What hr see: the applications of their town, nothing of the content. */
export const Hr: Story = {
  args: {
    towns: [
      {
        town: 'main',
        today: '2026-11-27',
        sessionsToday: null,
        drafts: null,
        newApplications: 5,
        failedMails: null,
        sync: null,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Открыть заявки' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Сеансы сегодня/ })).toBeNull();
  },
};
