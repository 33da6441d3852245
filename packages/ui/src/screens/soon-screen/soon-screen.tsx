// «Скоро в кино» (route skoro): films coming out, grouped by their opening date, and the premieres already on.
import { formatDay, weekdayLong } from '@kino/api/cinema-time';
import type { Info } from '@kino/api/types';
import type { FilmSummary } from '@kino/api/views';
import { EmptyState } from '#src/components/empty-state.tsx';
import { FilmTile } from '#src/components/film-card.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { plural } from '#src/lib/format.ts';
import { AppLink } from '#src/links/links.tsx';

export interface SoonScreenProps {
  info: Info;
  /** Films opening after today, in order of their opening date. */
  coming: FilmSummary[];
  /** Premieres already on release. */
  premieres: FilmSummary[];
  /** The schedule's 7 cinema days, first = today: an opening within them links to its day. */
  days: string[];
}

function byDate(films: FilmSummary[]): [string, FilmSummary[]][] {
  const groups = new Map<string, FilmSummary[]>();
  for (const film of films) {
    if (!film.premiereDate) continue;
    groups.set(film.premiereDate, [...(groups.get(film.premiereDate) ?? []), film]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

export function SoonScreen({ info, coming, premieres, days }: SoonScreenProps) {
  const groups = byDate(coming);
  return (
    <div className="container page soon">
      <PageHeader
        title="Скоро в кино"
        crumbs={[{ label: 'Афиша', to: { name: 'afisha' } }]}
        lead={
          coming.length > 0
            ? `${coming.length} ${plural(coming.length, 'фильм', 'фильма', 'фильмов')} скоро ${info.cinemaLocative}: даты выхода и первые сеансы`
            : `Новые фильмы ${info.cinemaLocative} появятся здесь, как только станут известны даты выхода`
        }
      />
      {groups.length > 0 ? (
        groups.map(([date, films]) => (
          <section key={date} className="section soon-date" aria-labelledby={`soon-${date}`}>
            <div className="section-head">
              <h2 id={`soon-${date}`}>
                С {formatDay(date)}
                <span className="soon-weekday"> · {weekdayLong(date)}</span>
              </h2>
              {days.includes(date) ? (
                <AppLink to={{ name: 'afisha', query: { day: date } }} className="text-link">
                  Сеансы этого дня →
                </AppLink>
              ) : null}
            </div>
            <ul className="film-grid">
              {films.map((film) => (
                <li key={film.slug}>
                  <FilmTile film={film} today={days[0]} />
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <EmptyState title="Анонсов пока нет">
          <AppLink to={{ name: 'afisha' }} className="button">
            Что идёт сейчас
          </AppLink>
        </EmptyState>
      )}
      {premieres.length > 0 ? (
        <section className="section" aria-labelledby="soon-premieres">
          <div className="section-head">
            <h2 id="soon-premieres">Премьеры в прокате</h2>
            <AppLink to={{ name: 'afisha', query: { premieres: '1' } }} className="text-link">
              Сеансы премьер →
            </AppLink>
          </div>
          <ul className="film-grid">
            {premieres.map((film) => (
              <li key={film.slug}>
                <FilmTile film={film} today={days[0]} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
