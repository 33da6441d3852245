import { addDays, localInstant } from '@kino/api/cinema-time';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { beacon, filmBySlug } from '#src/fixtures/films.ts';
import {
  type SessionFormValues,
  SessionsWeekScreen,
  type SessionsWeekScreenProps,
  type WeekSession,
} from './sessions-week-screen.tsx';

const WEEK = '2026-11-23';
// Demo films: «Звёздный маяк» runs 142 min, «Кот и дракон» 92.
const FILMS = [beacon, filmBySlug('kot-i-drakon'), filmBySlug('kapitan-volna')].map((film, i) => ({
  value: String(i + 1),
  label: film.title,
}));
const at = (dayOffset: number, hh: number, mm = 0) => {
  const day = addDays(WEEK, dayOffset);
  return { day, startsAt: localInstant(day, hh * 60 + mm).toISOString() };
};
function session(
  n: number,
  dayOffset: number,
  hh: number,
  mm: number,
  film: number,
  extra: Partial<WeekSession> = {},
) {
  const { day, startsAt } = at(dayOffset, hh, mm);
  return {
    id: `s${n}`,
    startsAt,
    cinemaDay: day,
    film: FILMS[film]!.label,
    format: hh > 20 ? '3D' : '2D',
    price: hh > 17 ? '14 BYN' : '10 BYN',
    soldOut: false,
    origin: 'staff' as const,
    ...extra,
  } satisfies WeekSession;
}
const sessions: WeekSession[] = [
  session(1, 0, 10, 0, 1),
  session(2, 0, 13, 30, 0),
  session(3, 0, 19, 0, 2, { soldOut: true }),
  session(4, 1, 18, 40, 0),
  session(5, 2, 21, 15, 0, {
    origin: 'import',
    features: ['subtitles', 'original-language'],
    language: 'en',
  }),
  session(6, 4, 11, 0, 1),
  session(7, 4, 24, 30, 2),
  session(8, 5, 16, 0, 1, { features: ['sensory-friendly'] }),
];
const plain = {
  language: 'ru',
  subtitles: '',
  audioDescription: false,
  hardOfHearingSubtitles: false,
  sensoryFriendly: false,
  parentAndBaby: false,
};
const newValues: SessionFormValues = {
  filmId: '',
  day: WEEK,
  time: '',
  format: '2D',
  price: null,
  ticketUrl: '',
  soldOut: false,
  ...plain,
};

const meta = {
  title: 'Admin/Сеансы/Неделя зала',
  component: SessionsWeekScreen,
  decorators: [withAdminMain],
  parameters: { pathname: '/rechitsa/sessions' },
  args: {
    townName: 'Речица',
    halls: [
      { value: 'bolshoj', label: 'Большой зал' },
      { value: 'malyj', label: 'Малый зал' },
    ],
    hall: 'bolshoj',
    onHallChange: fn(),
    weekStart: WEEK,
    onWeekChange: fn(),
    today: WEEK,
    sessions,
    state: { status: 'ready' },
    films: FILMS,
    formats: ['2D', '3D'],
    editing: null,
    onAdd: fn(),
    onEdit: fn(),
    onCloseEditor: fn(),
    onSave: fn(),
    onDelete: fn(),
    onCopyDay: fn(),
    onCopyWeek: fn(),
    importTo: '/rechitsa/sessions/import',
    printTo: '/rechitsa/sessions/print?week=2026-11-23',
    downloads: {
      csv: '/admin/v1/towns/rechitsa/sessions/export?from=2026-11-23&format=csv',
      xlsx: '/admin/v1/towns/rechitsa/sessions/export?from=2026-11-23&format=xlsx',
    },
  },
} satisfies Meta<typeof SessionsWeekScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven days with sessions in start order; a session after midnight stays on its cinema day. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const friday = canvas.getByRole('region', { name: /27 ноября/ });
    const times = within(friday)
      .getAllByRole('button', { name: /— изменить$/ })
      .map((b) => b.textContent?.slice(0, 5));
    await expect(times).toEqual(['11:00', '00:30']);
    await userEvent.click(canvas.getByRole('button', { name: /19:00 Капитан Волна 2D · 14 BYN · продано/ }));
    await expect(args.onEdit).toHaveBeenCalledWith('s3');
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить сеанс: Вт, 24 ноября' }));
    await expect(args.onAdd).toHaveBeenCalledWith('2026-11-24');
    await userEvent.click(canvas.getByRole('button', { name: 'Следующая неделя →' }));
    await expect(args.onWeekChange).toHaveBeenCalledWith('2026-11-30');
    // A special screening shows its chips, and says them in words.
    await expect(
      canvas.getByRole('button', {
        name: /21:15 Звёздный маяк.*с субтитрами, на английском языке — изменить$/,
      }),
    ).toHaveTextContent(/СубтитрыОриг\., англ\./);
  },
};

export const Mobile: Story = { globals: mobile };

export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Нет сеансов')).toHaveLength(7);
    await expect(within(canvasElement).getByRole('button', { name: 'Копировать неделю' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = { args: { state: { status: 'error' }, onRetry: fn() } };

/** Adding a session: a modal form; what was typed goes to onSave. */
export const AddSession: Story = {
  args: { editing: { id: null, values: { ...newValues, day: '2026-11-24' } } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Новый сеанс' });
    const form = within(dialog);
    await userEvent.selectOptions(form.getByLabelText(/Фильм/), '2');
    await userEvent.type(form.getByLabelText(/Начало/), '1930');
    await userEvent.type(form.getByLabelText(/Цена/), '12');
    await userEvent.click(form.getByLabelText('Билеты проданы'));
    await userEvent.selectOptions(form.getByLabelText('Язык звука'), 'en');
    await userEvent.selectOptions(form.getByLabelText('Субтитры'), 'ru');
    await userEvent.click(form.getByLabelText('Для родителей с малышами'));
    await userEvent.click(form.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      {
        ...newValues,
        day: '2026-11-24',
        filmId: '2',
        time: '19:30',
        price: 12,
        soldOut: true,
        language: 'en',
        subtitles: 'ru',
        parentAndBaby: true,
      },
      null,
    );
  },
};

/** The API's errors land on their fields inside the dialog. */
export const EditWithErrors: Story = {
  args: {
    editing: {
      id: 's2',
      values: {
        filmId: '1',
        day: WEEK,
        time: '13:30',
        format: '2D',
        price: 10,
        ticketUrl: 'ftp://x',
        soldOut: false,
        ...plain,
      },
    },
    errors: { '': 'Проверьте поля сеанса.', ticketUrl: 'Нужна ссылка http(s)' },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Сеанс' });
    const url = within(dialog).getByLabelText(/Ссылка на покупку/);
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(/Нужна ссылка http\(s\)/);
  },
};

/**
 * «Удалить сеанс» asks first, naming the film, day and time, with «Отмена» focused; «Отмена» gives the focus back to
 * «Удалить сеанс». Once confirmed the session leaves the grid, and the focus goes to its day's heading.
 */
export const DeleteSession: Story = {
  args: { editing: EditWithErrors.args?.editing ?? null },
  render: function Render(args) {
    const [shown, setShown] = useState(args.sessions);
    const [editing, setEditing] = useState(args.editing);
    return (
      <SessionsWeekScreen
        {...args}
        sessions={shown}
        editing={editing}
        onDelete={(id) => {
          args.onDelete(id);
          setEditing(null);
          setShown((all) => all.filter((s) => s.id !== id));
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const form = within(body.getByRole('dialog', { name: 'Сеанс' }));
    const remove = form.getByRole('button', { name: 'Удалить сеанс' });
    const question = 'Удалить сеанс «Звёздный маяк» 23 ноября в 13:30?';
    await userEvent.click(remove);
    let confirm = within(body.getByRole('dialog', { name: question }));
    await expect(confirm.getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await userEvent.click(confirm.getByRole('button', { name: 'Отмена' }));
    await expect(body.queryByRole('dialog', { name: question })).toBeNull();
    await expect(remove).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(remove);
    confirm = within(body.getByRole('dialog', { name: question }));
    await userEvent.click(confirm.getByRole('button', { name: 'Удалить сеанс' }));
    await expect(args.onDelete).toHaveBeenCalledWith('s2');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: /13:30 Звёздный маяк/ })).toBeNull();
    await expect(within(canvasElement).getByRole('heading', { name: /Пн, 23 ноября/ })).toHaveFocus();
  },
};

/** The question over the session's form. */
export const DeleteSessionQuestion: Story = {
  args: { editing: EditWithErrors.args?.editing ?? null },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(body.getByRole('dialog', { name: 'Сеанс' })).getByRole('button', { name: 'Удалить сеанс' }),
    );
    const confirm = within(body.getByRole('dialog', { name: /^Удалить сеанс «Звёздный маяк/ }));
    await expect(confirm.getByRole('button', { name: 'Отмена' })).toHaveFocus();
  },
};

/** «Сохранить» refused by the API: the focus leaves the button for the first field it names. */
export const SaveRefused: Story = {
  args: EditWithErrors.args,
  render: function Render(args) {
    const [errors, setErrors] = useState<SessionsWeekScreenProps['errors']>(undefined);
    return (
      <SessionsWeekScreen
        {...args}
        errors={errors}
        onSave={() => setErrors({ '': 'Проверьте поля сеанса.', ticketUrl: 'Нужна ссылка http(s)' })}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Сеанс' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await expect(within(dialog).getByLabelText(/Ссылка на покупку/)).toHaveFocus();
  },
};

/** Copying a day asks for the target day (the next one by default). */
export const CopyDay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Копировать день: Пн, 23 ноября' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Копировать день' });
    await expect(within(dialog).getByLabelText(/На какой день/)).toHaveValue('2026-11-24');
    await expect(within(dialog).getByText(/Сеансы, которые уже стоят там, останутся/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Копировать' }));
    await expect(args.onCopyDay).toHaveBeenCalledWith('2026-11-23', '2026-11-24', false);
  },
};

/** «Заменить»: the text says the sessions there will be deleted, and the copy asks for it. */
export const CopyDayReplacing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Копировать день: Пн, 23 ноября' }));
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Копировать день' }),
    );
    await userEvent.click(dialog.getByLabelText('Заменить сеансы в выбранный день'));
    await expect(dialog.getByText(/стоящие там сейчас будут удалены/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Копировать' }));
    await expect(args.onCopyDay).toHaveBeenCalledWith('2026-11-23', '2026-11-24', true);
  },
};

/** A copy refused by the service (an overlap) keeps its dialog open with the reason. */
export const CopyRefused: Story = {
  render: function Render(args) {
    const [errors, setErrors] = useState<SessionsWeekScreenProps['errors']>(undefined);
    return (
      <SessionsWeekScreen
        {...args}
        errors={errors}
        onCopyDay={() =>
          setErrors({
            '': 'Сеанс «Звёздный маяк» 24 ноября в 10:00 (до 12:22) пересекается с сеансом «Кот и дракон» 24 ноября в 12:00 (до 13:32): между сеансами в этом зале нужно 15 мин на уборку.',
          })
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Копировать день: Пн, 23 ноября' }),
    );
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Копировать день' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Копировать' }));
    await expect(dialog.getByText(/пересекается с сеансом «Кот и дракон»/)).toBeVisible();
  },
};
