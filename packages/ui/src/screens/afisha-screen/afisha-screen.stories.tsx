import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScreenSkeleton } from '#src/components/screen-skeleton.tsx';
import { DAYS, films, filmsRechitsa, NOW } from '#src/fixtures/films.ts';
import { infoMain, infoRechitsa } from '#src/fixtures/info.ts';
import { mobile, withSiteLayout } from '#src/stories/story-helpers.tsx';
import { AfishaScreen } from './afisha-screen.tsx';

const meta = {
  title: 'Screens/Afisha',
  component: AfishaScreen,
  decorators: [withSiteLayout],
  args: {
    info: infoMain,
    films,
    days: DAYS,
    selection: { day: DAYS[0]! },
    now: NOW,
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof AfishaScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Сегодня' })).toHaveAttribute('aria-current', 'true');
    // A past session is not a link; a future one is a ticket link with a clear name.
    await expect(canvas.queryByRole('link', { name: /Купить билет на 10:40/ })).toBeNull();
    const ticket = canvas.getByRole('link', { name: /^Купить билет на 16:20, Красный зал/ });
    await expect(ticket).toHaveAttribute('href', expect.stringContaining('tickets.kino.example'));
    // Sold out is marked and not a link.
    await expect(canvas.queryByRole('link', { name: /Купить билет на 19:30, Зал IMAX/ })).toBeNull();
    await expect(canvas.getAllByText('Мест нет').length).toBeGreaterThan(0);
    // The after-midnight session belongs to this cinema day and comes last.
    const dune = canvas.getByRole('heading', { name: 'Дюна: Часть вторая' }).closest('li')!;
    const times = [...dune.querySelectorAll('.session-time')].map((e) => e.textContent?.replace(',', ''));
    await expect(times.at(-1)).toBe('00:20');
  },
};

export const Mobile: Story = { globals: mobile };

export const DayTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tomorrow = canvas.getByRole('link', { name: 'Завтра' });
    await expect(tomorrow).toHaveAttribute('href', `/afisha/?day=${DAYS[1]}`);
    await userEvent.click(tomorrow);
    await expect(canvas.getByRole('link', { name: 'Завтра' })).toHaveAttribute('aria-current', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledWith({ day: DAYS[1] });
    // Tomorrow nothing is past: the morning IMAX session is a ticket link now.
    await expect(canvas.getByRole('link', { name: /^Купить билет на 10:40, Зал IMAX/ })).toBeVisible();
    // Холоп 3 starts tomorrow.
    await expect(canvas.getByRole('heading', { name: 'Холоп 3' })).toBeVisible();
  },
};

export const Filters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const kids = canvas.getByRole('link', { name: 'Детям' });
    await expect(kids).toHaveAttribute('href', `/afisha/?day=${DAYS[0]}&children=1`);
    await userEvent.click(kids);
    await expect(canvas.getByRole('heading', { name: 'Головоломка 2' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Дюна: Часть вторая' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: '3D' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({
      day: DAYS[0],
      children: true,
      format: '3D',
    });
    await expect(canvas.getByRole('link', { name: '3D' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Утро' }));
    await expect(canvas.getByText('Нет сеансов по выбранным фильтрам')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Сбросить фильтры' }));
    await expect(canvas.getByRole('heading', { name: 'Дюна: Часть вторая' })).toBeVisible();
  },
};

export const FilteredFromAddress: Story = {
  args: { selection: { day: DAYS[2]!, format: 'IMAX', time: 'night' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'IMAX' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: /^Купить билет на 00:20, Зал IMAX/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { selection: { day: DAYS[0]!, premieres: true, time: 'night' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Нет сеансов по выбранным фильтрам')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Сбросить фильтры' })).toHaveAttribute(
      'href',
      `/afisha/?day=${DAYS[0]}`,
    );
  },
};

export const Rechitsa: Story = {
  parameters: { town: 'rechitsa' },
  args: { info: infoRechitsa, films: filmsRechitsa },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'IMAX' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Завтра' })).toHaveAttribute(
      'href',
      `/rechitsa/afisha/?day=${DAYS[1]}`,
    );
  },
};

export const Loading: Story = {
  render: () => <ScreenSkeleton variant="afisha" />,
};
