import { FILM_CATEGORIES } from '@kino/demo-content/films';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mobile, withAdminMain } from '#src/admin/stories/admin-story-helpers.tsx';
import { beacon } from '#src/fixtures/films.ts';
import { poster } from '#src/fixtures/images.ts';
import { emptyFilm, FilmEditScreen, type FilmFormValues } from './film-edit-screen.tsx';

/** The demo's big premiere as the form holds it (the app converts a film so: apps/admin/app/forms/film.ts). */
const stored: FilmFormValues = {
  title: beacon.title,
  originalTitle: beacon.originalTitle ?? '',
  slug: beacon.slug,
  ageRating: beacon.ageRating,
  durationMin: beacon.durationMin,
  year: beacon.year,
  director: beacon.director ?? '',
  genres: beacon.genres.join(', '),
  countries: beacon.countries.join(', '),
  cast: [...beacon.cast],
  description: beacon.description ?? '',
  categories: beacon.categories.map((c) => c.slug),
  isPremier: beacon.isPremier,
  premiereDate: beacon.premiereDate ?? '',
  trailerUrl: beacon.trailer?.url ?? '',
  formats: [...new Set(beacon.sessions.map((s) => s.format))],
  poster: beacon.poster,
  stills: [],
};

const meta = {
  title: 'Admin/Фильмы/Редактирование',
  component: FilmEditScreen,
  decorators: [withAdminMain],
  args: {
    filmId: '12',
    backTo: '/rechitsa/films',
    state: { status: 'ready' },
    initial: stored,
    categories: FILM_CATEGORIES.map((c) => ({ value: c.slug, label: c.name })),
    onSubmit: fn(),
    onUploadPoster: fn(async () => poster('Загруженный', 200)),
    publishing: {
      status: 'draft',
      updatedAt: '2026-11-23T15:20:00Z',
      onPublish: fn(),
      onUnpublish: fn(),
      onPreview: fn(),
    },
    onDelete: fn(),
  },
} satisfies Meta<typeof FilmEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A stored film: edits go to onSubmit as form values; publishing on the side. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Для детей' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить актёра' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: `Актёр ${stored.cast.length + 1}` }),
      'Остин Батлер',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...stored,
      categories: [...stored.categories, 'dlja-detej'],
      cast: [...stored.cast, 'Остин Батлер'],
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Опубликовать' }));
    await expect(args.publishing?.onPublish).toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: mobile };

/** A new film; choosing a poster shows it at once and hands the file to the app. */
export const Empty: Story = {
  args: { filmId: null, initial: emptyFilm, publishing: undefined, onDelete: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Новый фильм' })).toBeVisible();
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    const file = new File([png], 'poster.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(/^Файл постера/), file);
    await expect(args.onUploadPoster).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('img', { name: /Постер фильма/ })).toBeVisible();
  },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const Failed: Story = { args: { state: { status: 'error', message: 'Фильм не найден.' } } };

/** The API refused: each field error sits under its field, focus goes to the first. */
export const WithErrors: Story = {
  args: {
    errors: {
      '': 'Проверьте поля фильма.',
      title: 'Укажите название',
      trailerUrl: 'Нужна ссылка на YouTube',
    },
    initial: { ...stored, title: '', trailerUrl: 'https://vimeo.com/1' },
    saving: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: /Название/ });
    await expect(title).toHaveFocus();
    await expect(title).toHaveAccessibleDescription('Укажите название');
    await expect(canvas.getByRole('textbox', { name: 'Трейлер' })).toHaveAccessibleDescription(
      /Нужна ссылка на YouTube/,
    );
  },
};

export const Published: Story = {
  args: {
    saved: 'Сохранено.',
    publishing: {
      status: 'published',
      updatedAt: '2026-11-23T15:20:00Z',
      onPublish: fn(),
      onUnpublish: fn(),
      previewUrl: `http://localhost:3000/rechitsa/afisha/${stored.slug}/`,
    },
  },
};

/**
 * «Удалить» asks first, naming the film, with «Отмена» focused; «Отмена» gives the focus back to «Удалить», and only
 * «Удалить в корзину» calls onDelete.
 */
export const DeleteAsksFirst: Story = {
  args: { deleteSubject: { kind: 'Фильм', name: stored.title } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const remove = canvas.getByRole('button', { name: 'Удалить' });
    await userEvent.click(remove);
    let dialog = body.getByRole('dialog', { name: `Удалить «${stored.title}»?` });
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await expect(dialog).toHaveTextContent(
      `Фильм «${stored.title}» исчезнет с сайта и из списка. Корзина хранит его 30 дней`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(remove).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(remove);
    dialog = body.getByRole('dialog', { name: `Удалить «${stored.title}»?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить в корзину' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** The question itself, as it stands over the form. */
export const DeleteQuestion: Story = {
  args: DeleteAsksFirst.args,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Удалить' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: `Удалить «${stored.title}»?`,
    });
    await expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
  },
};
