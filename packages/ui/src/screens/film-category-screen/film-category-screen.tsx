// Films of one category (route movie_cat): the ones on release with today's next times, then the ones coming soon.

import { addDays, formatDay, formatTime, weekdayShort } from '@kino/api/cinema-time';
import type { CategoryWithCount } from '@kino/api/types';
import type { CategoryFilmView, FilmSummary } from '@kino/api/views';
import { EmptyState } from '#src/components/empty-state.tsx';
import { FilmTile, FilmTilesSection } from '#src/components/film-card.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { TileTimes } from '#src/components/tile-times.tsx';
import { filmsCount } from '#src/lib/format.ts';
import { AppLink } from '#src/links/links.tsx';

export interface FilmCategoryScreenProps {
  category: CategoryWithCount;
  /** Films of the category on release, each with today's sessions, or its next session when none is today. */
  showing: CategoryFilmView[];
  /** Films of the category that open later. */
  coming: FilmSummary[];
  /** Today's cinema day, YYYY-MM-DD. */
  today: string;
  /** The current moment, ISO 8601. */
  now: string;
}

/** «Ближайший сеанс завтра в 12:00» / «… в сб, 5 декабря, в 12:00» for a film with nothing today. */
function nextText(next: CategoryFilmView['next'], today: string): string {
  if (!next) return 'Сеансов пока нет';
  const time = formatTime(next.startsAt);
  if (next.cinemaDay === addDays(today, 1)) return `Сегодня сеансов нет · ближайший завтра в ${time}`;
  return `Сегодня сеансов нет · ближайший ${weekdayShort(next.cinemaDay).toLowerCase()}, ${formatDay(next.cinemaDay)}, в ${time}`;
}

export function FilmCategoryScreen({ category, showing, coming, today, now }: FilmCategoryScreenProps) {
  const lead = [
    showing.length > 0 ? `${filmsCount(showing.length)} в прокате` : null,
    coming.length > 0 ? `${coming.length} скоро` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="container page">
      <PageHeader title={category.name} crumbs={[{ label: 'Афиша', to: { name: 'afisha' } }]} lead={lead} />
      {showing.length > 0 ? (
        <ul className="film-grid">
          {showing.map((film, i) => (
            <li key={film.slug}>
              <FilmTile film={film} today={today} headingLevel={2} eager={i < 4}>
                {film.sessions.length > 0 ? (
                  <TileTimes film={film} now={now} />
                ) : (
                  <p className="film-tile-more">{nextText(film.next, today)}</p>
                )}
              </FilmTile>
            </li>
          ))}
        </ul>
      ) : coming.length === 0 ? (
        <EmptyState title="В этой подборке пока нет фильмов">
          <AppLink to={{ name: 'afisha' }} className="button">
            Вся афиша
          </AppLink>
        </EmptyState>
      ) : null}
      <FilmTilesSection
        id="category-coming"
        title="Скоро в кино"
        more={{ to: { name: 'skoro' }, label: 'Все анонсы →' }}
        films={coming}
        today={today}
      />
    </div>
  );
}
