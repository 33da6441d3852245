// A film in a grid (poster tile) and its short facts line.
import { formatDay } from '@kino/api/cinema-time';
import type { LinkTarget } from '@kino/api/routes';
import type { Film } from '@kino/api/types';
import type { FilmSummary } from '@kino/api/views';
import type { ReactNode } from 'react';
import { formatDuration } from '#src/lib/format.ts';
import { AppLink } from '#src/links/links.tsx';
import { CardTitle } from './card-title.tsx';
import { ContentImage } from './content-image.tsx';

export function AgeBadge({ rating }: { rating: Film['ageRating'] }) {
  return (
    <span className="age-badge">
      <span className="visually-hidden">Возраст </span>
      {rating}
    </span>
  );
}

export function filmFacts(film: Pick<Film, 'genres' | 'durationMin'>): string {
  return [film.genres.slice(0, 2).join(', '), formatDuration(film.durationMin)].filter(Boolean).join(' · ');
}

export interface FilmTileProps {
  film: FilmSummary;
  /**
   * Today's cinema day: a film opening later says from when («С 27 ноября»). Without it the tile does not say (a list
   * of films on today, or one that writes the opening date itself, as «Скоро в кино» does).
   */
  today?: string;
  eager?: boolean;
  /** Heading level of the title inside the surrounding section. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

export function FilmTile({ film, today, eager = false, headingLevel = 3, children }: FilmTileProps) {
  const opensLater = film.premiereDate !== null && today !== undefined && film.premiereDate > today;
  return (
    <article className="film-tile">
      <div className="film-tile-poster">
        <ContentImage image={film.poster} eager={eager} alt="" sizes="(min-width: 720px) 280px, 50vw" />
        <AgeBadge rating={film.ageRating} />
        {film.isPremier ? <span className="premiere-badge">Премьера</span> : null}
      </div>
      <CardTitle
        level={headingLevel}
        className="film-tile-title"
        to={{ name: 'afisha-film', params: { film: film.slug } }}
      >
        {film.title}
      </CardTitle>
      <p className="film-tile-facts">
        {film.isPremier && film.premiereDate && opensLater ? `С ${formatDay(film.premiereDate)} · ` : ''}
        {filmFacts(film)}
      </p>
      {children}
    </article>
  );
}

/**
 * A section of film tiles under its heading and a link to more (the home page's, a category's and «Скоро»'s
 * premieres); none without films.
 */
export function FilmTilesSection({
  id,
  title,
  more,
  films,
  today,
  className = 'section',
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  more: { to: LinkTarget; label: string };
  films: readonly FilmSummary[];
  today?: string;
  className?: string;
}) {
  if (films.length === 0) return null;
  return (
    <section className={className} aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        <AppLink to={more.to} className="text-link">
          {more.label}
        </AppLink>
      </div>
      <ul className="film-grid">
        {films.map((film) => (
          <li key={film.slug}>
            <FilmTile film={film} today={today} />
          </li>
        ))}
      </ul>
    </section>
  );
}
