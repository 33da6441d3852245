import type { FilmInput } from '@kino/api/types';
import { describe, expect, it } from 'vitest';
import { slugify } from '#src/lib/slug.ts';
import { filmToForm, formToFilm } from './film.ts';

const film: FilmInput = {
  slug: 'dune-2',
  title: 'Дюна: Часть вторая',
  originalTitle: 'Dune: Part Two',
  ageRating: '12+',
  durationMin: 166,
  year: 2024,
  director: 'Дени Вильнёв',
  genres: ['фантастика', 'приключения'],
  countries: ['США'],
  cast: ['Тимоти Шаламе', 'Зендея'],
  description: 'Первый абзац.\n\nВторой абзац.',
  poster: { url: 'http://localhost:4000/media/p.jpg', width: 400, height: 600, alt: 'Постер' },
  stills: [],
  trailerUrl: 'https://www.youtube.com/watch?v=Way9Dexny3w',
  formats: ['2D', '3D'],
  categories: ['premery'],
  isPremier: true,
  premiereDate: '2026-11-27',
};

describe('film form ↔ FilmInput', () => {
  it('round-trips every field', () => {
    expect(formToFilm(filmToForm(film))).toEqual(film);
  });

  it('sends empty optional fields as the contract wants them and makes an address from the title', () => {
    const values = {
      ...filmToForm(film),
      slug: '',
      originalTitle: ' ',
      trailerUrl: '',
      premiereDate: '',
      genres: 'драма, , комедия ',
      year: null,
    };
    const input = formToFilm(values);
    expect(input.slug).toBe('djuna-chast-vtoraja');
    expect(input.originalTitle).toBeNull();
    expect(input.trailerUrl).toBeNull();
    expect(input.premiereDate).toBeNull();
    expect(input.genres).toEqual(['драма', 'комедия']);
    // An empty year is sent empty, never filled in with this year.
    expect(input.year).toBeNull();
  });

  it("describes a poster left without a description by the film's title, as the field's hint says", () => {
    const values = filmToForm({ ...film, poster: { ...film.poster, alt: ' ' } });
    expect(formToFilm(values).poster.alt).toBe('Постер фильма «Дюна: Часть вторая»');
  });
});

describe('slugify', () => {
  it('transliterates Russian and Belarusian titles into the contract slug pattern', () => {
    for (const title of ['Дюна 2', 'Ёлки: новогодняя сказка!', 'Чебурашка', 'Шчасце', '«Вий» — 3D']) {
      expect(slugify(title)).toMatch(/^[a-z0-9][a-z0-9_-]{0,119}$/);
    }
    expect(slugify('Звёздный маяк')).toBe('zvezdnyj-majak');
    expect(slugify('Для детей')).toBe('dlja-detej');
  });
});
