import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { beacon } from '#src/fixtures/films.ts';
import { AuditScreen } from './audit-screen.tsx';

const POSTER = JSON.stringify({ id: 'img-1', ...beacon.poster });

const meta = {
  title: 'Admin/Журнал изменений',
  component: AuditScreen,
  decorators: [withAdminMain],
  args: {
    entries: [
      {
        id: 5,
        at: '2026-11-23T15:42:00Z',
        actor: { id: 2, email: 'editor@kino.example' },
        action: 'adminUpdateFilm',
        town: 'rechitsa',
        kind: 'film',
        itemId: '12',
        summary: `Фильм «${beacon.title}»: изменены поля`,
        changes: [
          { field: 'title', before: beacon.originalTitle, after: beacon.title },
          { field: 'poster', before: POSTER, after: POSTER.replace('img-1', 'img-2') },
          { field: 'isPremier', before: 'false', after: 'true' },
          { field: 'premiereDate', before: null, after: '2026-12-03' },
        ],
      },
      {
        id: 4,
        at: '2026-11-23T15:30:00Z',
        actor: { id: 1, email: 'admin@kino.example' },
        action: 'adminUpdateAccount',
        town: null,
        kind: 'account',
        itemId: '2',
        summary: 'Сотрудник editor@kino.example: изменён',
        changes: [
          { field: 'role', before: 'editor', after: 'admin' },
          { field: 'towns', before: '["main"]', after: '["main","rechitsa"]' },
        ],
      },
      {
        id: 3,
        at: '2026-11-23T15:20:00Z',
        actor: { id: 2, email: 'editor@kino.example' },
        action: 'adminPublishNews',
        town: 'main',
        kind: 'news',
        itemId: '7',
        summary: 'Новость «Новогодние сеансы»: опубликована',
        changes: [{ field: 'status', before: 'draft', after: 'published' }],
      },
      {
        id: 2,
        at: '2026-11-23T15:00:00Z',
        actor: null,
        action: 'scheduleSync',
        town: 'main',
        kind: 'session',
        itemId: null,
        summary: 'Синхронизация: 4 сеанса добавлено',
        changes: [],
      },
    ],
    state: { status: 'ready' },
    towns: [
      { value: 'main', label: 'Гомель' },
      { value: 'rechitsa', label: 'Речица' },
    ],
    people: [
      { id: 1, name: 'Ольга Петрова', email: 'admin@kino.example' },
      { id: 2, name: 'Мария Иванова', email: 'editor@kino.example' },
    ],
    filters: { town: 'all', account: 'all', kind: 'all' },
    onFiltersChange: fn(),
    paging: { page: 1, totalPages: 1, total: 4, onPage: fn() },
  },
} satisfies Meta<typeof AuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Fields by their editor's labels, values in words.
    await expect(canvas.getByText(`Название: ${beacon.originalTitle} → ${beacon.title}`)).toBeVisible();
    await expect(canvas.getByText('Файл постера: изображение → изображение')).toBeVisible();
    await expect(canvas.getByText('Премьера: нет → да')).toBeVisible();
    await expect(canvas.getByText('Дата премьеры: 3 декабря 2026')).toBeVisible();
    await expect(canvas.getByText('Состояние: черновик → опубликован')).toBeVisible();
    await expect(canvas.getByText('Роль: Редактор → Администратор')).toBeVisible();
    await expect(canvas.getByText('Города: Гомель → обе')).toBeVisible();
    expect(canvasElement.textContent).not.toMatch(/title:|img-1|isPremier/);
    // Towns and people by name; the service's own writes by «система».
    const rows = canvas.getAllByRole('row');
    await expect(within(rows[1]!).getByRole('cell', { name: 'Речица' })).toBeVisible();
    await expect(
      within(rows[1]!).getByRole('cell', { name: 'Мария Иванова (editor@kino.example)' }),
    ).toBeVisible();
    await expect(within(rows[2]!).getByRole('cell', { name: '—' })).toBeVisible();
    await expect(within(rows[4]!).getByRole('cell', { name: 'система' })).toBeVisible();
    await expect(within(rows[4]!).getByRole('cell', { name: 'Гомель' })).toBeVisible();
  },
};

export const Filters: Story = {
  // Looks as Filled does: its play only checks what the selects answer.
  parameters: { visual: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const kind = canvas.getByRole('combobox', { name: 'Раздел' });
    // By default the sign-ins are left out, and said to be.
    await expect(kind).toHaveDisplayValue('Все, кроме входов');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Сотрудник' }), 'Мария Иванова');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ town: 'all', account: '2', kind: 'all' });
    await userEvent.selectOptions(kind, 'Входы в рабочее место');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      town: 'all',
      account: 'all',
      kind: 'sign-in',
    });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Город' }), 'Речица');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      town: 'rechitsa',
      account: 'all',
      kind: 'all',
    });
  },
};

export const SignIns: Story = {
  args: {
    filters: { town: 'all', account: '2', kind: 'sign-in' },
    paging: { page: 1, totalPages: 1, total: 1, onPage: fn() },
    entries: [
      {
        id: 9,
        at: '2026-11-23T16:00:00Z',
        actor: { id: 2, email: 'editor@kino.example' },
        action: 'adminSignIn',
        town: null,
        kind: 'sign-in',
        itemId: '2',
        summary: 'Вход: editor@kino.example',
        changes: [],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Раздел' })).toHaveDisplayValue(
      'Входы в рабочее место',
    );
    await expect(canvas.getByRole('combobox', { name: 'Сотрудник' })).toHaveDisplayValue('Мария Иванова');
    await expect(canvas.getByRole('cell', { name: 'Вход: editor@kino.example' })).toBeVisible();
  },
};
export const CategoriesAndAddress: Story = {
  // Looks as Filled does: its play checks that category slugs and an address read as the editors show them.
  parameters: { visual: false },
  args: {
    categoryNames: {
      main: {
        'film-categories': { 'dlja-detej': 'Для детей', semejnye: 'Семейные' },
        'event-categories': { kinoklub: 'Киноклуб' },
      },
    },
    entries: [
      {
        id: 12,
        at: '2026-11-23T17:00:00Z',
        actor: { id: 2, email: 'editor@kino.example' },
        action: 'adminUpdateFilm',
        town: 'main',
        kind: 'film',
        itemId: '3',
        summary: 'Фильм «Кот в сапогах»: изменены поля',
        changes: [{ field: 'categories', before: '["dlja-detej"]', after: '["dlja-detej","semejnye"]' }],
      },
      {
        id: 11,
        at: '2026-11-23T16:50:00Z',
        actor: { id: 2, email: 'editor@kino.example' },
        action: 'adminUpdateEvent',
        town: 'main',
        kind: 'event',
        itemId: '4',
        summary: 'Событие «Вечер Тарковского»: изменены поля',
        changes: [{ field: 'category', before: null, after: 'kinoklub' }],
      },
      {
        id: 10,
        at: '2026-11-23T16:40:00Z',
        actor: { id: 1, email: 'admin@kino.example' },
        action: 'adminUpdateInfo',
        town: 'main',
        kind: 'info',
        itemId: null,
        summary: 'Информация о кинотеатре: изменены поля',
        changes: [
          {
            field: 'address',
            before:
              '{"street":"ул. Советская, 1","town":"Гомель","region":"Гомельская область","postalCode":"246050","lat":52.42,"lng":31.01}',
            after:
              '{"street":"ул. Советская, 3","town":"Гомель","region":"Гомельская область","postalCode":"246050","lat":52.42,"lng":31.01}',
          },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Категории: Для детей → Для детей, Семейные')).toBeVisible();
    await expect(canvas.getByText('Категория: Киноклуб')).toBeVisible();
    await expect(canvas.getByText('Улица и дом: ул. Советская, 1 → ул. Советская, 3')).toBeVisible();
    expect(canvasElement.textContent).not.toMatch(/dlja-detej|kinoklub|246050/);
  },
};
export const Mobile: Story = { globals: mobile };
export const Empty: Story = { args: { entries: [] } };
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Failed: Story = { args: { state: { status: 'error' }, onRetry: fn() } };
