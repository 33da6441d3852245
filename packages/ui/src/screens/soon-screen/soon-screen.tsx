// «Скоро в кино» (route skoro): films coming out, soonest first with their opening dates, and the premieres already on.
import { formatDay, weekdayLong } from '@kino/api/cinema-time';
import type { Info } from '@kino/api/types';
import type { FilmSummary } from '@kino/api/views';
import { EmptyState } from '#src/components/empty-state.tsx';
import { FilmTile, FilmTilesSection } from '#src/components/film-card.tsx';
import { PageHeader } from '#src/components/page-header.tsx';
import { filmsCount } from '#src/lib/format.ts';
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

export function SoonScreen({ info, coming, premieres, days }: SoonScreenProps) {
  return (
    <div className="container page soon">
      <PageHeader
        title="Скоро в кино"
        crumbs={[{ label: 'Афиша', to: { name: 'afisha' } }]}
        lead={
          coming.length > 0
            ? `${filmsCount(coming.length)} скоро ${info.cinemaLocative}: даты выхода и первые сеансы`
            : `Новые фильмы ${info.cinemaLocative} появятся здесь, как только станут известны даты выхода`
        }
      />
      {coming.length > 0 ? (
        <ul className="film-grid soon-grid">
          {coming.map((film, i) => (
            <li key={film.slug}>
              <FilmTile film={film} headingLevel={2} eager={i < 4}>
                {film.premiereDate ? (
                  <p className="soon-opens">
                    С {formatDay(film.premiereDate)}
                    <span className="soon-weekday">, {weekdayLong(film.premiereDate)}</span>
                  </p>
                ) : null}
                {film.premiereDate && days.includes(film.premiereDate) ? (
                  <AppLink
                    to={{ name: 'afisha', query: { day: film.premiereDate } }}
                    className="text-link soon-sessions"
                  >
                    Сеансы этого дня →
                  </AppLink>
                ) : null}
              </FilmTile>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title="Анонсов пока нет">
          <AppLink to={{ name: 'afisha' }} className="button">
            Что идёт сейчас
          </AppLink>
        </EmptyState>
      )}
      <FilmTilesSection
        id="soon-premieres"
        title="Премьеры в прокате"
        more={{ to: { name: 'afisha', query: { premieres: '1' } }, label: 'Сеансы премьер →' }}
        films={premieres}
        today={days[0]}
      />
    </div>
  );
}
