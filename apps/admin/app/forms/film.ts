// The film form's values ↔ the contract's FilmInput.
import type { FilmInput } from '@kino/api/types';
import { defaultPosterAlt, type FilmFormValues } from '@kino/ui/admin/screens/film-edit-screen';
import { slugify } from '#src/lib/slug.ts';

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function filmToForm(film: FilmInput): FilmFormValues {
  return {
    title: film.title,
    originalTitle: film.originalTitle ?? '',
    slug: film.slug,
    ageRating: film.ageRating,
    durationMin: film.durationMin,
    year: film.year,
    director: film.director,
    genres: film.genres.join(', '),
    countries: film.countries.join(', '),
    cast: film.cast,
    description: film.description,
    categories: film.categories,
    isPremier: film.isPremier,
    premiereDate: film.premiereDate ?? '',
    trailerUrl: film.trailerUrl ?? '',
    formats: film.formats,
    poster: film.poster,
    stills: film.stills,
  };
}

/**
 * What the API is sent. Fields the API requires but the form may leave empty go as they are (a missing poster as
 * null), so the API's own field errors name them, rather than the form guessing its rules.
 */
export function formToFilm(values: FilmFormValues): FilmInput {
  return {
    slug: values.slug.trim() || slugify(values.title),
    title: values.title.trim(),
    originalTitle: values.originalTitle.trim() || null,
    ageRating: values.ageRating,
    durationMin: values.durationMin ?? 0,
    // Never filled in for staff: an empty year stays empty and the site shows none.
    year: values.year,
    director: values.director.trim(),
    genres: list(values.genres),
    countries: list(values.countries),
    cast: values.cast.map((c) => c.trim()).filter(Boolean),
    description: values.description,
    // A film without a poster is refused by the API, which names the field. An empty description of the poster is
    // the one the field's hint promises.
    poster: (values.poster
      ? { ...values.poster, alt: values.poster.alt.trim() || defaultPosterAlt(values.title.trim()) }
      : values.poster) as FilmInput['poster'],
    stills: values.stills,
    trailerUrl: values.trailerUrl.trim() || null,
    formats: values.formats,
    categories: values.categories,
    isPremier: values.isPremier,
    premiereDate: values.premiereDate || null,
  };
}
