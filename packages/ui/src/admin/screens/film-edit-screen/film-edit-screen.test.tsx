import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { UnsavedChangesContext } from '#src/admin/lib/unsaved.ts';
import { emptyFilm, FilmEditScreen, type FilmEditScreenProps } from './film-edit-screen.tsx';

const props: FilmEditScreenProps = {
  filmId: '12',
  backTo: '/main/films',
  state: { status: 'ready' },
  initial: { ...emptyFilm, title: 'Дюна', durationMin: 166, cast: ['Тимоти Шаламе', 'Зендея'] },
  categories: [],
  onSubmit: () => undefined,
  onUploadPoster: async () => ({ url: '/poster.webp', alt: '', width: 400, height: 600 }),
};

/** The screen as the app shows it: inside the guard's context, which hears whether the form has unsaved changes. */
function renderScreen(screenProps: Partial<FilmEditScreenProps> = {}) {
  const reports: boolean[] = [];
  const report = (_key: string, dirty: boolean) => reports.push(dirty);
  const view = render(
    <UnsavedChangesContext.Provider value={report}>
      <FilmEditScreen {...props} {...screenProps} />
    </UnsavedChangesContext.Provider>,
  );
  return {
    reports,
    rerender: (next: Partial<FilmEditScreenProps>) =>
      view.rerender(
        <UnsavedChangesContext.Provider value={report}>
          <FilmEditScreen {...props} {...next} />
        </UnsavedChangesContext.Provider>,
      ),
  };
}

const titleField = () => screen.getByRole('textbox', { name: /Название/ }) as HTMLInputElement;

describe('FilmEditScreen: unsaved changes', () => {
  it('are reported while the values differ from the stored ones; a title typed back is none', async () => {
    const { reports } = renderScreen();
    await userEvent.type(titleField(), '!');
    await waitFor(() => expect(reports.at(-1)).toBe(true));
    await userEvent.type(titleField(), '{Backspace}');
    await waitFor(() => expect(reports.at(-1)).toBe(false));
  });

  it('are none once the submitted values are saved, and again after the next edit', async () => {
    const onSubmit = vi.fn();
    const { reports, rerender } = renderScreen({ onSubmit });
    await userEvent.clear(titleField());
    await userEvent.type(titleField(), 'Дюна: Часть вторая');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: 'Дюна: Часть вторая' }));
    expect(reports.at(-1)).toBe(true);
    rerender({ onSubmit, saving: true });
    rerender({ onSubmit, saving: false });
    await waitFor(() => expect(reports.at(-1)).toBe(false));
    await userEvent.type(titleField(), '!');
    await waitFor(() => expect(reports.at(-1)).toBe(true));
  });
});

describe('FilmEditScreen: a refused save', () => {
  it("shows the API's errors under their fields, the list's first under the list, and focuses the first", async () => {
    const { rerender, reports } = renderScreen();
    await userEvent.type(titleField(), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    rerender({ saving: true });
    rerender({
      saving: false,
      errors: {
        '': 'Проверьте поля фильма.',
        'cast.1': 'Слишком длинное имя',
        title: 'Уже есть такой фильм',
      },
    });
    await waitFor(() => expect(titleField()).toHaveFocus());
    expect(titleField()).toHaveAccessibleDescription(/Уже есть такой фильм/);
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте поля фильма.');
    expect(screen.getByRole('group', { name: 'В ролях' })).toHaveTextContent('Слишком длинное имя');
    // The edits were not saved: leaving still asks.
    expect(reports.at(-1)).toBe(true);
  });
});
