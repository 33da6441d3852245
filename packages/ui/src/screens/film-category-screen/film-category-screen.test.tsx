import { addDays, formatDay, weekdayShort } from '@kino/api/cinema-time';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOW, TODAY } from '#src/fixtures/films.ts';
import { categoryOf, todayFilms } from '#src/fixtures/views.ts';
import { FilmCategoryScreen } from './film-category-screen.tsx';

describe('FilmCategoryScreen', () => {
  it('lists the films as links to their pages, or says the category is empty', () => {
    const { rerender } = render(
      <FilmCategoryScreen
        category={{ slug: 'x', name: 'Фантастика', count: 2 }}
        showing={todayFilms()
          .slice(0, 2)
          .map((film) => ({ ...film, next: null }))}
        coming={[]}
        today={TODAY}
        now={NOW}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Фантастика');
    expect(screen.getByRole('link', { name: 'Кот и дракон' }).getAttribute('href')).toBe(
      '/afisha/kot-i-drakon/',
    );
    expect(screen.getByText('2 фильма в прокате')).toBeTruthy();
    rerender(
      <FilmCategoryScreen
        category={{ slug: 'x', name: 'Фантастика', count: 0 }}
        showing={[]}
        coming={[]}
        today={TODAY}
        now={NOW}
      />,
    );
    expect(screen.getByText('В этой подборке пока нет фильмов')).toBeTruthy();
  });

  it('does not count a film opening later as on release', () => {
    const kids = categoryOf('dlja-detej');
    render(
      <FilmCategoryScreen
        category={{ slug: 'dlja-detej', name: 'Для детей', count: 2 }}
        {...kids}
        today={TODAY}
        now={NOW}
      />,
    );
    expect(screen.getByText('1 фильм в прокате · 1 скоро')).toBeTruthy();
  });

  it('says when the next session is for a film with nothing today', () => {
    const kids = categoryOf('dlja-detej');
    const [first] = kids.showing;
    const tomorrow = addDays(TODAY, 1);
    const later = addDays(TODAY, 3);
    const startsAt = (day: string) => `${day}T12:30:00+03:00`;
    render(
      <FilmCategoryScreen
        category={{ slug: 'dlja-detej', name: 'Для детей', count: 3 }}
        showing={[
          {
            ...first!,
            slug: 'a',
            title: 'Завтрашний',
            sessions: [],
            next: { cinemaDay: tomorrow, startsAt: startsAt(tomorrow) },
          },
          {
            ...first!,
            slug: 'b',
            title: 'Позже',
            sessions: [],
            next: { cinemaDay: later, startsAt: startsAt(later) },
          },
          { ...first!, slug: 'c', title: 'Без сеансов', sessions: [], next: null },
        ]}
        coming={[]}
        today={TODAY}
        now={NOW}
      />,
    );
    expect(screen.getByText('Сегодня сеансов нет · ближайший завтра в 12:30')).toBeTruthy();
    expect(
      screen.getByText(
        `Сегодня сеансов нет · ближайший ${weekdayShort(later).toLowerCase()}, ${formatDay(later)}, в 12:30`,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Сеансов пока нет')).toBeTruthy();
  });
});
