import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { ScheduleSyncPanel } from './schedule-sync-panel.tsx';

const meta = {
  title: 'Admin/Синхронизация расписания',
  component: ScheduleSyncPanel,
  decorators: [withAdminMain],
  args: {
    sync: {
      town: 'main',
      enabled: true,
      url: 'https://tickets.example/export.csv',
      format: 'csv',
      intervalMinutes: 30,
      nextRunAt: '2026-11-27T16:30:00Z',
      lastRun: {
        at: '2026-11-27T16:00:00Z',
        status: 'failed',
        message: 'Сервер выгрузки ответил ошибкой HTTP 500.',
        added: 0,
        changed: 0,
        removed: 0,
        errors: [],
      },
      failingSince: '2026-11-27T15:30:00Z',
    },
    onSave: fn(),
    onRunNow: fn(),
  },
} satisfies Meta<typeof ScheduleSyncPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Failing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/ответил ошибкой HTTP 500\. Не проходит с/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Синхронизировать сейчас' }));
    await expect(args.onRunNow).toHaveBeenCalled();
    await userEvent.click(canvas.getByText('Настройки синхронизации'));
    const interval = canvas.getByLabelText(/Каждые, минут/);
    await userEvent.clear(interval);
    await userEvent.type(interval, '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      enabled: true,
      url: 'https://tickets.example/export.csv',
      format: 'csv',
      intervalMinutes: 15,
    });
  },
};
export const NotSetUp: Story = {
  args: {
    sync: {
      town: 'main',
      enabled: false,
      url: '',
      format: 'csv',
      intervalMinutes: 60,
      nextRunAt: null,
      lastRun: null,
      failingSince: null,
    },
  },
};
