import { addDays, localInstant } from '@kino/api/cinema-time';
import type { Film } from '@kino/api/types';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { beacon, filmBySlug } from '#src/fixtures/films.ts';
import { type PrintSession, SessionsPrintScreen } from './sessions-print-screen.tsx';

const WEEK = '2026-11-23';
const DAYS = Array.from({ length: 7 }, (_, i) => addDays(WEEK, i));
// Demo films, by their length: «Кот и дракон» 92 min, «Звёздный маяк» 142, «Капитан Волна» 137.
const cat = filmBySlug('kot-i-drakon');
const wave = filmBySlug('kapitan-volna');

function session(
  id: string,
  dayOffset: number,
  minutes: number,
  { title, durationMin }: Pick<Film, 'title' | 'durationMin'>,
  extra: Partial<PrintSession> = {},
): PrintSession {
  const day = addDays(WEEK, dayOffset);
  const start = localInstant(day, minutes);
  return {
    id,
    cinemaDay: day,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + durationMin * 60_000).toISOString(),
    film: title,
    format: '2D',
    price: '12,5 BYN',
    soldOut: false,
    ...extra,
  };
}

const meta = {
  title: 'Admin/Сеансы/Печать недели',
  component: SessionsPrintScreen,
  decorators: [withAdminMain],
  parameters: { pathname: '/rechitsa/sessions/print' },
  args: {
    townName: 'Речица',
    days: DAYS,
    backTo: '/rechitsa/sessions',
    onPrint: fn(),
    state: { status: 'ready' },
    halls: [
      {
        id: '1',
        name: 'Большой зал',
        sessions: [
          session('a', 0, 10 * 60, cat),
          session('b', 0, 13 * 60 + 30, beacon, { format: '3D', price: '14 BYN' }),
          session('c', 0, 19 * 60, wave, { soldOut: true }),
          session('d', 2, 21 * 60 + 15, beacon, {
            features: ['subtitles', 'original-language'],
            language: 'en',
          }),
          // After midnight: still the Friday's cinema day.
          session('e', 4, 24 * 60 + 30, wave),
        ],
      },
      {
        id: '2',
        name: 'Малый зал',
        sessions: [session('f', 5, 11 * 60, cat, { features: ['parent-and-baby'] })],
      },
      { id: '3', name: 'Детский зал', sessions: [] },
    ],
  },
} satisfies Meta<typeof SessionsPrintScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One table per hall: a day's sessions under its name, start–end, format and features in words, the price. */
export const Week: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const big = canvas.getByRole('region', { name: /Большой зал/ });
    const rows = within(big).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Пн, 23 ноября10:00–11:32Кот и дракон2D12,5 BYN',
      '13:30–15:52Звёздный маяк3D14 BYN',
      '19:00–21:17Капитан Волна (продано)2D12,5 BYN',
      'Ср, 25 ноября21:15–23:37Звёздный маяк2D, Субтитры, Ориг., англ.12,5 BYN',
      'Пт, 27 ноября00:30–02:47Капитан Волна2D12,5 BYN',
    ]);
    await expect(canvas.getByRole('region', { name: /Детский зал/ })).toHaveTextContent(
      'Сеансов на этой неделе нет.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Печать' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: mobile };
