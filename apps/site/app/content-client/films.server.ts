// The films a page needs, cut from the town's film list into the views of @kino/api/views: no field reaches the
// browser that the page does not show. Results are kept per parsed list (the ETag cache hands out the same array
// while the content is unchanged), so an unchanged list is cut once, not on every request.
import type { Film } from '@kino/api/types';
import {
  type CategoryFilmView,
  categoryFilmView,
  type FilmCardView,
  type FilmPageView,
  type FilmSummary,
  filmCardView,
  filmPageView,
  filmSummary,
  scheduleDay,
} from '@kino/api/views';

/** A cache per parsed list and per key (a day, a hall…), dropped with the list when the content changes. */
function perList<V>() {
  const lists = new WeakMap<readonly Film[], Map<string, V>>();
  return (films: readonly Film[], key: string, make: () => V): V => {
    let views = lists.get(films);
    if (!views) {
      views = new Map();
      lists.set(films, views);
    }
    let view = views.get(key);
    if (view === undefined) {
      view = make();
      views.set(key, view);
    }
    return view;
  };
}

const days = perList<ReturnType<typeof scheduleDay>>();
const premiereSummaries = perList<FilmSummary[]>();
const halls = perList<FilmCardView[]>();
const categories = perList<{ showing: CategoryFilmView[]; coming: FilmSummary[] }>();
const soon = perList<{ coming: FilmSummary[]; premieres: FilmSummary[] }>();
const pages = new WeakMap<Film, FilmPageView>();

const opensAfter = (film: Film, today: string) => film.premiereDate !== null && film.premiereDate > today;

/** The schedule of one cinema day: the films on that day, each with that day's sessions. */
export function filmsForDay(films: readonly Film[], day: string) {
  return days(films, day, () => scheduleDay(films, day));
}

/**
 * The home page: today's films with today's sessions (`films`: the list of that day), and the premieres and films
 * coming soon (`premieres`: the list asked with `premier=true`, premieres only).
 */
export function filmsForHome(films: readonly Film[], premieres: readonly Film[], today: string) {
  return {
    films: filmsForDay(films, today).films,
    premieres: premiereSummaries(premieres, 'all', () => premieres.map(filmSummary)),
  };
}

/** A hall's page: today's films in that hall, each with its sessions there. */
export function filmsForHall(films: readonly Film[], today: string, hall: string): FilmCardView[] {
  return halls(films, `${today}|${hall}`, () =>
    films
      .map((film) => filmCardView(film, (s) => s.cinemaDay === today && s.hall.slug === hall))
      .filter((film) => film.sessions.length > 0),
  );
}

/** A category's page: its films on release with today's sessions (or their next day), and the ones opening later. */
export function filmsForCategory(films: readonly Film[], today: string) {
  return categories(films, today, () => ({
    showing: films.filter((film) => !opensAfter(film, today)).map((film) => categoryFilmView(film, today)),
    coming: films.filter((film) => opensAfter(film, today)).map(filmSummary),
  }));
}

/** «Скоро в кино»: films opening after today by date, and the premieres already on. */
export function filmsForSoon(films: readonly Film[], today: string) {
  return soon(films, today, () => ({
    coming: films
      .filter((film) => opensAfter(film, today))
      .sort((a, b) => (a.premiereDate ?? '').localeCompare(b.premiereDate ?? ''))
      .map(filmSummary),
    premieres: films.filter((film) => film.isPremier && !opensAfter(film, today)).map(filmSummary),
  }));
}

/** A film's page: everything but its id, with sessions as chips show them. */
export function filmForPage(film: Film): FilmPageView {
  let view = pages.get(film);
  if (!view) {
    view = filmPageView(film);
    pages.set(film, view);
  }
  return view;
}
