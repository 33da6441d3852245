import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { films } from '#src/fixtures/films.ts';
import { FilmCategoryScreen } from './film-category-screen.tsx';

describe('FilmCategoryScreen', () => {
  it('lists the films as links to their pages, or says the category is empty', () => {
    const { rerender } = render(
      <FilmCategoryScreen category={{ slug: 'x', name: 'Фантастика', count: 2 }} films={films.slice(0, 2)} />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Фантастика');
    expect(screen.getByRole('link', { name: 'Головоломка 2' }).getAttribute('href')).toBe(
      '/afisha/golovolomka-2/',
    );
    expect(screen.getByText('2 фильма в прокате')).toBeTruthy();
    rerender(<FilmCategoryScreen category={{ slug: 'x', name: 'Фантастика', count: 0 }} films={[]} />);
    expect(screen.getByText('В этой подборке пока нет фильмов')).toBeTruthy();
  });
});
