// The films a page needs, cut from the town's film list: lists never carry the film page's long texts, and the
// home page only today's sessions. Results are kept per parsed list (the ETag cache hands out the same array while
// the content is unchanged), so an unchanged list is cut once, not on every request.
import type { Film } from '@kino/api/types';

/** A film as the lists show it (tile, schedule row): without the texts only its own page shows. */
function listView(film: Film): Film {
  return { ...film, description: '', cast: [], countries: [], director: '', originalTitle: null };
}

const scheduleViews = new WeakMap<readonly Film[], Film[]>();
const homeViews = new WeakMap<readonly Film[], { today: string; films: Film[] }>();

/** The schedule: every film with all its sessions, as list views. */
export function filmsForSchedule(films: readonly Film[]): Film[] {
  let view = scheduleViews.get(films);
  if (!view) {
    view = films.map(listView);
    scheduleViews.set(films, view);
  }
  return view;
}

/** The home page: films on today (with today's sessions only) and premieres, as list views. */
export function filmsForHome(films: readonly Film[], today: string): Film[] {
  const known = homeViews.get(films);
  if (known?.today === today) return known.films;
  const view = films
    .map((film) => ({ ...listView(film), sessions: film.sessions.filter((s) => s.cinemaDay === today) }))
    .filter((film) => film.sessions.length > 0 || film.isPremier);
  homeViews.set(films, { today, films: view });
  return view;
}
